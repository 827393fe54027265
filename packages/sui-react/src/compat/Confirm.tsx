// Semantic UI React's Confirm: a small modal that asks a yes-or-no question, over the compat Modal
// (and so over sui-react's own modal).
import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '../elements/button/index.js';
import { shorthand, toContent, type Shorthand } from '../internal/shorthand.js';
import {
  Modal,
  ModalActions,
  ModalContent,
  ModalHeader,
  type ModalContentProps,
  type ModalEvent,
  type ModalHeaderProps,
  type ModalProps,
} from './Modal.js';

export interface ConfirmProps extends Omit<
  ModalProps,
  'header' | 'content' | 'actions' | 'onActionClick' | 'onClose' | 'children'
> {
  /** The question's title (Modal.Header shorthand); none by default. */
  header?: Shorthand<ModalHeaderProps> | ReactNode;
  /**
   * The question (Modal.Content shorthand).
   * @default 'Are you sure?'
   */
  content?: Shorthand<ModalContentProps> | ReactNode;
  /**
   * The button that declines (Button shorthand).
   * @default 'Cancel'
   */
  cancelButton?: Shorthand<ButtonProps>;
  /**
   * The button that accepts (Button shorthand), primary unless its props say otherwise.
   * @default 'OK'
   */
  confirmButton?: Shorthand<ButtonProps>;
  /**
   * Called with the props when the cancel button is clicked, and when the modal is closed another
   * way (Escape, a dimmer click, the close icon).
   */
  onCancel?: (event: ModalEvent, data: ConfirmProps) => void;
  /** Called with the props when the confirm button is clicked. */
  onConfirm?: (event: ReactMouseEvent<HTMLElement>, data: ConfirmProps) => void;
  /**
   * The modal's width.
   * @default 'small'
   */
  size?: NonNullable<ModalProps['size']>;
}

/** A button's own `onClick` from its shorthand (an element's or a props object's). */
function ownClick(value: Shorthand<ButtonProps>) {
  if (value && typeof value === 'object') {
    const own = ('props' in value ? value.props : value) as ButtonProps;
    return own.onClick;
  }
  return undefined;
}

/**
 * Semantic UI React's confirm dialog: a modal with a question and two buttons. It stays open until
 * the app closes it (`open`), usually from `onCancel` and `onConfirm`. Everything `Modal` does for
 * focus and the inert page applies.
 */
export function Confirm(props: ConfirmProps) {
  const {
    header,
    content = 'Are you sure?',
    cancelButton = 'Cancel',
    confirmButton = 'OK',
    onCancel,
    onConfirm,
    size = 'small',
    ...rest
  } = props;
  return (
    <Modal {...rest} size={size} onClose={(event) => onCancel?.(event, props)}>
      {shorthand<ModalHeaderProps>(ModalHeader, toContent, header)}
      {shorthand<ModalContentProps>(ModalContent, toContent, content)}
      <ModalActions>
        {shorthand<ButtonProps>(Button, toContent, cancelButton, null, {
          onClick: (event: ReactMouseEvent<HTMLElement>, data: ButtonProps) => {
            ownClick(cancelButton)?.(event, data);
            onCancel?.(event, props);
          },
        })}
        {shorthand<ButtonProps>(
          Button,
          toContent,
          confirmButton,
          { primary: true },
          {
            onClick: (event: ReactMouseEvent<HTMLElement>, data: ButtonProps) => {
              ownClick(confirmButton)?.(event, data);
              onConfirm?.(event, props);
            },
          },
        )}
      </ModalActions>
    </Modal>
  );
}
