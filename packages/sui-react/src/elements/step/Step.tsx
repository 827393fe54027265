// Step, Step.Group, Step.Content, Step.Title and Step.Description: server components (no hooks, no
// state). A group of plain steps is a list (role="list", each step a listitem); the current step has
// aria-current="step", a completed step ends with visually hidden text that says so, a disabled one
// has aria-disabled. A step with `href` is a link, one with `onClick` a button (an `a` with
// role="button", in the tab order, Enter and Space click it). A link or button cannot also be a list
// item, and the kit wants each step right inside the group, so a group holding such steps is no list.
import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  type CSSProperties,
  type ElementType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { pressKeys } from '../../internal/keys.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, toContent, toName, type Shorthand } from '../../internal/shorthand.js';
import type { Color, Content, Handler, WidthUpTo } from '../../internal/vocabulary.js';
import { Icon, type IconProps } from '../icon/Icon.js';

/** A colour of the kit's circular steps. */
export type StepColor = Color | 'primary' | 'secondary';

export interface StepProps {
  /** The step the user is on: highlighted, and `aria-current="step"` for assistive technology. */
  active?: boolean;
  /** Marks the step as done: a green check or number, and hidden text (`completedText`) that says so. */
  completed?: boolean;
  /**
   * What a screen reader hears after a completed step's content (visually hidden).
   * @default '(completed)'
   */
  completedText?: string;
  /** Greys the step out, ignores clicks and takes a link or button step out of the tab order (`aria-disabled`). */
  disabled?: boolean;
  /** The step's colour in a `circular` group. */
  color?: StepColor;
  /** Makes the step a link to this address (an `a`). */
  href?: string;
  /** Shows the step as something to click (a pointer and a hover colour); give it `onClick` or `href` too. */
  link?: boolean;
  /**
   * Kept for Semantic UI React code, with no effect: the numbers come from `Step.Group ordered`.
   */
  ordered?: boolean;
  /** An icon before the content (shorthand for `Icon`: a name, props or an element). */
  icon?: Shorthand<IconProps>;
  /** The step's title (shorthand for `Step.Title`). */
  title?: Shorthand<StepTitleProps> | Content;
  /** Text below the title (shorthand for `Step.Description`). */
  description?: Shorthand<StepDescriptionProps> | Content;
  /** The step's content, in place of `icon`, `title` and `description`. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
  /**
   * Called with the click (or Enter or Space) and the step's props; not called while `disabled`.
   * Without `href` the step is then a button: an `a` with `role="button"`, in the tab order.
   */
  onClick?: Handler<MouseEvent<HTMLElement>, StepProps>;
}

/** Step's variation props and the classes they give (variations.test.ts checks them against step.css). */
export const STEP_VARIATIONS = {
  active: 'key',
  completed: 'key',
  disabled: 'key',
  link: 'key',
  color: 'value',
} as const satisfies VariationTable;

/** Text for screen readers only: kept in the page, drawn nowhere. */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * One step of a process: where the user is, what is done and what comes next.
 */
export const Step = forwardRef<HTMLElement, StepProps & { as?: ElementType }>(function Step(all, ref) {
  const {
    as,
    className,
    children,
    content,
    icon,
    title,
    description,
    href,
    onClick,
    ordered: _ordered,
    completedText = '(completed)',
    ...props
  } = all;
  const [classes, rest] = variations('Step', STEP_VARIATIONS, props);
  const As: ElementType = as ?? (href != null || onClick ? 'a' : 'div');
  const { active, completed, disabled } = props;
  // A button that is not a `button`: a role, the tab order and the keys a button has.
  const fakeButton = onClick && href == null && As !== 'button' && typeof As === 'string';
  const interactive = href != null || !!onClick;
  const inner = children ?? content;
  return (
    <As
      role={fakeButton ? 'button' : undefined}
      tabIndex={interactive && disabled ? -1 : fakeButton ? 0 : undefined}
      type={As === 'button' ? 'button' : undefined}
      aria-current={active ? 'step' : undefined}
      aria-disabled={disabled || undefined}
      {...rest}
      ref={ref}
      href={href}
      className={cx(classes, 'step', className)}
      onClick={
        onClick &&
        ((event: MouseEvent<HTMLElement>) => {
          if (disabled) event.preventDefault();
          else onClick(event, all);
        })
      }
      onKeyDown={pressKeys(!!fakeButton, rest.onKeyDown as Parameters<typeof pressKeys>[1])}
    >
      {inner ?? (
        <>
          {shorthand(Icon, toName, icon)}
          <StepContent title={title} description={description} />
        </>
      )}
      {completed && <span style={HIDDEN}> {completedText}</span>}
    </As>
  );
}) as unknown as Polymorphic<'div', StepProps> & {
  Group: typeof StepGroup;
  Content: typeof StepContent;
  Title: typeof StepTitle;
  Description: typeof StepDescription;
};

/** The size of a group's steps. */
export type StepSize = 'mini' | 'tiny' | 'small' | 'large' | 'big' | 'huge' | 'massive';

/** How many equal parts a group is divided into, as a number or its word. */
export type StepWidths = WidthUpTo<8>;

export interface StepGroupProps {
  /** The steps (`Step`). */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** The steps as shorthand: each a `Step`'s props (with a `key`), its content or an element. */
  items?: ReadonlyArray<Shorthand<StepProps>>;
  /** Joins the group to the segment above (`true`, `'top'`) or below (`'bottom'`) it. */
  attached?: boolean | 'top' | 'bottom';
  /** Steps drawn as circles on a line, the title beside or below each. */
  circular?: boolean;
  /** The colour of the active and completed steps of a `circular` group. */
  color?: StepColor;
  /** Takes the width of its container. */
  fluid?: boolean;
  /** Light steps for a dark background. */
  inverted?: boolean;
  /** Numbers the steps (the kit draws the numbers). */
  ordered?: boolean;
  /** The size of the steps. */
  size?: StepSize;
  /** Stacks the steps on tablets too (they always stack on phones unless `unstackable`). */
  stackable?: 'tablet';
  /** Keeps the steps side by side on phones. */
  unstackable?: boolean;
  /** Stacks the steps from top to bottom; `'right'` puts the active step's arrow on the left. */
  vertical?: boolean | 'right';
  /** Divides the group's width into this many equal steps. */
  widths?: StepWidths;
  /** Extra classes. */
  className?: string;
}

/** Step.Group's variation props and the classes they give. */
export const STEP_GROUP_VARIATIONS = {
  size: 'value',
  color: 'value',
  circular: 'key',
  fluid: 'key',
  inverted: 'key',
  ordered: 'key',
  unstackable: 'key',
  vertical: 'keyOrValueKey',
  attached: 'keyOrValueKey',
  stackable: 'valueKey',
  widths: 'width',
} as const satisfies VariationTable;

/** The steps of a group as list items, or null when the group cannot be a list. */
function listItems(nodes: ReactNode): ReactNode[] | null {
  const list = Children.toArray(nodes);
  for (const node of list) {
    if (!isValidElement<StepProps & { as?: unknown; role?: string }>(node) || node.type !== Step) return null;
    const p = node.props;
    if (p.href != null || p.onClick || (p.as != null && p.as !== 'div' && p.as !== 'li')) return null;
  }
  return list.length
    ? list.map((node) => {
        const step = node as ReactElement<{ role?: string }>;
        return step.props.role === undefined ? cloneElement(step, { role: 'listitem' }) : step;
      })
    : null;
}

/**
 * A row (or column) of steps. A list when its steps are plain; a group of links or buttons otherwise.
 */
export const StepGroup = forwardRef<HTMLElement, StepGroupProps & { as?: ElementType }>(function StepGroup(
  { as: As = 'div', className, children, content, items, ...props },
  ref,
) {
  const [classes, rest] = variations('Step.Group', STEP_GROUP_VARIATIONS, props);
  const steps =
    children ??
    content ??
    items?.map((item, i) =>
      shorthand(Step, toContent, item, {
        key: isValidElement(item) ? (item.key ?? i) : ((item as { key?: string | number } | null)?.key ?? i),
      } as StepProps),
    );
  const list = listItems(steps);
  return (
    <As
      role={list ? 'list' : undefined}
      {...rest}
      ref={ref}
      className={cx('ui', classes, 'steps', className)}
    >
      {list ?? steps}
    </As>
  );
}) as unknown as Polymorphic<'div', StepGroupProps>;

export interface StepContentProps {
  /** The content's title (shorthand for `Step.Title`). */
  title?: Shorthand<StepTitleProps> | Content;
  /** Text below the title (shorthand for `Step.Description`). */
  description?: Shorthand<StepDescriptionProps> | Content;
  /** Where the content sits by a `circular` step: centred on it, or below it. */
  aligned?: 'center' | 'bottom';
  /** The content, in place of `title` and `description`. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

export const STEP_CONTENT_VARIATIONS = { aligned: ['valueKey', 'aligned'] } as const satisfies VariationTable;

/** A step's text: its title and description. */
export const StepContent = forwardRef<HTMLElement, StepContentProps & { as?: ElementType }>(
  function StepContent({ as: As = 'div', className, children, content, title, description, ...props }, ref) {
    const [classes, rest] = variations('Step.Content', STEP_CONTENT_VARIATIONS, props);
    return (
      <As className={cx(classes, 'content', className)} {...rest} ref={ref}>
        {children ?? content ?? (
          <>
            {shorthand<StepTitleProps>(StepTitle, toContent, title)}
            {shorthand<StepDescriptionProps>(StepDescription, toContent, description)}
          </>
        )}
      </As>
    );
  },
) as unknown as Polymorphic<'div', StepContentProps>;

export interface StepTitleProps {
  /** The title. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** A step's title. */
export const StepTitle = forwardRef<HTMLElement, StepTitleProps & { as?: ElementType }>(function StepTitle(
  { as: As = 'div', className, children, content, ...rest },
  ref,
) {
  return (
    <As className={cx('title', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', StepTitleProps>;

export interface StepDescriptionProps {
  /** The description. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** Text below a step's title. */
export const StepDescription = forwardRef<HTMLElement, StepDescriptionProps & { as?: ElementType }>(
  function StepDescription({ as: As = 'div', className, children, content, ...rest }, ref) {
    return (
      <As className={cx('description', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', StepDescriptionProps>;

Step.Group = StepGroup;
Step.Content = StepContent;
Step.Title = StepTitle;
Step.Description = StepDescription;
