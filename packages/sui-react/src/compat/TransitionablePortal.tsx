'use client';
// Semantic UI React's TransitionablePortal: a Portal whose content animates in when it opens and
// out before it closes, with the compat Transition (over sui-react's transition controller).
import { useState } from 'react';
import { Portal, type PortalProps } from './Portal.js';
import { Transition, type TransitionEventData, type TransitionProps } from './Transition.js';

/** What the callbacks get besides `null`: the transition's data and the portal's state. */
export type TransitionablePortalEventData = Partial<TransitionEventData> & {
  portalOpen: boolean;
  transitionVisible: boolean;
};

type Callback = (nothing: null, data: TransitionablePortalEventData) => void;

export interface TransitionablePortalProps extends Omit<
  PortalProps,
  'onOpen' | 'onClose' | 'onMount' | 'onUnmount'
> {
  /**
   * The Transition's props for the content (`animation`, `duration`...).
   * @default { animation: 'scale', duration: 400 }
   */
  transition?: Omit<TransitionProps, 'children' | 'visible' | 'transitionOnMount' | 'onStart' | 'onHide'>;
  /** Called when the content starts to animate in, with `null` and the data. */
  onOpen?: Callback;
  /** Called once the content has animated out, with `null` and the data. */
  onClose?: Callback;
  /** Called when an animation starts, with `null` and the data (its `status`). */
  onStart?: Callback;
  /** Called once the content has animated out, with `null` and the data (after `onClose`). */
  onHide?: Callback;
}

/**
 * Semantic UI React's TransitionablePortal. `open` controls it; without it the trigger, a click
 * elsewhere and Escape do, and the content animates out before the portal closes.
 */
export function TransitionablePortal(props: TransitionablePortalProps) {
  const {
    children,
    transition = { animation: 'scale', duration: 400 },
    open,
    onOpen,
    onClose,
    onStart,
    onHide,
    defaultOpen = false,
    ...rest
  } = props;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [transitionVisible, setTransitionVisible] = useState(false);
  // A close asked by the portal wins over `open` until `open` changes (Semantic UI React's rule).
  const [closedAt, setClosedAt] = useState<boolean | undefined>(undefined);
  if (closedAt !== undefined && closedAt !== open) setClosedAt(undefined);
  const portalOpen = closedAt !== undefined ? false : (open ?? ownOpen);
  return (
    <Portal
      {...rest}
      open={portalOpen || transitionVisible}
      onOpen={() => setOwnOpen(true)}
      onClose={() => {
        setOwnOpen(false);
        if (open !== undefined) setClosedAt(open);
      }}
    >
      <Transition
        {...transition}
        transitionOnMount
        visible={portalOpen}
        onStart={(_, data) => {
          const entering = data.status === 'ENTERING';
          onStart?.(null, { ...data, portalOpen, transitionVisible: entering });
          if (!entering) return;
          setTransitionVisible(true);
          onOpen?.(null, { ...data, portalOpen: true, transitionVisible: true });
        }}
        onHide={(_, data) => {
          setTransitionVisible(false);
          onClose?.(null, { ...data, portalOpen: false, transitionVisible: false });
          onHide?.(null, { ...data, portalOpen, transitionVisible: false });
        }}
      >
        {children}
      </Transition>
    </Portal>
  );
}
