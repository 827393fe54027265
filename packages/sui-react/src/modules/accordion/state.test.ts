import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertHeadingLevel, nextHeaderIndex, panelsToClose, type AccordionPanelInfo } from './state.js';

const panelsArb = fc
  .array(fc.record({ open: fc.boolean(), disabled: fc.boolean() }), { minLength: 1, maxLength: 8 })
  .map((list) => list.map((p, i): AccordionPanelInfo => ({ id: `p${i}`, ...p })));

describe('accordion state', () => {
  it('with closeOthers, opening a panel leaves no other enabled panel open; disabled ones keep their state', () => {
    fc.assert(
      fc.property(panelsArb, fc.nat(), (panels, pick) => {
        const opened = panels[pick % panels.length]!.id;
        const closing = panelsToClose(panels, opened, true);
        const after = panels.map((p) => ({
          ...p,
          open: p.id === opened ? true : closing.includes(p.id) ? false : p.open,
        }));
        expect(closing).not.toContain(opened);
        for (const p of after) {
          if (p.id !== opened && !p.disabled) expect(p.open).toBe(false);
        }
        for (const p of panels.filter((x) => x.disabled)) expect(closing).not.toContain(p.id);
        expect(after.filter((p) => p.open && !p.disabled).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('without closeOthers, opening a panel closes nothing', () => {
    fc.assert(
      fc.property(panelsArb, (panels) => {
        expect(panelsToClose(panels, panels[0]!.id, false)).toEqual([]);
      }),
    );
  });

  it('moves between headers with wrapping arrows, Home and End', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (count, i) => {
        const index = i % count;
        const down = nextHeaderIndex('ArrowDown', index, count)!;
        expect(nextHeaderIndex('ArrowUp', down, count)).toBe(index);
        expect(down).toBeGreaterThanOrEqual(0);
        expect(down).toBeLessThan(count);
      }),
    );
    expect(nextHeaderIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextHeaderIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextHeaderIndex('Home', 2, 3)).toBe(0);
    expect(nextHeaderIndex('End', 0, 3)).toBe(2);
    expect(nextHeaderIndex('Enter', 0, 3)).toBeNull();
    expect(nextHeaderIndex('Home', 0, 0)).toBeNull();
  });

  it('accepts heading levels 1 to 6 only', () => {
    for (const level of [1, 2, 3, 4, 5, 6]) expect(() => assertHeadingLevel(level)).not.toThrow();
    expect(() => assertHeadingLevel(7)).toThrow(
      'Accordion: headingLevel must be an integer from 1 to 6 (got 7).',
    );
    expect(() => assertHeadingLevel(2.5)).toThrow('(got 2.5)');
  });
});
