// Semantic UI React's Popup over sui-react's own (modules/popup): its `on`, `position` and
// `(event, data)` vocabulary. Positioning, flipping, the tooltip / dialog roles and focus handling
// are the native popup's.
import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { badProp, DEV } from '../internal/errors.js';
import { elementRef, setRef } from '../internal/refs.js';
import { useLayoutEffect } from '../internal/useLayoutEffect.js';
import { part } from '../internal/part.js';
import { useLatest } from '../internal/useLatest.js';
import {
  Popup as NativePopup,
  type PopupHandle,
  type PopupPlacement,
  type PopupTrigger,
  type VirtualElement,
} from '../modules/popup/index.js';

/** The events Semantic UI React's popup opens on. */
export type PopupOn = 'hover' | 'click' | 'focus';

/** Semantic UI React's positions; the native placement is the same words without `center`. */
const POSITIONS = [
  'top left',
  'top right',
  'bottom right',
  'bottom left',
  'right center',
  'left center',
  'top center',
  'bottom center',
] as const;

export type PopupPosition = (typeof POSITIONS)[number];

/** What an `offset` function gets: the placement in Popper.js's words and the two boxes. */
export interface PopupOffsetData {
  /** `top`, `top-start`, `top-end`, `bottom…`, `left`, `right`: the position asked for. */
  placement: string;
  /** The popup's box, as `getBoundingClientRect` gives it. */
  popper: { width: number; height: number };
  /** The trigger's (or the context's) box. */
  reference: { width: number; height: number };
}

/** What opened or closed the popup: the trigger's React event, or the document's (a click outside, Escape). */
export type PopupCompatEvent = SyntheticEvent<HTMLElement> | Event;

export interface PopupHeaderProps {
  /** The header text (in place of `children`). */
  content?: ReactNode;
  /** The header. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
}

/** A popup's header (`div.header`), for a popup written with children. */
export const PopupHeader = part<PopupHeaderProps>('Popup.Header', 'header');

export interface PopupContentProps {
  /** The content (in place of `children`). */
  content?: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
}

/** A popup's body (`div.content`), for a popup written with children. */
export const PopupContent = part<PopupContentProps>('Popup.Content', 'content');

export interface PopupProps {
  /** The element the popup points at; it renders in place and gets the popup's handlers and ARIA attributes. */
  trigger?: ReactElement;
  /** The popup's text or content. */
  content?: ReactNode;
  /** A header above the content, in bold. */
  header?: ReactNode;
  /** The popup's content when there is no `content` (it is wrapped in `div.content`). */
  children?: ReactNode;
  /**
   * What opens the popup: `hover` (the pointer or keyboard focus), `click` (toggles; a click
   * elsewhere closes) or `focus`. Of a list, hover wins over focus, and focus over click.
   * @default ['click', 'hover']
   */
  on?: PopupOn | readonly PopupOn[];
  /**
   * Where the popup goes beside its trigger. It flips and shifts to stay in the viewport.
   * @default 'top left'
   */
  position?: PopupPosition;
  /**
   * Semantic UI React's popup closed when the pointer left the trigger for the popup unless it was
   * hoverable. sui-react's popup always stays open while the pointer is on it (content shown on
   * hover must be hoverable, WCAG 1.4.13), so this changes nothing.
   * @default false
   */
  hoverable?: boolean;
  /**
   * No arrow.
   * @default false
   */
  basic?: boolean;
  /**
   * No maximum width: the content sets it.
   * @default false
   */
  flowing?: boolean;
  /** A wider popup (`very`: wider still). */
  wide?: boolean | 'very';
  /**
   * Black background and white text.
   * @default false
   */
  inverted?: boolean;
  /** The text size. */
  size?: 'mini' | 'tiny' | 'small' | 'large' | 'huge';
  /**
   * Whether the popup is open (controlled). Pair it with `onOpen` and `onClose`.
   * @native Popup open
   */
  open?: boolean;
  /**
   * Whether the popup starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when something asks the popup to open, with the props and `open: true`. */
  onOpen?: (event: PopupCompatEvent | null, data: PopupProps) => void;
  /** Called when something asks the popup to close, with the props and `open: false`. */
  onClose?: (event: PopupCompatEvent | null, data: PopupProps) => void;
  /**
   * A disabled popup renders its trigger only.
   * @default false
   */
  disabled?: boolean;
  /**
   * Moves the popup by `[skidding, distance]` pixels: along the trigger's side, and away from the
   * trigger (a negative distance overlaps it). A function gets the popup's placement in Popper.js's
   * words (`top`, `bottom-start`…) and the sizes of the popup (`popper`) and its trigger
   * (`reference`), measured each time it opens, and returns the pair (`[]` for none).
   */
  offset?: readonly [number, number?] | ((data: PopupOffsetData) => readonly [number?, number?]);
  /**
   * Semantic UI React's popup kept its position when pinned. sui-react's popup always flips and
   * shifts to stay in the viewport, so this changes nothing.
   * @default false
   */
  pinned?: boolean;
  /**
   * Milliseconds before a hover or click opens the popup.
   * @default 0
   */
  mouseEnterDelay?: number;
  /**
   * Semantic UI React's close delay. sui-react's popup waits 100 ms after the pointer leaves (time
   * to reach the popup) and closes then; this changes nothing.
   */
  mouseLeaveDelay?: number;
  /**
   * Closes the popup when the page scrolls.
   * @default false
   */
  hideOnScroll?: boolean;
  /**
   * Places the popup beside this instead of its trigger: an element, a virtual one (an object with
   * `getBoundingClientRect`), or a ref to either. With a context the trigger can be left out; the
   * popup then opens through `open`.
   * @native Popup anchor
   */
  context?: RefObject<Element | VirtualElement | null | undefined> | Element | VirtualElement;
  /** More classes on the popup. */
  className?: string;
  /** Inline style of the popup. */
  style?: CSSProperties;
  /** The popup's id; generated when not given. */
  id?: string;
}

const ON = ['hover', 'click', 'focus'];

/** The document's events a popup's change may come from (a click outside, Escape). */
const RECORDED = ['click', 'keydown'];

/** sui-react's trigger for Semantic UI React's `on`. */
function triggerOf(on: PopupOn | readonly PopupOn[]): PopupTrigger {
  const list: readonly unknown[] = Array.isArray(on) ? on : [on];
  for (const value of list)
    if (!ON.includes(value as string))
      badProp('Popup', 'on', DEV && "'hover', 'click', 'focus' or a list of them", value);
  if (list.includes('hover')) return 'hover';
  if (list.includes('focus')) return 'focus';
  return 'outsideClick';
}

/** The `translate` that moves a popup on `side` by `[skidding, distance]`. */
function offsetStyle(
  position: PopupPosition,
  offset: readonly [number?, number?] | undefined,
): CSSProperties | undefined {
  if (offset === undefined) return undefined;
  if (!Array.isArray(offset) || offset.length > 2 || !offset.every((n) => Number.isFinite(n)))
    badProp(
      'Popup',
      'offset',
      DEV && 'an array of one or two numbers, [skidding, distance], or a function that returns one',
      offset,
    );
  const [skid = 0, distance = 0] = offset;
  const side = position.split(' ')[0];
  const [x, y] =
    side === 'top'
      ? [skid, -distance]
      : side === 'bottom'
        ? [skid, distance]
        : side === 'left'
          ? [-distance, skid]
          : [distance, skid];
  return { translate: `${x}px ${y}px` };
}

/**
 * Semantic UI React's popup, drawn by sui-react's. Beyond Semantic UI React: a text popup is a
 * `role="tooltip"` that describes its trigger (`aria-describedby`), hover also opens on keyboard
 * focus, Escape closes it, and the popup stays open while the pointer is on it.
 * `Popup.Header` and `Popup.Content` are its parts.
 */
export function Popup(props: PopupProps) {
  const {
    trigger,
    content,
    header,
    children,
    on = ['click', 'hover'],
    position = 'top left',
    basic,
    flowing,
    wide,
    inverted,
    size,
    open,
    defaultOpen,
    disabled,
    offset,
    mouseEnterDelay,
    context,
    hideOnScroll = false,
    className,
    style,
    id,
  } = props;
  if (context != null && typeof context !== 'object')
    badProp('Popup', 'context', DEV && 'an element, an object with getBoundingClientRect, or a ref', context);
  const anchor = context == null || 'current' in context ? context : { current: context };
  if (trigger === undefined ? !anchor : !isValidElement(trigger))
    badProp('Popup', 'trigger', DEV && 'one element, or left out with a context', trigger);
  if (!POSITIONS.includes(position)) badProp('Popup', 'position', DEV && POSITIONS.join(', '), position);
  const triggerMode = triggerOf(on);
  // A function offset: called with the boxes each time the popup opens (measured before it paints).
  const measure = typeof offset === 'function';
  // Whether it shows: `open`, or what the native popup last told (it starts as `defaultOpen`).
  const [told, setTold] = useState(!!defaultOpen);
  const shown = open ?? told;
  const [measured, setMeasured] = useState<readonly [number?, number?]>();
  const ownId = useId();
  const popupId = id ?? ownId;
  const reference = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (!measure || !shown) return;
    // Popper.js's name of the position: `top left` is `top-start`, `top center` is `top`.
    const [side, align] = position.split(' ');
    const box = (element: Element | VirtualElement | null | undefined) =>
      element?.getBoundingClientRect() ?? new DOMRect();
    setMeasured(
      offset({
        placement: align === 'center' ? side! : `${side}-${align === 'left' ? 'start' : 'end'}`,
        popper: box(document.getElementById(popupId)),
        reference: box(anchor ? anchor.current : reference.current),
      }),
    );
  }, [measure, shown, position]); // eslint-disable-line react-hooks/exhaustive-deps -- measured when it opens
  const translate = offsetStyle(position, measure ? measured : offset);

  // The event behind each change: the trigger's own (its handlers run before the popup's) or, for
  // a click outside and Escape, the document's, seen on the way down.
  const lastEvent = useRef<PopupCompatEvent | null>(null);
  useEffect(() => {
    const record = (event: Event) => (lastEvent.current = event);
    for (const type of RECORDED) document.addEventListener(type, record, true);
    return () => {
      for (const type of RECORDED) document.removeEventListener(type, record, true);
    };
  }, []);
  const latest = useLatest(props);

  // hideOnScroll: a scroll of the page (or of anything in it) closes the popup.
  const handle = useRef<PopupHandle>(null);
  useEffect(() => {
    if (!hideOnScroll) return;
    const onScroll = (event: Event) => {
      lastEvent.current = event;
      handle.current?.close();
    };
    window.addEventListener('scroll', onScroll, true);
    return () => window.removeEventListener('scroll', onScroll, true);
  }, [hideOnScroll]);

  if (disabled) return trigger ?? null;
  const own = (trigger?.props ?? {}) as Record<
    string,
    ((event: SyntheticEvent<HTMLElement>) => void) | undefined
  >;
  const recorded = (name: string) => (event: SyntheticEvent<HTMLElement>) => {
    // eslint-disable-next-line react-hooks/refs -- written when the trigger's event fires, not while rendering
    lastEvent.current = event;
    own[name]?.(event);
  };
  const handlers = {
    onClick: recorded('onClick'),
    onMouseEnter: recorded('onMouseEnter'),
    onMouseLeave: recorded('onMouseLeave'),
    onFocus: recorded('onFocus'),
    onBlur: recorded('onBlur'),
  };
  // With a function offset, the trigger's box is measured too: its element, its own ref kept.
  const triggerProps = measure
    ? {
        ...handlers,
        ref: (node: Element | null) => {
          reference.current = node;
          setRef(elementRef(trigger!), node);
        },
      }
    : handlers;
  const body = content ?? children;
  const changed = (next: boolean) => {
    if (measure) setTold(next);
    const all = latest.current;
    (next ? all.onOpen : all.onClose)?.(lastEvent.current, { ...all, open: next });
  };

  return (
    <NativePopup
      ref={handle}
      id={measure ? popupId : id}
      anchor={anchor}
      trigger={triggerMode}
      placement={position.replace(' center', '') as PopupPlacement}
      header={header}
      content={body}
      basic={basic}
      flowing={flowing}
      wide={wide}
      inverted={inverted}
      size={size}
      open={open}
      defaultOpen={defaultOpen}
      delay={mouseEnterDelay}
      className={className}
      style={translate ? { ...style, ...translate } : style}
      onOpenChange={changed}
    >
      {/* eslint-disable-next-line react-hooks/refs -- the handlers and the ref callback touch refs only when called */}
      {trigger && cloneElement(trigger, triggerProps)}
    </NativePopup>
  );
}

Popup.Header = PopupHeader;
Popup.Content = PopupContent;
