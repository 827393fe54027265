// Semantic UI React's Modal over sui-react's own (modules/modal): its trigger, its open state (controlled
// or not), its `(event, data)` handlers and its header / content / actions shorthand. The dialog
// itself, its dimmer, transitions, focus trap and focus return are the native modal's.
import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button, type ButtonProps } from '../elements/button/index.js';
import { Icon, type IconProps } from '../elements/icon/index.js';
import { cx } from '../internal/classNames.js';
import { badProp, DEV } from '../internal/errors.js';
import { isTopLayer } from '../internal/layers.js';
import { part } from '../internal/part.js';
import type { Polymorphic } from '../internal/polymorphic.js';
import { shorthand, toContent, type Shorthand } from '../internal/shorthand.js';
import { useLatest } from '../internal/useLatest.js';
import { useLayoutEffect } from '../internal/useLayoutEffect.js';
import { Modal as NativeModal, type ModalControls } from '../modules/modal/index.js';

/** What opened or closed the modal: a React event (trigger, close icon, action) or a document one (dimmer click, Escape). */
export type ModalEvent =
  ReactMouseEvent<HTMLElement> | ReactKeyboardEvent<HTMLElement> | MouseEvent | KeyboardEvent;

/** The sizes Semantic UI React's modal takes. */
export const MODAL_COMPAT_SIZES = ['mini', 'tiny', 'small', 'large', 'fullscreen'] as const;

export interface ModalHeaderProps {
  /** The header text (in place of `children`). */
  content?: ReactNode;
  /** The header. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
}

/** The modal's title bar (`div.header`); it names the dialog for screen readers. */
export const ModalHeader = part<ModalHeaderProps>('Modal.Header', 'header');

export interface ModalDescriptionProps {
  /** The description (in place of `children`). */
  content?: ReactNode;
  /** The description. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
}

/** The text beside an image in an image content (`div.description`). */
export const ModalDescription = part<ModalDescriptionProps>('Modal.Description', 'description');

export interface ModalContentProps {
  /** The content (in place of `children`). */
  content?: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
  /**
   * An image beside a `Modal.Description`.
   * @default false
   */
  image?: boolean;
  /**
   * The content scrolls inside the modal, which keeps to the viewport's height.
   * @default false
   */
  scrolling?: boolean;
}

/** The modal's body (`div.content`). */
export const ModalContent = part<ModalContentProps>('Modal.Content', 'content', 'div', {
  image: 'key',
  scrolling: 'key',
});

export interface ModalActionsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /** The buttons as shorthand: strings (their text) or Button props, used when there are no children. */
  actions?: ReadonlyArray<Shorthand<ButtonProps>>;
  /** Called with the button's props when a shorthand button is clicked, after the button's own `onClick`. */
  onActionClick?: (event: ReactMouseEvent<HTMLElement>, data: ButtonProps) => void;
  /** The content (in place of `children`). */
  content?: ReactNode;
  /** The buttons. */
  children?: ReactNode;
  /** The element to render (`div`). */
  as?: ElementType;
}

function keyOf(action: Shorthand<ButtonProps>, index: number): string | number {
  if (typeof action === 'string' || typeof action === 'number') return action;
  if (isValidElement(action)) return action.key ?? index;
  if (action && typeof action === 'object') {
    const { key, content } = action as ButtonProps & { key?: string | number };
    if (key != null) return key;
    if (typeof content === 'string') return content;
  }
  return index;
}

/** The modal's button row (`div.actions`). */
export function ModalActions({
  actions,
  onActionClick,
  content,
  children,
  className,
  as: As = 'div',
  ...rest
}: ModalActionsProps) {
  let body: ReactNode = children ?? content;
  if (body == null && actions) {
    if (!Array.isArray(actions))
      badProp('Modal.Actions', 'actions', DEV && 'an array of button shorthand', typeof actions);
    body = actions.map((action, index) => {
      const own = (
        isValidElement(action) ? action.props : typeof action === 'object' ? action : null
      ) as ButtonProps | null;
      return shorthand<ButtonProps & { key?: string | number }>(
        Button,
        toContent,
        action,
        { key: keyOf(action, index) },
        {
          onClick: (event: ReactMouseEvent<HTMLElement>, data: ButtonProps) => {
            own?.onClick?.(event, data);
            onActionClick?.(event, data);
          },
        },
      );
    });
  }
  return (
    <As {...rest} className={cx('actions', className)}>
      {body}
    </As>
  );
}

export interface ModalDimmerProps {
  /** The modal (in place of `children`). */
  content?: ReactNode;
  /** The modal. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
  /**
   * Whether the modal is centred vertically; false puts it near the top (`top aligned`).
   * @default true
   */
  centered?: boolean;
  /**
   * A light dimmer.
   * @default false
   */
  inverted?: boolean;
  /**
   * A dimmer that scrolls with its modal.
   * @default false
   */
  scrolling?: boolean;
  /**
   * Blurs the page behind (`blurring` beside `dimmable dimmed` on `mountNode`).
   * @default false
   */
  blurring?: boolean;
  /**
   * The element that takes the dimmed page's classes (`dimmable dimmed`, and `blurring` and
   * `scrolling` when given) while the dimmer is mounted; the classes it did not have before go
   * again when the dimmer does.
   * @default document.body
   */
  mountNode?: Element | null;
}

/**
 * The page dimmer as an element of its own (`ui page modals dimmer`), shown. `Modal` draws its own
 * dimmer; this is for markup that places a modal by hand.
 */
export const ModalDimmer = function ModalDimmer({
  centered = true,
  className,
  mountNode,
  blurring,
  scrolling,
  inverted,
  as: As = 'div',
  content,
  children,
  ...own
}: ModalDimmerProps & { as?: ElementType }) {
  useLayoutEffect(() => {
    const node = mountNode ?? document.body;
    if (!(node instanceof Element)) badProp('Modal.Dimmer', 'mountNode', DEV && 'an element', node);
    const added = ['dimmable', 'dimmed', blurring && 'blurring', scrolling && 'scrolling'].filter(
      (name): name is string => !!name && !node.classList.contains(name),
    );
    node.classList.add(...added);
    return () => node.classList.remove(...added);
  }, [mountNode, blurring, scrolling]);
  return (
    <As
      {...own}
      className={cx(
        'ui',
        inverted && 'inverted',
        !centered && 'top aligned',
        'page modals dimmer transition visible active',
        className,
      )}
    >
      {children ?? content}
    </As>
  );
} as Polymorphic<'div', ModalDimmerProps>;

export interface ModalProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'content' | 'onClose' | 'onOpen' | 'children'
> {
  /** An element that opens the modal when clicked; it renders in place (the modal goes to `document.body`). */
  trigger?: ReactNode;
  /** Whether the modal is open (controlled). Pair it with `onClose` (and `onOpen` with a trigger). */
  open?: boolean;
  /**
   * Whether the modal starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the trigger asks to open the modal, with the props and `open: true`. */
  onOpen?: (event: ModalEvent, data: ModalProps) => void;
  /**
   * Called when the user asks to close the modal (close icon, dimmer click, Escape, a shorthand
   * action), with the props and `open: false`.
   * @native Modal onDismiss
   */
  onClose?: (event: ModalEvent, data: ModalProps) => void;
  /**
   * A close icon in the top corner: `true` for the usual one, or Icon shorthand.
   * @native Modal closable
   */
  closeIcon?: boolean | Shorthand<IconProps>;
  /**
   * Whether a click on the dimmer closes the modal.
   * @default true
   */
  closeOnDimmerClick?: boolean;
  /**
   * Whether Escape closes the modal (the top one, when modals are stacked).
   * @default true
   */
  closeOnEscape?: boolean;
  /**
   * The modal's width.
   * @native Modal size
   */
  size?: (typeof MODAL_COMPAT_SIZES)[number];
  /**
   * Semantic UI's basic modal: no box, the content sits on the dimmer.
   * @default false
   */
  basic?: boolean;
  /**
   * The dimmer: `true`, `'inverted'` (a light one) or `'blurring'` (the page behind is blurred).
   * The dimmer is always there: it is what keeps clicks off the inert page.
   * @default true
   */
  dimmer?: true | 'inverted' | 'blurring';
  /**
   * Whether the modal is centred vertically; false puts it near the top.
   * @default true
   */
  centered?: boolean;
  /** Shorthand for a `Modal.Header`, used when there are no children. */
  header?: Shorthand<ModalHeaderProps> | ReactNode;
  /** Shorthand for a `Modal.Content`, used when there are no children. */
  content?: Shorthand<ModalContentProps> | ReactNode;
  /** Shorthand for a `Modal.Actions`: usually an array of Button shorthand. Used when there are no children. */
  actions?: ReadonlyArray<Shorthand<ButtonProps>> | Shorthand<ModalActionsProps>;
  /** Called when a shorthand action is clicked, with the modal's props; the modal then closes (`onClose`). */
  onActionClick?: (event: ReactMouseEvent<HTMLElement>, data: ModalProps) => void;
  /**
   * Semantic UI React's mount node. sui-react's modal always mounts at the end of `document.body`,
   * where it can make the rest of the page inert; a node given here is refused.
   */
  mountNode?: undefined;
  /**
   * Semantic UI React's event pool, which kept stacked modals' document handlers apart. sui-react
   * stacks modals itself (only the top one answers Escape and dimmer clicks), so the pool changes
   * nothing.
   * @default 'Modal'
   */
  eventPool?: string;
  /**
   * Whether a click outside the modal closes it. Outside the modal is the page dimmer, so this
   * closes on a dimmer click even with `closeOnDimmerClick={false}`.
   * @default false
   */
  closeOnDocumentClick?: boolean;
  /** Called with a null event and the props when the open modal has been added to the page. */
  onMount?: (nothing: null, data: ModalProps) => void;
  /** Called with a null event and the props when the closed modal has left the page (after its transition). */
  onUnmount?: (nothing: null, data: ModalProps) => void;
  /** The modal's content: `Modal.Header`, `Modal.Content`, `Modal.Actions`. */
  children?: ReactNode;
  /** Inline style of the modal box. */
  style?: CSSProperties;
}

const sizeOf = (size: ModalProps['size']) =>
  size === 'fullscreen' ? { fullScreen: true } : size ? { size } : {};

/**
 * Semantic UI React's modal, drawn by sui-react's. On top of what Semantic UI React does, the page
 * behind an open modal is `inert`, the modal is `role="dialog"` with `aria-modal` and named by its
 * header, Tab cycles inside it, and focus returns to where it was (the trigger) once it closes.
 * `Modal.Header`, `Modal.Content`, `Modal.Description`, `Modal.Actions` and `Modal.Dimmer` are its parts.
 */
export function Modal(props: ModalProps) {
  const {
    trigger,
    open: openProp,
    defaultOpen = false,
    onOpen,
    onClose,
    closeIcon,
    closeOnDimmerClick = true,
    closeOnEscape = true,
    size,
    basic,
    dimmer = true,
    centered = true,
    header,
    content,
    actions,
    onActionClick: _onActionClick,
    mountNode,
    eventPool: _eventPool,
    closeOnDocumentClick = false,
    onMount: _onMount,
    onUnmount: _onUnmount,
    children,
    className,
    id: idProp,
    ...rest
  } = props;
  if (mountNode != null)
    badProp('Modal', 'mountNode', DEV && 'left out: sui-react mounts modals in document.body', mountNode);
  if (dimmer !== true && dimmer !== 'inverted' && dimmer !== 'blurring')
    badProp('Modal', 'dimmer', DEV && "true, 'inverted' or 'blurring'", dimmer);
  if (size !== undefined && !MODAL_COMPAT_SIZES.includes(size))
    badProp('Modal', 'size', DEV && MODAL_COMPAT_SIZES.join(', '), size);

  const [inner, setInner] = useState(defaultOpen);
  const open = openProp ?? inner;
  // The native modal opens on mount and closes once; each opening is a new one (a new key). It
  // stays rendered while its closing transition plays.
  const [shown, setShown] = useState<number | null>(open ? 0 : null);
  const [openings, setOpenings] = useState(0);
  const controls = useRef<ModalControls | null>(null);
  if (open && shown === null) {
    setOpenings(openings + 1);
    setShown(openings + 1);
  }
  useEffect(() => {
    if (!open) controls.current?.deny(undefined);
  }, [open]);

  const generatedId = `sui-modal-${useId()}`;
  const id = idProp ?? generatedId;
  const latest = useLatest({
    props,
    closeOnDimmerClick: closeOnDimmerClick || closeOnDocumentClick,
    closeOnEscape,
    onClose,
  });
  const requestClose = (event: ModalEvent) => {
    const { onClose: closed, props: all } = latest.current;
    if (openProp === undefined) setInner(false);
    closed?.(event, { ...all, open: false });
  };
  const closeRef = useLatest(requestClose);

  // Dimmer clicks and Escape reach the top modal only.
  const visible = shown !== null;
  useEffect(() => {
    if (!visible) return;
    latest.current.props.onMount?.(null, latest.current.props);
    const dimmerOf = () => document.getElementById(id)?.parentElement ?? null;
    const onClick = (event: MouseEvent) => {
      const dim = dimmerOf();
      if (latest.current.closeOnDimmerClick && dim && event.target === dim && isTopLayer(dim))
        closeRef.current(event);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !latest.current.closeOnEscape) return;
      const dim = dimmerOf();
      if (!dim || !isTopLayer(dim)) return;
      event.preventDefault();
      closeRef.current(event);
    };
    // The props as they are when the modal leaves, as Semantic UI React reports them.
    const unmounted = () => latest.current.props.onUnmount?.(null, latest.current.props);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      unmounted();
    };
  }, [visible, id, latest, closeRef]);

  // A blurring dimmer blurs the rest of the page: body gets the classes dimmer.css keys on.
  useEffect(() => {
    if (!visible || !open || dimmer !== 'blurring') return;
    const classes = ['dimmable', 'dimmed', 'blurring'].filter((c) => !document.body.classList.contains(c));
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [visible, open, dimmer]);

  const icon =
    closeIcon == null || closeIcon === false
      ? null
      : shorthand<IconProps>(
          Icon,
          (name) => ({ name }) as IconProps,
          closeIcon === true ? 'close' : closeIcon,
          null,
          {
            onClick: (event: ReactMouseEvent<HTMLElement>) => {
              const own = isValidElement(closeIcon)
                ? (closeIcon.props as IconProps)
                : typeof closeIcon === 'object'
                  ? closeIcon
                  : null;
              (own as { onClick?: (e: ReactMouseEvent<HTMLElement>) => void } | null)?.onClick?.(event);
              requestClose(event);
            },
          } as Partial<IconProps>,
        );

  const body =
    children != null ? (
      children
    ) : (
      <>
        {shorthand<ModalHeaderProps>(ModalHeader, toContent, header)}
        {shorthand<ModalContentProps>(ModalContent, toContent, content)}
        {shorthand<ModalActionsProps>(
          ModalActions,
          toContent,
          Array.isArray(actions) ? { actions } : (actions as Shorthand<ModalActionsProps>),
          null,
          {
            onActionClick: (event: ReactMouseEvent<HTMLElement>, data: ButtonProps) => {
              const own =
                !Array.isArray(actions) && actions && typeof actions === 'object' && !isValidElement(actions)
                  ? (actions as ModalActionsProps)
                  : null;
              own?.onActionClick?.(event, data);
              latest.current.props.onActionClick?.(event, latest.current.props);
              requestClose(event);
            },
          },
        )}
      </>
    );

  const triggerElement = isValidElement(trigger)
    ? cloneElement(
        trigger as ReactElement<{ onClick?: (event: ReactMouseEvent<HTMLElement>, data?: unknown) => void }>,
        {
          onClick: (event: ReactMouseEvent<HTMLElement>, data?: unknown) => {
            (trigger.props as { onClick?: (e: ReactMouseEvent<HTMLElement>, d?: unknown) => void }).onClick?.(
              event,
              data,
            );
            if (open) return;
            if (openProp === undefined) setInner(true);
            onOpen?.(event, { ...props, open: true });
          },
        },
      )
    : trigger;

  return (
    <>
      {triggerElement}
      {shown !== null && (
        <NativeModal
          {...rest}
          key={shown}
          ref={controls}
          id={id}
          className={className}
          closable={false}
          basic={basic}
          invertedDimmer={dimmer === 'inverted'}
          centered={centered}
          {...sizeOf(size)}
          onDismiss={() => setShown(null)}
        >
          {icon}
          {body}
        </NativeModal>
      )}
    </>
  );
}

Modal.Header = ModalHeader;
Modal.Content = ModalContent;
Modal.Description = ModalDescription;
Modal.Actions = ModalActions;
Modal.Dimmer = ModalDimmer;
