import { forwardRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';

export interface CalendarPopupProps {
  readonly id: string;
  /** The dialog's accessible name. */
  readonly label: string;
  readonly rtl: boolean;
  /** The placement and transition classes. */
  readonly className: string;
  readonly style: CSSProperties;
  /** Escape, pressed anywhere in the dialog. */
  readonly onEscape: (event: KeyboardEvent<HTMLElement>) => void;
  /** Focus leaving an element of the dialog. */
  readonly onBlur: () => void;
  readonly children: ReactNode;
}

/**
 * The calendar's dialog: a Fomantic `ui popup calendar`, placed by its owner. A press inside it
 * never takes the focus from the input.
 */
export const CalendarPopup = forwardRef<HTMLDivElement, CalendarPopupProps>(function CalendarPopup(
  { id, label, rtl, className, style, onEscape, onBlur, children },
  ref,
) {
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-label={label}
      dir={rtl ? 'rtl' : undefined}
      className={cx('ui popup calendar', className)}
      style={style}
      onMouseDown={(event) => event.preventDefault()}
      onKeyDown={(event) => event.key === 'Escape' && onEscape(event)}
      onBlur={onBlur}
    >
      {children}
    </div>
  );
});
