// Semantic UI React's Sidebar, Sidebar.Pushable and Sidebar.Pusher over sui-react's SidebarContainer,
// Sidebar and SidebarSibling (modules/sidebar): its `animation`, `width` and `visible` vocabulary and
// its `(event, data)` callbacks. Sliding, focus handling and the inert dimmed page are the native ones.
import {
  createElement,
  useContext,
  useEffect,
  useRef,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Menu, type MenuItemProps } from '../collections/menu/index.js';
import { menuItems } from '../collections/menu/MenuItem.js';
import { cx } from '../internal/classNames.js';
import { badProp, DEV } from '../internal/errors.js';
import type { Shorthand } from '../internal/shorthand.js';
import { useLatest } from '../internal/useLatest.js';
import type { Color } from '../internal/vocabulary.js';
import {
  Sidebar as NativeSidebar,
  SidebarContainer,
  SidebarSibling,
  type SidebarDirection,
  type SidebarTransition,
} from '../modules/sidebar/index.js';
import { SidebarContainerContext, type SidebarContainerContextValue } from '../modules/sidebar/context.js';

/** Semantic UI React's sidebar widths and the pixels they stand for (sidebar.css). */
const WIDTHS = { 'very thin': 60, thin: 150, wide: 350, 'very wide': 475 } as const;

/** A sidebar's width in Semantic UI React's words. */
export type SidebarWidth = keyof typeof WIDTHS;

/** How long Semantic UI React counts a sidebar's animation, in milliseconds. */
const ANIMATION_MS = 500;

export interface SidebarPushableProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /**
   * The component that draws the container, such as `Segment`; it must take an `as` prop (every
   * sui-react component does). A tag name is not taken: the container is a `div`.
   */
  as?: ElementType;
  /** The sidebar and its `Sidebar.Pusher`. */
  children?: ReactNode;
  /** The content (in place of `children`). */
  content?: ReactNode;
  /** Any prop of the `as` component (`basic`, `inverted`…). */
  [prop: string]: unknown;
}

/**
 * The container of a sidebar and the page beside it (`pushable`), over sui-react's
 * `SidebarContainer`: it must hold one `Sidebar` and one `Sidebar.Pusher`, the sidebar first.
 */
export function SidebarPushable({ as, children, content, ...rest }: SidebarPushableProps) {
  const body = (children ?? content) as ReactNode;
  if (as === undefined || as === 'div') return <SidebarContainer {...rest}>{body}</SidebarContainer>;
  if (typeof as === 'string')
    badProp('Sidebar.Pushable', 'as', DEV && "a component that takes `as` (such as Segment), or 'div'", as);
  return createElement(as, { ...rest, as: SidebarContainer }, body);
}

export interface SidebarPusherProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /**
   * Dims the page beside the sidebar. While the sidebar is visible the dimmed page is also inert,
   * so keyboard focus stays in the sidebar.
   * @default false
   */
  dimmed?: boolean;
  /** The page content. */
  children?: ReactNode;
  /** The content (in place of `children`). */
  content?: ReactNode;
}

/** The page beside a sidebar (`pusher`), over sui-react's `SidebarSibling`. */
export function SidebarPusher({ dimmed = false, className, children, content, ...rest }: SidebarPusherProps) {
  return (
    <SidebarSibling {...rest} dimmedWhenVisible={dimmed} className={cx(dimmed && 'dimmed', className)}>
      {children ?? content}
    </SidebarSibling>
  );
}

/**
 * The container a sidebar with no `Sidebar.Pushable` around it stands in: Semantic UI React draws
 * such a sidebar alone, over the page, and so does this. Nothing beside it is pushed or dimmed, and
 * a click beside it does not hide it (Escape does).
 */
const ALONE: SidebarContainerContextValue = { info: null, publish: () => {}, register: () => () => {} };

/**
 * Gives `ALONE` to a sidebar outside any container. A part of its own: it reads the container's
 * context, which changes as the sidebar shows and hides, and re-rendering only itself then (its
 * child is the same element) keeps the sidebar from rendering again for each change it publishes.
 */
function Alone({ children }: { children: ReactNode }) {
  return useContext(SidebarContainerContext) ? (
    children
  ) : (
    <SidebarContainerContext.Provider value={ALONE}>{children}</SidebarContainerContext.Provider>
  );
}

/** The event behind a sidebar callback: the document's click or key, or null for a change of `visible`. */
export type SidebarEvent = Event | null;

export interface SidebarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /**
   * Semantic UI React drew the sidebar with any component; sui-react's sidebar is always a
   * `ui sidebar menu`, so `Menu` (or nothing) is what it takes, with the Menu props below.
   */
  as?: typeof Menu;
  /**
   * How the sidebar and the page move.
   * @default 'uncover'
   * @native Sidebar transition
   */
  animation?: SidebarTransition;
  /**
   * The edge the sidebar comes from.
   * @default 'left'
   */
  direction?: SidebarDirection;
  /**
   * Whether the sidebar is shown. The app owns it: set it back to false from `onHide`.
   * @default false
   * @native Sidebar visible
   */
  visible?: boolean;
  /** The width of a left or right sidebar (260 pixels when not given). */
  width?: SidebarWidth;
  /**
   * Called when the user asks to hide the sidebar (a click on the page beside it, Escape), with
   * the props and `visible: false`; then again with a null event when `visible` turns false
   * another way.
   * @native Sidebar onVisibleChange — called with false
   */
  onHide?: (event: SidebarEvent, data: SidebarProps) => void;
  /** Called with a null event when `visible` turns true, as the sidebar starts to show. */
  onVisible?: (event: null, data: SidebarProps) => void;
  /** Called with a null event once the sidebar's showing animation has ended. */
  onShow?: (event: null, data: SidebarProps) => void;
  /** Called with a null event once the sidebar's hiding animation has ended. */
  onHidden?: (event: null, data: SidebarProps) => void;
  /** A dark menu. */
  inverted?: boolean;
  /** Items stacked, one per line. */
  vertical?: boolean;
  /** Items of icons (`labeled`: icons over their text). */
  icon?: boolean | 'labeled';
  /** No lines between the items. */
  borderless?: boolean;
  /** The menu's colour. */
  color?: Color | 'primary' | 'secondary';
  /** The sidebar content. */
  children?: ReactNode;
  /** The content (in place of `children`). */
  content?: ReactNode;
  /** The menu's items as Menu.Item shorthand, when there are no `children` or `content`. */
  items?: ReadonlyArray<Shorthand<MenuItemProps>>;
  /**
   * Semantic UI React's element whose clicks hide the sidebar (the document by default). sui-react's
   * sidebar hides on a click anywhere in its `Sidebar.Pushable` outside it, and on Escape, whatever
   * this says.
   */
  target?: unknown;
  /** Inline style. */
  style?: CSSProperties;
}

/**
 * Semantic UI React's sidebar, drawn by sui-react's. Beyond Semantic UI React: Escape hides it
 * (through `onHide`), focus moves into it when it shows and back when it hides, and a dimmed page
 * beside it is inert. `Sidebar.Pushable` and `Sidebar.Pusher` are its parts. With no
 * `Sidebar.Pushable` around it, it is drawn alone, as Semantic UI React draws it: nothing beside it
 * is pushed or dimmed, and only Escape (not a click beside it) asks to hide it.
 */
export function Sidebar(props: SidebarProps) {
  const {
    as,
    animation = 'uncover',
    direction = 'left',
    visible = false,
    width,
    onHide: _onHide,
    onVisible: _onVisible,
    onShow: _onShow,
    onHidden: _onHidden,
    className,
    children,
    content,
    items,
    target: _target,
    ...rest
  } = props;
  if (as !== undefined && as !== Menu) badProp('Sidebar', 'as', DEV && 'Menu (or left out)', String(as));
  if (width !== undefined && !(width in WIDTHS))
    badProp('Sidebar', 'width', DEV && Object.keys(WIDTHS).join(', '), width);
  const latest = useLatest(props);

  // The user's request to hide (a click outside, Escape) comes with its event.
  const lastEvent = useRef<Event | null>(null);
  const skipNext = useRef(false);
  useEffect(() => {
    if (!visible) return;
    const record = (event: Event) => (lastEvent.current = event);
    document.addEventListener('click', record, true);
    document.addEventListener('keydown', record, true);
    return () => {
      document.removeEventListener('click', record, true);
      document.removeEventListener('keydown', record, true);
    };
  }, [visible]);

  // Each change of `visible`: onVisible / onHide now (unless the user's request already said so),
  // onShow / onHidden once the animation has ended.
  const previous = useRef(visible);
  useEffect(() => {
    if (previous.current === visible) return;
    previous.current = visible;
    const all = latest.current;
    if (skipNext.current) skipNext.current = false;
    else (visible ? all.onVisible : all.onHide)?.(null, all);
    const timer = setTimeout(() => {
      const now = latest.current;
      (visible ? now.onShow : now.onHidden)?.(null, now);
    }, ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [visible, latest]);

  const drawn = (
    <NativeSidebar
      {...rest}
      visible={visible}
      onVisibleChange={(next) => {
        if (next) return;
        const all = latest.current;
        skipNext.current = true;
        all.onHide?.(lastEvent.current, { ...all, visible: false });
      }}
      transition={animation}
      direction={direction}
      width={width ? WIDTHS[width] : undefined}
      className={cx(width, className)}
    >
      {children ?? content ?? (items && menuItems(items, undefined, undefined))}
    </NativeSidebar>
  );
  return <Alone>{drawn}</Alone>;
}

Sidebar.Pushable = SidebarPushable;
Sidebar.Pusher = SidebarPusher;
