import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Color } from '../../internal/vocabulary.js';
import { focusFirst, restoreFocus } from '../../internal/focus.js';
import { ServerCheck, isServerRender } from '../../internal/serverChecks.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useDocumentEscape } from '../../internal/useDocumentEscape.js';
import { SidebarContainerContext, useSidebarContainer, type SidebarInfo } from './context.js';
import {
  SIDEBAR_ANIMATION_MS,
  SIDEBAR_DEFAULT_WIDTH,
  assertSidebarProps,
  pusherTransform,
  type SidebarDirection,
  type SidebarTransition,
} from './state.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

export const SIDEBAR_MISSING_ERROR = 'You must include a <Sidebar> element within the container.';
export const SIBLING_MISSING_ERROR = 'You must include a <SidebarSibling> element within the container.';

export interface SidebarContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** One `<Sidebar>` followed by one `<SidebarSibling>` holding the page content. */
  children?: ReactNode;
}

/**
 * Holds a sidebar and the content beside it (Semantic UI's `pushable`). It must contain exactly
 * one `<Sidebar>` and one `<SidebarSibling>`, the sidebar first. A click outside the visible
 * sidebar closes it.
 */
export function SidebarContainer({ className, children, onClick, ...rest }: SidebarContainerProps) {
  const [info, setInfo] = useState<SidebarInfo | null>(null);
  const parts = useRef({ sidebar: 0, sibling: 0 });

  const register = useCallback((part: 'sidebar' | 'sibling') => {
    parts.current[part] += 1;
    return () => {
      parts.current[part] -= 1;
    };
  }, []);

  // Children register in their layout effects, which run before this one (on a server, where no
  // effect runs, they register while rendering and the last child runs this check).
  const check = () => {
    if (!parts.current.sidebar) throw new Error(SIDEBAR_MISSING_ERROR);
    if (!parts.current.sibling) throw new Error(SIBLING_MISSING_ERROR);
  };
  useLayoutEffect(check);

  const context = useMemo(() => ({ info, publish: setInfo, register }), [info, register]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !info?.visible || info.justOpened()) return;
    if (info.element && info.element.contains(event.target as Node)) return;
    info.close();
  };

  return (
    <SidebarContainerContext.Provider value={context}>
      {/* Clicks here only close the sidebar; keyboard users close it with Escape. */}
      <div {...rest} className={cx('pushable', className)} onClick={handleClick}>
        {children}
        <ServerCheck check={check} />
      </div>
    </SidebarContainerContext.Provider>
  );
}

/** Open, close and toggle a sidebar from code (through a ref). */
export interface SidebarHandle {
  /** Shows the sidebar. */
  open(): void;
  /** Hides the sidebar. */
  close(): void;
  /** Shows the sidebar when hidden, hides it when shown. */
  toggle(): void;
}

export interface SidebarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whether the sidebar is shown (controlled). Pair it with `onVisibleChange`. */
  visible?: boolean;
  /**
   * Whether the sidebar starts shown (uncontrolled).
   * @default false
   */
  defaultVisible?: boolean;
  /** Called with the new visibility whenever the sidebar opens or closes. */
  onVisibleChange?: (visible: boolean) => void;
  /**
   * The edge the sidebar comes from.
   * @default 'left'
   */
  direction?: SidebarDirection;
  /**
   * How the sidebar and the content move.
   * @default 'uncover'
   */
  transition?: SidebarTransition;
  /**
   * Width in pixels of a left or right sidebar; the sibling moves aside by the same amount. Top and
   * bottom sidebars take the height of their content.
   * @default 260
   */
  width?: number;
  /**
   * Whether Escape closes the visible sidebar.
   * @default true
   */
  closeOnEscape?: boolean;
  /**
   * Whether opening moves focus to the first focusable element inside the sidebar. Closing returns
   * focus to where it was before, when focus is still inside the sidebar.
   * @default true
   */
  autoFocus?: boolean;
  /** The sidebar content, usually menu items. */
  children?: ReactNode;
  /** A dark menu (the usual look of a sidebar). */
  inverted?: boolean;
  /** The items stacked, one per line (for a left or right sidebar). */
  vertical?: boolean;
  /** Items of icons (`labeled`: icons over their text). */
  icon?: boolean | 'labeled';
  /** No lines between the items. */
  borderless?: boolean;
  /** The menu's colour (with `inverted`, its background). */
  color?: Color | 'primary' | 'secondary';
}

/** The classes `direction` and `transition` give (variations.test.ts checks them against sidebar.css). */
export const SIDEBAR_VARIATIONS = {
  transition: 'value',
  direction: 'value',
} as const satisfies VariationTable;

/**
 * A sidebar is a `ui sidebar menu`: its variation props are the Menu's, and the classes they give
 * (variations.test.ts checks them against menu.css). The sidebar's own width classes are left out:
 * `width` sets it in pixels.
 */
export const SIDEBAR_MENU_VARIATIONS = {
  inverted: 'key',
  vertical: 'key',
  icon: 'keyOrValueKey',
  borderless: 'key',
  color: 'value',
} as const satisfies VariationTable;

const SIDEBAR_TABLE = { ...SIDEBAR_VARIATIONS, ...SIDEBAR_MENU_VARIATIONS };

/**
 * A panel that slides in from an edge of its `<SidebarContainer>`. The `animating` class stays on
 * for 500 ms after each change.
 */
export const Sidebar = forwardRef<SidebarHandle, SidebarProps>(function Sidebar(
  {
    visible: visibleProp,
    defaultVisible = false,
    onVisibleChange,
    direction = 'left',
    transition = 'uncover',
    width = SIDEBAR_DEFAULT_WIDTH,
    closeOnEscape = true,
    autoFocus = true,
    className,
    style,
    children,
    ...props
  },
  ref,
) {
  assertSidebarProps(direction, transition, width);
  const [classes, rest] = variations('Sidebar', SIDEBAR_TABLE, { transition, direction, ...props });
  const container = useSidebarContainer('Sidebar');
  const { register, publish } = container;
  if (isServerRender()) register('sidebar');
  const element = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useControllableState(visibleProp, defaultVisible, onVisibleChange);
  const [animating, setAnimating] = useState(false);
  const [height, setHeight] = useState(0);
  const opening = useRef(false);
  const focusBeforeOpen = useRef<Element | null>(null);

  const show = useCallback(
    (next: boolean) => {
      if (next && !visible) {
        // The click that opened the sidebar is still bubbling to the container; it must not close it.
        opening.current = true;
        setTimeout(() => (opening.current = false));
      }
      setVisible(next);
    },
    [visible, setVisible],
  );
  const close = useCallback(() => show(false), [show]);
  useImperativeHandle(ref, () => ({ open: () => show(true), close, toggle: () => show(!visible) }), [
    show,
    close,
    visible,
  ]);

  useLayoutEffect(() => register('sidebar'), [register]);

  // Every visibility change starts a new animating window of 500 ms.
  const animated = useRef(visible);
  useLayoutEffect(() => {
    if (animated.current === visible) return;
    animated.current = visible;
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), SIDEBAR_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  const vertical = direction === 'top' || direction === 'bottom';
  useLayoutEffect(() => {
    if (vertical && element.current) setHeight(element.current.offsetHeight);
  }, [vertical, visible, children]);

  useLayoutEffect(() => {
    publish({
      visible,
      direction,
      transition,
      width: vertical ? 0 : width,
      height: vertical ? height : 0,
      close,
      element: element.current,
      justOpened: () => opening.current,
    });
  }, [publish, visible, direction, transition, width, height, vertical, close]);
  useLayoutEffect(() => () => publish(null), [publish]);

  // Focus moves in on open and back out on close.
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (wasVisible.current === visible) return;
    wasVisible.current = visible;
    const el = element.current;
    if (!el) return;
    if (visible) {
      focusBeforeOpen.current = document.activeElement;
      if (!autoFocus) return;
      // Wait until the sibling is inert and the sidebar is visible before moving focus.
      const timer = setTimeout(() => focusFirst(el));
      return () => clearTimeout(timer);
    }
    const active = document.activeElement;
    if (active && active !== document.body && !el.contains(active)) return;
    const timer = setTimeout(() => restoreFocus(focusBeforeOpen.current));
    return () => clearTimeout(timer);
  }, [visible, autoFocus]);

  useDocumentEscape(visible && closeOnEscape, close);

  return (
    <div
      {...rest}
      ref={element}
      tabIndex={-1}
      className={cx('ui sidebar menu', classes, visible && 'visible', animating && 'animating', className)}
      style={vertical ? style : { width, ...style }}
    >
      {children}
    </div>
  );
});

export interface SidebarSiblingProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Whether the content is dimmed while the sidebar is visible. Dimmed content is also inert, so
   * keyboard focus stays in the sidebar until it closes.
   * @default false
   */
  dimmedWhenVisible?: boolean;
  /** The page content beside the sidebar. */
  children?: ReactNode;
}

/** The content beside a sidebar (Semantic UI's `pusher`). It moves aside or dims while the sidebar shows. */
export function SidebarSibling({
  dimmedWhenVisible = false,
  className,
  style,
  children,
  ...rest
}: SidebarSiblingProps) {
  const { info, register } = useSidebarContainer('SidebarSibling');
  if (isServerRender()) register('sibling');
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => register('sibling'), [register]);

  const visible = !!info?.visible;
  const dimmed = visible && dimmedWhenVisible;
  // React 18 does not know the `inert` prop, so set the DOM property directly.
  useLayoutEffect(() => {
    if (element.current) element.current.inert = dimmed;
  }, [dimmed]);

  const transform = info
    ? pusherTransform(info.direction, info.transition, { width: info.width, height: info.height }, visible)
    : undefined;

  return (
    <div
      {...rest}
      ref={element}
      className={cx('pusher', visible && 'visible', dimmed && 'dimmed', className)}
      style={transform ? { ...style, transform } : style}
    >
      {children}
    </div>
  );
}
