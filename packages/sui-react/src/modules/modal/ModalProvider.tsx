import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { Modal, type ModalConfig, type ModalControls } from './Modal.js';
import type { ModalResult } from './state.js';

/** The options of `useModal().open`: the modal config plus a context handed to the content. */
export interface ModalOptions<C = unknown, A = unknown, D = unknown> extends ModalConfig<A, D> {
  /** Data for the content: the `render` function's first argument, or the component's `context` prop. */
  context?: C;
}

/** Opening a modal with a render function. */
export interface RenderModalOptions<C = unknown, A = unknown, D = unknown> extends ModalOptions<C, A, D> {
  /** Renders the content (`div.header`, `div.content`, `div.actions`) from the context and the controls. */
  render: (context: C, modal: ModalControls<A, D>) => ReactNode;
}

/** The props a modal component gets from `useModal().open(Component, options)`. */
export interface ModalComponentProps<C = unknown, A = unknown, D = unknown> extends ModalControls<A, D> {
  /** The `context` given to `open`. */
  context: C;
}

/** A reusable modal: a component, optionally with the default config of its modals. */
export type ModalComponent<C = unknown, A = unknown, D = unknown> = ComponentType<
  ModalComponentProps<C, A, D>
> & { modalConfig?: ModalConfig<A, D> };

/** A modal opened from code. */
export interface ActiveModal<A = unknown, D = unknown> extends ModalControls<A, D> {
  /** Adds a callback for an approved close (after the transition). Chainable. */
  onApprove(callback: (result: A) => void): ActiveModal<A, D>;
  /** Adds a callback for a denied close (after the transition). Chainable. */
  onDeny(callback: (result: D) => void): ActiveModal<A, D>;
  /** Settles with the outcome once the modal has closed: `await modal.result`. */
  readonly result: Promise<ModalResult<A, D>>;
}

/** Opens modals from code. */
export interface ModalService {
  /** Opens a modal whose content a function renders. */
  open<C = unknown, A = unknown, D = unknown>(options: RenderModalOptions<C, A, D>): ActiveModal<A, D>;
  /** Opens a modal whose content is a component; its `modalConfig` gives defaults that `options` override. */
  open<C = unknown, A = unknown, D = unknown>(
    component: ModalComponent<C, A, D>,
    options?: ModalOptions<C, A, D>,
  ): ActiveModal<A, D>;
}

interface ModalStore {
  list: ReactElement[];
  subscribe: (listener: () => void) => () => void;
  set: (list: ReactElement[]) => void;
}

function createStore(): ModalStore {
  const listeners = new Set<() => void>();
  const store: ModalStore = {
    list: [],
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (list) => {
      store.list = list;
      listeners.forEach((listener) => listener());
    },
  };
  return store;
}

function Outlet({ store }: { store: ModalStore }) {
  const get = () => store.list;
  return useSyncExternalStore(store.subscribe, get, get);
}

let key = 0;

function openIn(
  store: ModalStore,
  target: RenderModalOptions | ModalComponent,
  options?: ModalOptions,
): ActiveModal {
  const isComponent = typeof target === 'function';
  const { render, context, onApprove, onDeny, onDismiss, ...config } = (
    isComponent ? { ...target.modalConfig, ...options } : target
  ) as RenderModalOptions;
  const approved: Array<(result: unknown) => void> = [];
  const denied: Array<(result: unknown) => void> = [];
  let settle!: (outcome: ModalResult) => void;
  const result = new Promise<ModalResult>((resolve) => (settle = resolve));
  let controls: ModalControls | null = null;
  let early: [boolean, unknown] | null = null;
  const element: ReactElement = (
    <Modal
      key={++key}
      {...config}
      ref={(handle: ModalControls | null) => {
        controls = handle;
        if (handle && early) handle[early[0] ? 'approve' : 'deny'](early[1]);
      }}
      onDismiss={() => {
        store.set(store.list.filter((e) => e !== element));
        onDismiss?.();
      }}
      onApprove={(value) => {
        onApprove?.(value);
        approved.forEach((callback) => callback(value));
        settle({ approved: true, value });
      }}
      onDeny={(value) => {
        onDeny?.(value);
        denied.forEach((callback) => callback(value));
        settle({ approved: false, value });
      }}
    >
      {(modal: ModalControls) =>
        isComponent
          ? createElement(target, { context, approve: modal.approve, deny: modal.deny })
          : render(context, modal)
      }
    </Modal>
  );
  store.set([...store.list, element]);
  const handle: ActiveModal = {
    result,
    approve: (value) => (controls ? controls.approve(value) : (early ??= [true, value])),
    deny: (value) => (controls ? controls.deny(value) : (early ??= [false, value])),
    onApprove: (callback) => (approved.push(callback), handle),
    onDeny: (callback) => (denied.push(callback), handle),
  };
  return handle;
}

const ModalContext = createContext<ModalStore | null>(null);
let fallback: ModalStore | undefined;

/** Without a provider, modals render in a React root of their own, created on the first open. */
function fallbackStore(): ModalStore {
  if (!fallback) {
    const store = createStore();
    const host = document.createElement('div');
    host.setAttribute('data-sui-modal-host', '');
    document.body.appendChild(host);
    createRoot(host).render(<Outlet store={store} />);
    fallback = store;
  }
  return fallback;
}

export interface ModalProviderProps {
  /** The part of the app whose `useModal()` calls open modals here, inside its React context. */
  children?: ReactNode;
}

/**
 * Renders the modals that `useModal().open(...)` opens below it, so that their content sees the
 * app's context (router, localization, theme). Put one near the root of the app. Without one,
 * `useModal` still works: its modals then render in a separate React root, without your context.
 */
export function ModalProvider({ children }: ModalProviderProps) {
  const [store] = useState(createStore);
  return (
    <ModalContext.Provider value={store}>
      {children}
      <Outlet store={store} />
    </ModalContext.Provider>
  );
}

/**
 * Opens modals from code: `useModal().open({ render, context, ...config })` or
 * `useModal().open(Component, { context, ...config })`. Returns an {@link ActiveModal}.
 */
export function useModal(): ModalService {
  const store = useContext(ModalContext);
  return useMemo<ModalService>(
    () => ({
      open: (target: RenderModalOptions | ModalComponent, options?: ModalOptions) =>
        openIn(store ?? fallbackStore(), target, options),
    }),
    [store],
  ) as ModalService;
}
