// Button, Button.Group, Button.Content and Button.Or: server components (no hooks, no state). A
// click handler is attached only when one is given (or when a disabled non-button element must
// refuse its click), so a button without one renders with no client code.
import {
  Fragment,
  forwardRef,
  isValidElement,
  type AllHTMLAttributes,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { badProp } from '../../internal/errors.js';
import { ruleClass, variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, toContent, toName, type Shorthand } from '../../internal/shorthand.js';
import type { Color, Content, Floated, Handler, Size, WidthUpTo } from '../../internal/vocabulary.js';
import { Icon, IconGroup, type IconProps } from '../icon/Icon.js';
import { Label, type LabelShorthandProps } from '../label/Label.js';

// The name check runs in development only, and is written `process.env.NODE_ENV !== 'production'`
// rather than `DEV` (internal/errors.ts): a bundler that replaces the expression drops the call
// before it looks for unused code, so `checkName` and `said` leave a production bundle too
// (-300 B gzipped); behind the imported `DEV` they stay in it, called by no one.
declare const process: { env: { NODE_ENV?: string } };

/** The colours of the brands the kit draws buttons for. */
export type SocialColor =
  | 'facebook'
  | 'google plus'
  | 'instagram'
  | 'linkedin'
  | 'pinterest'
  | 'telegram'
  | 'twitter'
  | 'vk'
  | 'whatsapp'
  | 'youtube';

/** A button's colour: the kit's thirteen and the brands'. */
export type ButtonColor = Color | SocialColor;

/** A button's size (`medium`, the default look, has no rule of its own in the kit). */
export type ButtonSize = Size;

/** How many buttons share a group's width equally: the kit has rules for 2 to 12. */
export type ButtonGroupWidths = Exclude<WidthUpTo<12>, WidthUpTo<1>>;

/** A button as a shorthand props object: its props, `as` and any HTML attribute (`aria-label`). */
export type ButtonShorthandProps = ButtonProps & { as?: ElementType } & Omit<
    AllHTMLAttributes<HTMLElement>,
    keyof ButtonProps
  >;

export interface ButtonProps {
  /** Makes the button a link (an `a`, unless `as` says otherwise). */
  href?: string;
  /** Shows the button as the current choice (with `toggle`, it is pressed). */
  active?: boolean;
  /**
   * Slides in hidden content on hover (`Button.Content visible` and `hidden`): sideways, `vertical`
   * or with a `fade`.
   */
  animated?: boolean | 'fade' | 'vertical';
  /** Attaches the button to the content beside it (`true` for both sides of a group). */
  attached?: boolean | 'left' | 'right' | 'top' | 'bottom';
  /** A lighter button: a border and no fill. */
  basic?: boolean;
  /** Makes the button round. */
  circular?: boolean;
  /** The button's colour. */
  color?: ButtonColor;
  /** Less padding, for tight places. */
  compact?: boolean;
  /** Shorthand for the button's content; `children` win over it. */
  content?: Content;
  /**
   * Greys the button out and refuses clicks: a `<button>` gets the native `disabled`, another
   * element `aria-disabled` and no tab stop.
   */
  disabled?: boolean;
  /** Floats the button to the left or right of its container. */
  floated?: Floated;
  /** Makes the button as wide as its container. */
  fluid?: boolean;
  /**
   * An icon before the content: its name, its props or an `Icon` element. `true` only gives the
   * `icon` class (for an `Icon` among the children). A button with an icon and no text must have
   * an `aria-label`, `aria-labelledby` or `title` (a development error otherwise).
   */
  icon?: boolean | Shorthand<IconProps>;
  /** Inverts the button's colours for a dark background. */
  inverted?: boolean;
  /**
   * A label joined to the button (text, a `Label`'s props or a `Label` element): basic and pointing
   * at the button unless its props say otherwise. The button is then inside a `labeled` wrapper.
   */
  label?: Shorthand<LabelShorthandProps>;
  /** Which side the label or the icon sits on. */
  labelPosition?: 'left' | 'right';
  /** Shows a spinner instead of the content. */
  loading?: boolean;
  /** The look of an action with a negative consequence. */
  negative?: boolean;
  /** The look of an action with a positive consequence. */
  positive?: boolean;
  /** The look of the main action. */
  primary?: boolean;
  /** The look of a secondary action. */
  secondary?: boolean;
  /** The look of a third action: text, underlined on hover. */
  tertiary?: boolean;
  /** The button's size. */
  size?: ButtonSize;
  /** Makes the button a toggle: `active` is its pressed state (`aria-pressed`). */
  toggle?: boolean;
  /** The button's tab order (a disabled element that is not a `<button>` gets -1). */
  tabIndex?: number | string;
  /**
   * The button's type in a form.
   * @default 'button' (for a `<button>`)
   */
  type?: 'button' | 'submit' | 'reset';
  /** The button's role; an element other than a `<button>` is a `button` unless this says otherwise. */
  role?: string;
  /** The button's content. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Called with the click and the button's props; not called while `disabled`. */
  onClick?: Handler<MouseEvent<HTMLElement>, ButtonProps>;
}

/** Button's variation props and the classes they give (variations.test.ts checks them against button.css). */
export const BUTTON_VARIATIONS = {
  color: 'value',
  size: 'value',
  active: 'key',
  basic: 'key',
  circular: 'key',
  compact: 'key',
  fluid: 'key',
  inverted: 'key',
  loading: 'key',
  negative: 'key',
  positive: 'key',
  primary: 'key',
  secondary: 'key',
  tertiary: 'key',
  toggle: 'key',
  animated: 'keyOrValueKey',
  attached: 'keyOrValueKey',
} as const satisfies VariationTable;

/** The variations that go on the `labeled` wrapper when the button has a `label`. */
export const BUTTON_WRAPPER_VARIATIONS = {
  disabled: 'key',
  floated: 'valueKey',
} as const satisfies VariationTable;

/** What a button's content says to a screen reader: text (or a part we cannot see into), only icons, or nothing. */
const Said = { Nothing: 0, Icon: 1, Text: 2 } as const;
type Said = 0 | 1 | 2;

function said(node: ReactNode): Said {
  if (node == null || typeof node === 'boolean') return Said.Nothing;
  if (typeof node === 'string') return node.trim() ? Said.Text : Said.Nothing;
  if (typeof node === 'number') return Said.Text;
  if (Array.isArray(node))
    return node.reduce((most: Said, child: ReactNode) => Math.max(most, said(child)) as Said, Said.Nothing);
  if (!isValidElement(node)) return Said.Text;
  const props = node.props as Record<string, unknown>;
  if (props['aria-label'] || props['aria-labelledby'] || props.title || props.alt) return Said.Text;
  if (node.type === Icon || node.type === IconGroup)
    return Math.max(Said.Icon, said(props.children as ReactNode)) as Said;
  // Elements and the button's own parts show their children; another component may say anything.
  if (typeof node.type === 'string' || node.type === Fragment || node.type === ButtonContent)
    return said((props.children ?? props.content) as ReactNode);
  return Said.Text;
}

/**
 * Warns, in development, of a button that shows only icons and has no name for screen readers (a
 * console error, not a thrown one: the button still works for those who see it).
 */
function checkName(rest: Record<string, unknown>, content: ReactNode): void {
  if (!rest['aria-label'] && !rest['aria-labelledby'] && !rest.title && said(content) === Said.Icon) {
    console.error(
      'Button: a button that shows only an icon needs a name for screen readers: give it aria-label, aria-labelledby or title (got no text).',
    );
  }
}

/**
 * A button. A `<button type="button">` unless `as` says otherwise (`as="a"` with an `href`, or any
 * `href` alone, gives a link); with a `label`, a `labeled` wrapper holding the button and the label.
 */
export const Button = forwardRef<HTMLElement, ButtonProps & { as?: ElementType }>(function Button(all, ref) {
  const {
    as,
    className,
    children,
    content,
    icon,
    label,
    labelPosition,
    onClick,
    role,
    tabIndex,
    type,
    ...props
  } = all;
  const { disabled, floated, ...own } = props;
  const [classes, rest] = variations('Button', BUTTON_VARIATIONS, own);
  // NaN has no attribute text (React would warn and drop it).
  if (Number.isNaN(tabIndex))
    badProp('Button', 'tabIndex', process.env.NODE_ENV !== 'production' && 'a whole number', tabIndex);
  const wrapper = cx(
    ruleClass('Button', 'disabled', 'key', disabled),
    ruleClass('Button', 'floated', 'valueKey', floated),
  );
  const labeled = ruleClass(
    'Button',
    'labelPosition',
    ['keyOrValueKey', 'labeled'],
    labelPosition || label != null,
  );
  const noContent = children == null && content == null;
  const iconClass = (icon === true || (!!icon && (!!labelPosition || noContent))) && 'icon';
  const pressed = own.toggle ? !!own.active : undefined;
  const iconElement = icon === true ? null : shorthand(Icon, toName, icon);
  const handle =
    onClick || disabled
      ? (event: MouseEvent<HTMLElement>) => {
          if (disabled) event.preventDefault();
          else onClick?.(event, all);
        }
      : undefined;

  if (label != null) {
    // The wrapper takes the other props (SUIR's place for them); the button inside takes its name.
    // The control is the inner element: its name, and its href (it is then a link), go to it.
    const { 'aria-label': name, 'aria-labelledby': namedBy, title, href, ...outer } = rest;
    const inner = { 'aria-label': name, 'aria-labelledby': namedBy, title } as Record<string, unknown>;
    const Inner = href != null ? 'a' : 'button';
    const body = (
      <>
        {iconElement}
        {iconElement && content != null && ' '}
        {content}
      </>
    );
    if (process.env.NODE_ENV !== 'production') checkName(inner, body);
    const labelElement = shorthand<LabelShorthandProps>(Label, toContent, label, {
      basic: true,
      pointing: labelPosition === 'left' ? 'right' : 'left',
    });
    const Outer = as ?? 'div';
    return (
      <Outer className={cx('ui', labeled, 'button', className, wrapper)} {...outer} onClick={handle}>
        {labelPosition === 'left' && labelElement}
        <Inner
          className={cx('ui', classes, iconClass, 'button', className)}
          {...inner}
          ref={ref as never}
          href={href as string | undefined}

          aria-pressed={pressed}
          {...(Inner === 'a'
            ? { 'aria-disabled': disabled || undefined }
            : { disabled, type: type ?? 'button' })}
          tabIndex={tabIndex as number}
        >
          {body}
        </Inner>
        {labelPosition !== 'left' && labelElement}
      </Outer>
    );
  }

  const link = rest.href != null;
  const As: ElementType = as ?? (link ? 'a' : 'button');
  const native = As === 'button';
  // `<Button as="div" labelPosition="right">` holding a Button and a Label is only a wrapper: the
  // button inside is the control.
  const container = !native && !!labelPosition && children != null;
  // Another element that is no link is made a button: its role, a tab stop, Enter and Space.
  const made = !native && !link && !container;
  const ownKeys = rest.onKeyDown as ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
  const keys =
    made && onClick && !disabled
      ? (event: KeyboardEvent<HTMLElement>) => {
          ownKeys?.(event);
          if (!event.defaultPrevented && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            event.currentTarget.click();
          }
        }
      : ownKeys;
  const body = children ?? (
    <>
      {iconElement}
      {content}
    </>
  );
  if (process.env.NODE_ENV !== 'production' && !container) checkName(rest, body);
  // An empty href is a link to this page on an `a`, and nothing (React warns) on another tag.
  if (rest.href === '' && typeof As === 'string' && As !== 'a') delete rest.href;
  return (
    <As
      role={role ?? (made ? 'button' : undefined)}
      {...rest}
      ref={ref}
      className={cx('ui', classes, iconClass, wrapper, labeled, 'button', className)}
      aria-pressed={pressed}
      aria-disabled={(!native && !container && disabled) || undefined}
      disabled={(native && disabled) || undefined}
      type={type ?? (native ? 'button' : undefined)}
      tabIndex={tabIndex ?? (native || container ? undefined : disabled ? -1 : made ? 0 : undefined)}
      onClick={handle}
      onKeyDown={keys}
    >
      {body}
    </As>
  );
}) as unknown as Polymorphic<'button', ButtonProps> & {
  Group: typeof ButtonGroup;
  Content: typeof ButtonContent;
  Or: typeof ButtonOr;
};

export interface ButtonGroupProps {
  /** Attaches the group to the content beside it. */
  attached?: boolean | 'left' | 'right' | 'top' | 'bottom';
  /** Lighter buttons: borders and no fill. */
  basic?: boolean;
  /** Shorthand for the buttons: each is a `Button`'s content, its props or an element. */
  buttons?: ReadonlyArray<Shorthand<ButtonShorthandProps>>;
  /** Makes every button round. */
  circular?: boolean;
  /** The colour of every button. */
  color?: Color;
  /** Less padding, for tight places. */
  compact?: boolean;
  /** Floats the group to the left or right of its container. */
  floated?: Floated;
  /** Makes the group as wide as its container. */
  fluid?: boolean;
  /** A group of icon buttons. */
  icon?: boolean;
  /** Inverts the colours for a dark background. */
  inverted?: boolean;
  /** A group of labeled icon buttons. */
  labeled?: boolean;
  /** The look of actions with a negative consequence. */
  negative?: boolean;
  /** The look of actions with a positive consequence. */
  positive?: boolean;
  /** The look of the main actions. */
  primary?: boolean;
  /** The look of secondary actions. */
  secondary?: boolean;
  /** The look of third actions: text only. */
  tertiary?: boolean;
  /** The size of every button. */
  size?: ButtonSize;
  /** Puts the buttons apart, each with its own border. */
  spaced?: boolean;
  /** Stacks the buttons on a mobile screen. */
  stackable?: boolean;
  /** Buttons that toggle. */
  toggle?: boolean;
  /** Puts the buttons one under the other. */
  vertical?: boolean;
  /** Shares the width equally between this many buttons. */
  widths?: ButtonGroupWidths;
  /** Lets the buttons wrap onto more lines. */
  wrapping?: boolean;
  /** With `wrapping`, rounds only the group's outer corners. */
  wrapped?: boolean;
  /** The buttons (`Button`, `Button.Or`). */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

export const BUTTON_GROUP_VARIATIONS = {
  color: 'value',
  size: 'value',
  basic: 'key',
  circular: 'key',
  compact: 'key',
  fluid: 'key',
  icon: 'key',
  inverted: 'key',
  labeled: 'key',
  negative: 'key',
  positive: 'key',
  primary: 'key',
  secondary: 'key',
  spaced: 'key',
  stackable: 'key',
  tertiary: 'key',
  toggle: 'key',
  vertical: 'key',
  wrapped: 'key',
  wrapping: 'key',
  attached: 'keyOrValueKey',
  floated: 'valueKey',
  // The kit has rules for two to twelve buttons a row.
  widths: ['width', '', 12],
} as const satisfies VariationTable;

/** Buttons side by side (or one under the other) in one frame. */
export const ButtonGroup = forwardRef<HTMLElement, ButtonGroupProps & { as?: ElementType }>(
  function ButtonGroup({ as: As = 'div', className, buttons, children, content, ...props }, ref) {
    const [classes, rest] = variations('Button.Group', BUTTON_GROUP_VARIATIONS, props);
    return (
      <As className={cx('ui', classes, 'buttons', className)} {...rest} ref={ref}>
        {buttons
          ? buttons.map((button, i) =>
              shorthand<ButtonShorthandProps>(Button, toContent, button, {
                // By place: two buttons may have the same text, and a number may be another's index.
                key: i,
              } as ButtonShorthandProps),
            )
          : (children ?? content)}
      </As>
    );
  },
) as unknown as Polymorphic<'div', ButtonGroupProps>;

export interface ButtonContentProps {
  /** Shown at first, hidden on hover (in an `animated` button). */
  visible?: boolean;
  /** Hidden at first, shown on hover (in an `animated` button). */
  hidden?: boolean;
  /** The content. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

export const BUTTON_CONTENT_VARIATIONS = { visible: 'key', hidden: 'key' } as const satisfies VariationTable;

/** One of the contents an `animated` button swaps on hover. */
export const ButtonContent = forwardRef<HTMLElement, ButtonContentProps & { as?: ElementType }>(
  function ButtonContent({ as: As = 'div', className, children, content, ...props }, ref) {
    const [classes, rest] = variations('Button.Content', BUTTON_CONTENT_VARIATIONS, props);
    return (
      <As className={cx(classes, 'content', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', ButtonContentProps>;

export interface ButtonOrProps {
  /**
   * The word drawn between two buttons of a group.
   * @default 'or' (the kit's)
   */
  text?: string | number;
  /** Extra classes. */
  className?: string;
}

/** The word "or" drawn between two buttons of a group. */
export const ButtonOr = forwardRef<HTMLElement, ButtonOrProps & { as?: ElementType }>(function ButtonOr(
  { as: As = 'div', className, text, ...rest },
  ref,
) {
  if (Number.isNaN(text))
    badProp('Button.Or', 'text', process.env.NODE_ENV !== 'production' && 'a text or a number', text);
  return <As className={cx('or', className)} {...rest} ref={ref} data-text={text} />;
}) as unknown as Polymorphic<'div', ButtonOrProps>;

Button.Group = ButtonGroup;
Button.Content = ButtonContent;
Button.Or = ButtonOr;
