import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFlatTexts } from '../../behaviors/localization/context.js';
import type { ToastLocaleValues } from '../../behaviors/localization/types.js';
import { cx } from '../../internal/classNames.js';
import { assertOneOf, badProp, DEV } from '../../internal/errors.js';
import { prefersReducedMotion } from '../../internal/reducedMotion.js';
import { emptyToastQueue, type ToastQueueState, type ToastRecord } from './state.js';
import {
  TOAST_POSITIONS,
  TOAST_ICONS,
  toast,
  toastStore,
  type ToastApi,
  type ToastOptions,
  type ToastPosition,
} from './toast.js';

export interface ToasterProps {
  /**
   * Where toasts show unless they name a `position`: `top right`, `top left`, `top center`, `bottom
   * right`, `bottom left`, `bottom center` or `centered`. Anything else throws.
   * @default 'top right'
   */
  position?: ToastPosition;
  /**
   * How many toasts may show at once; more wait in a queue and show, oldest first, as others close.
   * A whole number, 1 or more; anything else (0, 2.5, NaN, Infinity) throws.
   * @default 5
   */
  limit?: number;
  /**
   * The key (a `KeyboardEvent.key` value, e.g. `F8`) that moves focus to the newest toast. The
   * region's name mentions it. An empty string turns the shortcut off.
   * @default 'F8'
   */
  hotkey?: string;
  /** Texts for this Toaster only, over the current language's. */
  localeOverrides?: Partial<ToastLocaleValues>;
}

/** The English texts (en-GB's `toast` section, which a test keeps equal to these). */
export const TOAST_TEXTS: ToastLocaleValues = { region: 'Notifications', close: 'Close' };

const EMPTY: ToastQueueState<ToastOptions> = emptyToastQueue(1);

/** Out of sight, still read by screen readers. */
const hiddenStyle = { position: 'fixed', clipPath: 'inset(50%)' } as const;

/**
 * Shows the toasts of `toast()`, in Fomantic's `ui toast-container` at each position, newest first.
 * Mount one per page. It renders a named region (a landmark) and two live regions from the start,
 * so screen readers announce each toast: errors and warnings at once (`alert`), others politely
 * (`status`). Toasts never take focus; the hotkey (F8) moves focus to the newest one, Tab goes through
 * toasts and their buttons, Escape dismisses the focused toast. Display times pause while the pointer
 * is over a toast, while focus is in one, and while the page is hidden.
 */
export function Toaster({ position = 'top right', limit = 5, hotkey = 'F8', localeOverrides }: ToasterProps) {
  assertOneOf('Toaster', 'position', position, TOAST_POSITIONS);
  if (!Number.isInteger(limit) || limit < 1)
    badProp('Toaster', 'limit', DEV && 'a whole number, 1 or more', limit);
  const texts = useFlatTexts('toast', TOAST_TEXTS, localeOverrides);
  // The server and hydration render no toast: they appear once the page runs.
  const state = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => EMPTY);
  const [hidden, setHidden] = useState(false);
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const region = useRef<HTMLElement>(null);
  // Where focus was before the hotkey: it goes back there when the last focused toast closes.
  const back = useRef<HTMLElement | null>(null);
  useEffect(() => toastStore.limit(limit), [limit]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const first = region.current!.querySelector<HTMLElement>('.toast-box[tabindex="0"]');
      // An empty hotkey (no shortcut) matches no key.
      if (event.key !== hotkey || !first) return;
      event.preventDefault();
      if (!region.current!.contains(document.activeElement))
        back.current = document.activeElement as HTMLElement;
      first.focus();
    };
    const onVisibility = () => setHidden(document.hidden);
    onVisibility();
    document.addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [hotkey]);

  /** Called when a toast holding focus closes: focus goes to the newest open toast, or back. */
  const moveFocus = () =>
    (region.current!.querySelector<HTMLElement>('.toast-box[tabindex="0"]') ?? back.current)?.focus();

  const open = state.shown.filter((t) => t.open);
  // A toast that closes under the pointer no longer pauses the others.
  const paused = open.some((t) => t.id === hovered) || focused || hidden;
  const say = (assertive: boolean) => (
    <div role={assertive ? 'alert' : 'status'} style={hiddenStyle}>
      {open.map(
        ({ id, rev, options: { type, title, message } }) =>
          (type === 'error' || type === 'warning') === assertive && (
            <div key={`${id}.${rev}`}>
              {title} {message}
            </div>
          ),
      )}
    </div>
  );

  return (
    <section
      ref={region}
      aria-label={hotkey ? `${texts.region} (${hotkey})` : texts.region}
      tabIndex={-1}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(region.current!.contains(event.relatedTarget))}
    >
      {TOAST_POSITIONS.map((place) => {
        const here = state.shown.filter((t) => (t.options.position ?? position) === place);
        return here.length ? (
          <div key={place} className={`ui ${place} toast-container`}>
            {here.map((t) => (
              <ToastItem
                key={t.id}
                {...t}
                paused={paused}
                onHover={setHovered}
                closeLabel={texts.close}
                onLeave={moveFocus}
              />
            ))}
          </div>
        ) : null;
      })}
      {say(false)}
      {say(true)}
    </section>
  );
}

interface ToastItemProps extends ToastRecord<ToastOptions> {
  paused: boolean;
  closeLabel: string;
  onLeave: () => void;
  onHover: (id: string | null) => void;
}

function ToastItem({ id, open, rev, options, paused, closeLabel, onLeave, onHover }: ToastItemProps) {
  const {
    type = 'neutral',
    title,
    message,
    className,
    icon,
    image,
    imageAlt = '',
    progress,
    displayTime = 3000,
    compact = true,
    closable = true,
    actions,
    actionsClassName,
  } = options;
  const ids = useId();
  const box = useRef<HTMLDivElement>(null);
  // Fomantic's scale animation in and out (none with reduced motion); once out, it leaves the store.
  const [entered, setEntered] = useState(false);
  const ms = prefersReducedMotion() ? 0 : 500;
  useEffect(() => {
    const timer = setTimeout(() => (open ? setEntered(true) : toastStore.remove(id)), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const dismiss = () => toast.dismiss(id);

  // The time left: it restarts on each update and counts down only while nothing pauses it.
  const left = useRef(displayTime);
  useEffect(() => {
    left.current = displayTime;
  }, [displayTime, rev]);
  useEffect(() => {
    if (!open || paused || !displayTime) return;
    const start = Date.now();
    const timer = setTimeout(dismiss, left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - start;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, paused, displayTime, rev]);

  useEffect(() => {
    if (open) return;
    options.onDismiss?.(id);
    if (box.current!.contains(document.activeElement)) onLeave();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const attached = actionsClassName?.includes('attached');
  const vertical = actionsClassName?.includes('vertical');
  const top = actionsClassName?.includes('top');
  const iconName = icon === true ? TOAST_ICONS[type] : icon;

  const buttons: ReactNode = actions?.length ? (
    <div className={cx('actions', actionsClassName, attached && 'ui buttons')}>
      {actions.map((action, i) => (
        <button
          key={i}
          type="button"
          className={cx('ui button', action.className)}
          onClick={() => {
            if (action.onClick?.(id) !== false) dismiss();
          }}
        >
          {action.text}
        </button>
      ))}
    </div>
  ) : null;

  const body = (
    <div
      className={cx(
        'ui toast',
        type,
        className,
        compact && 'compact',
        vertical && 'vertical',
        buttons && !attached && 'actions',
        buttons && attached && `attached ${top ? 'bottom' : 'top'}`,
      )}
    >
      {iconName && <i aria-hidden="true" className={`${iconName} centered icon`} />}
      {image && <img className="ui mini image" src={image} alt={imageAlt} />}
      <div className="content">
        {title != null && (
          <div className="ui header" id={`${ids}t`}>
            {title}
          </div>
        )}
        <div className="message" id={`${ids}m`}>
          {message}
        </div>
      </div>
      {closable && (
        <button
          type="button"
          className="close icon"
          aria-label={closeLabel}
          onClick={dismiss}
          style={{ background: 'none', border: 0, padding: 0, color: 'inherit', font: 'inherit' }}
        >
          <i aria-hidden="true" className="close icon" />
        </button>
      )}
      {!attached && buttons}
    </div>
  );

  const bar = displayTime > 0 && progress && (
    <div
      key={rev}
      className={cx('ui attached active progress inverted', progress, type, className, compact && 'compact')}
      data-percent=""
      // Forced colours would paint the bar like the page: it keeps its colour so that it shows.
      style={{ forcedColorAdjust: 'none' }}
    >
      <div
        className="bar down progressing"
        style={{ animationDuration: `${displayTime}ms`, animationPlayState: paused ? 'paused' : 'running' }}
      />
    </div>
  );

  return (
    <div
      ref={box}
      role="group"
      tabIndex={open ? 0 : -1}
      aria-labelledby={`${ids}t ${ids}m`}
      className={cx(
        'floating toast-box unclickable transition',
        compact && 'compact',
        open && entered ? 'visible' : `animating scale ${open ? 'in' : 'visible out'}`,
      )}
      // The duration of the scale animation (inert once visible, when no animation runs).
      style={{ animationDuration: `${ms}ms` }}
      onMouseEnter={() => onHover(id)}
      onMouseLeave={() => onHover(null)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          dismiss();
        }
      }}
    >
      {progress === 'top' && bar}
      {attached && top && buttons}
      {attached && vertical ? (
        <div className={cx('vertical attached', compact && 'compact')}>
          {body}
          {buttons}
        </div>
      ) : (
        body
      )}
      {attached && !top && !vertical && buttons}
      {progress === 'bottom' && bar}
    </div>
  );
}

/** The toast function and its methods (`update`, `dismiss`, `promise`), for components. */
export function useToast(): ToastApi {
  return toast;
}
