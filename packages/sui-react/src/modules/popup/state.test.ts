import { placementClasses, type Placement } from '../../internal/position.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POPUP_PLACEMENTS,
  POPUP_TRIGGERS,
  assertOneOf,
  clampDelay,
  nextPopupOpen,
  toFloatingPlacement,
  type PopupEvent,
} from './state.js';

const EVENTS: PopupEvent[] = [
  'enter',
  'leave',
  'focus',
  'blur',
  'click',
  'outside',
  'escape',
  'open',
  'close',
  'toggle',
];
const FLOATING: Placement[] = ['top', 'bottom', 'left', 'right'].flatMap((side) =>
  ['', '-start', '-end'].map((align) => `${side}${align}` as Placement),
);

describe('popup placements', () => {
  it('maps every placement to its own Floating UI placement', () => {
    const mapped = POPUP_PLACEMENTS.map(toFloatingPlacement);
    expect(new Set(mapped).size).toBe(POPUP_PLACEMENTS.length);
    expect([...mapped].sort()).toEqual([...FLOATING].sort());
  });

  it('keeps the side and turns the first word of the alignment into start', () => {
    expect(toFloatingPlacement('top left')).toBe('top-start');
    expect(toFloatingPlacement('bottom right')).toBe('bottom-end');
    expect(toFloatingPlacement('left top')).toBe('left-start');
    expect(toFloatingPlacement('right bottom')).toBe('right-end');
    expect(toFloatingPlacement('left')).toBe('left');
  });

  it('gives the arrow classes of the CSS kit for the placement used: side then alignment, centre for sides', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POPUP_PLACEMENTS), (placement) => {
        const [side, align] = placement.split(' ');
        const vertical = side === 'top' || side === 'bottom';
        expect(placementClasses(toFloatingPlacement(placement))).toBe(
          `${side} ${vertical ? (align ?? 'center') : 'center'}`,
        );
      }),
    );
    expect(placementClasses('top-start')).toBe('top left');
    expect(placementClasses('bottom')).toBe('bottom center');
    expect(placementClasses('bottom-end')).toBe('bottom right');
    expect(placementClasses('left-start')).toBe('left center');
    expect(placementClasses('right')).toBe('right center');
  });
});

describe('popup trigger state machine', () => {
  it('Escape, close and the handle work the same for every trigger', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POPUP_TRIGGERS), fc.boolean(), (trigger, open) => {
        expect(nextPopupOpen(trigger, open, 'escape')).toBe(false);
        expect(nextPopupOpen(trigger, open, 'close')).toBe(false);
        expect(nextPopupOpen(trigger, open, 'open')).toBe(true);
        expect(nextPopupOpen(trigger, open, 'toggle')).toBe(!open);
      }),
    );
  });

  it('a manual popup changes only through the handle and Escape', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 30 }), (events) => {
        let open = false;
        for (const event of events) {
          const next = nextPopupOpen('manual', open, event);
          if (!['open', 'close', 'toggle', 'escape'].includes(event)) expect(next).toBe(open);
          open = next;
        }
      }),
    );
  });

  it('only the outsideClick trigger closes on an outside click', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POPUP_TRIGGERS), (trigger) => {
        expect(nextPopupOpen(trigger, true, 'outside')).toBe(trigger !== 'outsideClick');
        expect(nextPopupOpen(trigger, false, 'outside')).toBe(false);
      }),
    );
  });

  it('hover opens on pointer and on focus, and closes when either leaves', () => {
    expect(nextPopupOpen('hover', false, 'enter')).toBe(true);
    expect(nextPopupOpen('hover', false, 'focus')).toBe(true);
    expect(nextPopupOpen('hover', true, 'leave')).toBe(false);
    expect(nextPopupOpen('hover', true, 'blur')).toBe(false);
    expect(nextPopupOpen('hover', true, 'click')).toBe(true);
  });

  it('click and outsideClick toggle on click and ignore hover and focus', () => {
    for (const trigger of ['click', 'outsideClick'] as const) {
      expect(nextPopupOpen(trigger, false, 'click')).toBe(true);
      expect(nextPopupOpen(trigger, true, 'click')).toBe(false);
      for (const event of ['enter', 'leave', 'focus', 'blur'] as const) {
        expect(nextPopupOpen(trigger, false, event)).toBe(false);
        expect(nextPopupOpen(trigger, true, event)).toBe(true);
      }
    }
  });

  it('focus opens on focus and on click, closes on blur, and ignores the pointer', () => {
    expect(nextPopupOpen('focus', false, 'focus')).toBe(true);
    expect(nextPopupOpen('focus', false, 'click')).toBe(true);
    expect(nextPopupOpen('focus', true, 'click')).toBe(true);
    expect(nextPopupOpen('focus', true, 'blur')).toBe(false);
    expect(nextPopupOpen('focus', false, 'enter')).toBe(false);
    expect(nextPopupOpen('focus', true, 'leave')).toBe(true);
  });
});

describe('popup input checks', () => {
  it('names the component, the prop and the allowed values', () => {
    expect(() => assertOneOf('Popup', 'placement', 'middle', POPUP_PLACEMENTS)).toThrow(
      'Popup: unknown placement "middle". Use one of: top left, top, top right, bottom left, bottom, bottom right, left top, left, left bottom, right top, right, right bottom.',
    );
    expect(() => assertOneOf('Popup', 'placement', 'top', POPUP_PLACEMENTS)).not.toThrow();
  });

  it('clamps the delay to a finite number, 0 or more', () => {
    fc.assert(
      fc.property(fc.double(), (delay) => {
        const clamped = clampDelay(delay);
        expect(Number.isFinite(clamped) && clamped >= 0).toBe(true);
        if (Number.isFinite(delay) && delay > 0) expect(clamped).toBe(delay);
      }),
    );
  });
});
