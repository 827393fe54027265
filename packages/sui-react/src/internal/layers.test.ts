import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { isTopLayer, pushLayer, removeLayer } from './layers.js';

const made: HTMLElement[] = [];
afterEach(() => {
  made.forEach((el) => {
    removeLayer(el);
    el.remove();
  });
  made.length = 0;
});

describe('blocking layers', () => {
  it('keeps everything outside the top layer inert, and restores the page when the last closes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.nat(3)), { maxLength: 25 }),
        fc.boolean(),
        (ops, nested) => {
          const page = document.createElement('main');
          const already = document.createElement('aside');
          already.setAttribute('inert', '');
          document.body.append(page, already);
          const layers = [0, 1, 2, 3].map(() => document.createElement('section'));
          // Either all layers at the top of the body, or the first one inside the page.
          layers.forEach((l, i) => (nested && i === 0 ? page.append(l) : document.body.append(l)));
          made.push(page, already, ...layers);
          const open: HTMLElement[] = [];
          for (const [push, pick] of ops) {
            const layer = layers[pick]!;
            if (push) {
              pushLayer(layer);
              if (open.includes(layer)) open.splice(open.indexOf(layer), 1);
              open.push(layer);
            } else {
              removeLayer(layer);
              if (open.includes(layer)) open.splice(open.indexOf(layer), 1);
            }
            const top = open[open.length - 1];
            expect(isTopLayer(layer)).toBe(layer === top);
            for (const l of layers) {
              const blocked = !!top && !l.contains(top) && !top.contains(l);
              expect(!!l.closest('[inert]'), 'layer inert state').toBe(blocked);
            }
            if (top) {
              expect(top.closest('[inert]')).toBeNull();
              expect(document.body.style.overflow).toBe('hidden');
            } else {
              expect(document.querySelectorAll('[inert]')).toEqual(document.querySelectorAll('aside'));
              expect(document.body.style.overflow).toBe('');
            }
          }
          // The element that was inert before stays inert.
          expect(already).toHaveAttribute('inert');
          layers.forEach(removeLayer);
          made.forEach((el) => el.remove());
          made.length = 0;
        },
      ),
    );
  });
});
