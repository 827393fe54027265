/**
 * The stack of layers that block the rest of the page: open modals and page dimmers. While a layer
 * is open, everything outside the top layer is `inert` (no focus, no clicks, hidden from assistive
 * technology) and the page does not scroll. Closing the top layer hands this over to the one below.
 * Module state, but nothing touches the DOM before the first layer opens.
 */
const layers: HTMLElement[] = [];
const madeInert = new Set<Element>();
let savedOverflow: string | null = null;

function sync(): void {
  const top = layers[layers.length - 1];
  const want = new Set<Element>();
  // Every sibling of the top layer and of each of its ancestors, up to <body>.
  for (let node: Element | null = top ?? null; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling !== node && !/^(SCRIPT|STYLE|TEMPLATE)$/.test(sibling.tagName)) want.add(sibling);
    }
  }
  for (const el of madeInert) {
    if (!want.has(el)) {
      el.removeAttribute('inert');
      madeInert.delete(el);
    }
  }
  for (const el of want) {
    if (!el.hasAttribute('inert')) {
      el.setAttribute('inert', '');
      madeInert.add(el);
    }
  }
  const style = document.body.style;
  if (top && savedOverflow === null) {
    savedOverflow = style.overflow;
    style.overflow = 'hidden';
  } else if (!top && savedOverflow !== null) {
    style.overflow = savedOverflow;
    savedOverflow = null;
  }
}

/** Opens a layer on top of the others; returns the function that closes it. */
export function pushLayer(el: HTMLElement): () => void {
  removeLayer(el);
  layers.push(el);
  sync();
  return () => removeLayer(el);
}

/** Closes a layer (wherever it is in the stack); closing one that is not open does nothing. */
export function removeLayer(el: HTMLElement): void {
  const index = layers.indexOf(el);
  if (index < 0) return;
  layers.splice(index, 1);
  sync();
}

/** Whether `el` is the top layer, the one that Escape and focus belong to. */
export function isTopLayer(el: HTMLElement | null): boolean {
  return !!el && layers[layers.length - 1] === el;
}
