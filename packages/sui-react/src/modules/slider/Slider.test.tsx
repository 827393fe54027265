import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocalizationProvider } from '../../behaviors/localization/LocalizationProvider.js';
import enGB from '../../behaviors/localization/locales/en-GB.js';
import es from '../../behaviors/localization/locales/es.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { hydrateServerHtml, renderOnServer, serverError } from '../../test-utils/server.js';
import { sliderKeyboard } from './keyboard.js';
import { RangeSlider, Slider, SLIDER_TEXTS } from './Slider.js';

const thumbs = () => screen.getAllByRole('slider');
const now = (el: HTMLElement) => Number(el.getAttribute('aria-valuenow'));
const inner = () => document.querySelector('.ui.slider > .inner') as HTMLElement;

/** Lays the track out 200 px wide from x = 100 (or 200 px tall from y = 100), as jsdom draws nothing. */
function layOut() {
  inner().getBoundingClientRect = () =>
    ({ left: 100, top: 100, width: 200, height: 200, right: 300, bottom: 300 }) as DOMRect;
}
const at = (x: number, y = 0) => ({ clientX: x, clientY: y, pointerId: 1, button: 0 });

describe('Slider', () => {
  it('renders the Fomantic markup: inner > track, track-fill, thumb', () => {
    render(<Slider defaultValue={30} aria-label="Volume" color="red" size="large" />);
    const root = document.querySelector('.ui.slider')!;
    expect(root.className).toBe('ui red large slider');
    expect([...inner().children].map((c) => c.className)).toEqual(['track', 'track-fill', 'thumb']);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuemin', '0');
    expect(thumb).toHaveAttribute('aria-valuemax', '100');
    expect(thumb).toHaveAttribute('aria-valuenow', '30');
    expect(thumb).not.toHaveAttribute('aria-orientation');
    expect(thumb.style.left).toBe('30%');
    expect(thumb.style.transform).toBe('translateX(-50%)');
    expect((inner().children[1] as HTMLElement).style.cssText).toBe('left: 0%; right: 70%;');
    expect(inner().style.touchAction).toBe('none');
  });

  it('maps every variation prop to the kit class', () => {
    render(
      <Slider
        aria-label="All"
        labeled
        ticked
        vertical
        reversed
        smooth
        disabled
        basic
        inverted
        color="teal"
        size="small"
        className="extra"
      />,
    );
    expect(document.querySelector('.ui.slider')!.className).toBe(
      'ui teal small inverted basic labeled ticked vertical reversed smooth disabled slider extra',
    );
    const thumb = screen.getByRole('slider');
    expect(thumb).toHaveAttribute('aria-orientation', 'vertical');
    expect(thumb).toHaveAttribute('aria-disabled', 'true');
    expect(thumb).not.toHaveAttribute('tabindex');
    // Vertical and reversed: min at the bottom.
    expect(thumb.style.bottom).toBe('0%');
    expect(thumb.style.transform).toBe('translateY(50%)');
  });

  it('names the thumb with aria-labelledby and reads getValueText', () => {
    render(
      <>
        <span id="l">Temperature</span>
        <Slider aria-labelledby="l" defaultValue={20} getValueText={(v) => `${v} °C`} />
      </>,
    );
    const thumb = screen.getByRole('slider', { name: 'Temperature' });
    expect(thumb).toHaveAttribute('aria-valuetext', '20 °C');
    expect(document.querySelector('.ui.slider')).not.toHaveAttribute('aria-labelledby');
  });

  it('is uncontrolled with defaultValue and reports onChange and onChangeEnd per key', async () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    render(<Slider aria-label="V" defaultValue={5} onChange={onChange} onChangeEnd={onChangeEnd} />);
    thumbs()[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(6);
    expect(onChangeEnd).toHaveBeenLastCalledWith(6);
    expect(now(thumbs()[0]!)).toBe(6);
    // A key that changes nothing reports nothing.
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChangeEnd).toHaveBeenCalledTimes(2);
  });

  it('is controlled: follows value, and asks for the change', async () => {
    function Controlled() {
      const [value, setValue] = useState(0.2);
      return (
        <>
          <Slider aria-label="C" min={0} max={1} step={0.1} value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    thumbs()[0]!.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('status')).toHaveTextContent('0.3');
    expect(thumbs()[0]).toHaveAttribute('aria-valuenow', '0.3');
    const onChange = vi.fn();
    render(<Slider aria-label="Fixed" value={40} onChange={onChange} />);
    const fixed = screen.getByRole('slider', { name: 'Fixed' });
    fixed.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalledWith(41);
    expect(fixed).toHaveAttribute('aria-valuenow', '40');
  });

  it('clamps and snaps a value outside the range or off a step (documented)', () => {
    render(
      <>
        <Slider aria-label="A" value={250} />
        <Slider aria-label="B" value={-3} />
        <Slider aria-label="C" value={12.6} step={5} />
        <Slider aria-label="D" value={9.7} max={10} step={3} />
      </>,
    );
    expect(thumbs().map(now)).toEqual([100, 0, 15, 10]);
  });

  it('read-only: focusable, keys and pointer do nothing; disabled: out of the tab order', async () => {
    const onChange = vi.fn();
    render(<Slider aria-label="R" readOnly defaultValue={50} onChange={onChange} />);
    layOut();
    const thumb = thumbs()[0]!;
    expect(thumb).toHaveAttribute('aria-readonly', 'true');
    expect(thumb).toHaveAttribute('tabindex', '0');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{End}');
    fireEvent.pointerDown(inner(), at(110));
    expect(onChange).not.toHaveBeenCalled();
    expect(now(thumb)).toBe(50);
  });
});

describe('Slider: pointer', () => {
  it('a press on the track moves the thumb there; a drag follows; release ends it once', () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    render(<Slider aria-label="P" step={10} onChange={onChange} onChangeEnd={onChangeEnd} />);
    layOut();
    fireEvent.pointerDown(inner(), at(150)); // 25% → 25 → snapped to 30 (ties go up)
    expect(now(thumbs()[0]!)).toBe(30);
    expect(document.activeElement).toBe(thumbs()[0]);
    fireEvent.pointerMove(inner(), at(262));
    expect(now(thumbs()[0]!)).toBe(80);
    fireEvent.pointerMove(inner(), at(900));
    expect(now(thumbs()[0]!)).toBe(100);
    expect(onChange.mock.calls).toEqual([[30], [80], [100]]);
    expect(onChangeEnd).not.toHaveBeenCalled();
    fireEvent.pointerUp(inner(), at(900));
    fireEvent.lostPointerCapture(inner(), at(900));
    expect(onChangeEnd.mock.calls).toEqual([[100]]);
    // Moves after the release do nothing.
    fireEvent.pointerMove(inner(), at(100));
    expect(now(thumbs()[0]!)).toBe(100);
  });

  it('vertical and reversed read the pointer along their own axis', () => {
    render(<Slider aria-label="V" vertical reversed />);
    layOut();
    fireEvent.pointerDown(inner(), at(0, 250)); // 75% down from the top: 25 from the bottom.
    expect(now(thumbs()[0]!)).toBe(25);
  });

  it('smooth: the thumb follows the pointer between steps, and lands on the value at release', () => {
    render(<Slider aria-label="S" smooth step={50} />);
    layOut();
    fireEvent.pointerDown(inner(), at(160));
    expect(now(thumbs()[0]!)).toBe(50);
    expect(thumbs()[0]!.style.left).toBe('30%');
    fireEvent.pointerUp(inner(), at(160));
    expect(thumbs()[0]!.style.left).toBe('50%');
  });

  it('reads the pointer along the track, bounded to the scale, and places the thumb by its value', () => {
    render(<Slider aria-label="R" smooth min={-10} max={10} />);
    layOut();
    fireEvent.pointerDown(inner(), at(150)); // 25% along
    expect(now(thumbs()[0]!)).toBe(-5);
    fireEvent.pointerMove(inner(), at(-300)); // before the track: min
    expect(now(thumbs()[0]!)).toBe(-10);
    expect(thumbs()[0]!.style.left).toBe('0%');
    fireEvent.pointerMove(inner(), at(900)); // past the track: max
    expect(now(thumbs()[0]!)).toBe(10);
    expect(thumbs()[0]!.style.left).toBe('100%');
    fireEvent.pointerMove(inner(), at(250)); // 75% along: 5
    expect(now(thumbs()[0]!)).toBe(5);
    fireEvent.pointerUp(inner(), at(250));
    expect(thumbs()[0]!.style.left).toBe('75%');
  });

  it('ignores a right button', () => {
    render(<Slider aria-label="B" />);
    layOut();
    fireEvent.pointerDown(inner(), { ...at(200), button: 2 });
    expect(now(thumbs()[0]!)).toBe(0);
  });
});

describe('RangeSlider', () => {
  it('renders two thumbs in a named group with localized names, each bounded by the other', () => {
    render(<RangeSlider aria-label="Price" defaultValue={[20, 70]} />);
    const group = screen.getByRole('group', { name: 'Price' });
    expect(group).toHaveClass('ui range slider');
    const [low, high] = [
      screen.getByRole('slider', { name: 'Minimum' }),
      screen.getByRole('slider', { name: 'Maximum' }),
    ];
    expect(high).toHaveClass('thumb second');
    expect([low!.getAttribute('aria-valuemin'), low!.getAttribute('aria-valuemax')]).toEqual(['0', '70']);
    expect([high!.getAttribute('aria-valuemin'), high!.getAttribute('aria-valuemax')]).toEqual(['20', '100']);
    expect((inner().children[1] as HTMLElement).style.cssText).toBe('left: 20%; right: 30%;');
  });

  it('takes thumb names from the language, or from thumbLabels', () => {
    // Its English names are en-GB's (it carries them, not the whole of en-GB).
    expect(SLIDER_TEXTS).toEqual(enGB.slider);
    const { rerender, unmount } = render(
      <LocalizationProvider language="es" locales={{ es }}>
        <RangeSlider aria-label="Precio" />
      </LocalizationProvider>,
    );
    expect(thumbs().map((t) => t.getAttribute('aria-label'))).toEqual([
      es.slider!.minimum,
      es.slider!.maximum,
    ]);
    expect(es.slider!.minimum).not.toBe('Minimum');
    rerender(
      <LocalizationProvider language="en-GB" locales={{ es }}>
        <RangeSlider aria-label="Precio" />
      </LocalizationProvider>,
    );
    expect(thumbs().map((t) => t.getAttribute('aria-label'))).toEqual(['Minimum', 'Maximum']);
    unmount();
    render(<RangeSlider aria-label="Dates" thumbLabels={['From', 'To']} />);
    expect(screen.getByRole('slider', { name: 'From' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'To' })).toBeInTheDocument();
  });

  it('thumbs cannot cross by keys: the moving thumb stops at the other', async () => {
    const onChange = vi.fn();
    render(<RangeSlider aria-label="R" defaultValue={[40, 50]} step={5} onChange={onChange} />);
    const [low, high] = thumbs();
    low!.focus();
    await userEvent.keyboard('{PageUp}{PageUp}{ArrowRight}');
    expect([now(low!), now(high!)]).toEqual([50, 50]);
    expect(onChange.mock.calls).toEqual([[[50, 50]]]);
    await userEvent.keyboard('{End}');
    expect(now(low!)).toBe(50);
    high!.focus();
    await userEvent.keyboard('{Home}');
    expect(now(high!)).toBe(50);
    await userEvent.keyboard('{End}');
    expect([now(low!), now(high!)]).toEqual([50, 100]);
  });

  it('a press moves the nearest thumb; dragging past the other stops there and does not swap', () => {
    const onChangeEnd = vi.fn();
    render(<RangeSlider aria-label="R" defaultValue={[20, 60]} onChangeEnd={onChangeEnd} />);
    layOut();
    fireEvent.pointerDown(inner(), at(240)); // 70: nearest is the second thumb
    expect(thumbs().map(now)).toEqual([20, 70]);
    expect(document.activeElement).toBe(thumbs()[1]);
    fireEvent.pointerMove(inner(), at(120)); // 10: the second thumb stops at the first
    expect(thumbs().map(now)).toEqual([20, 20]);
    fireEvent.pointerUp(inner());
    expect(onChangeEnd).toHaveBeenLastCalledWith([20, 20]);
    // Halfway between two thumbs: the second one moves.
    fireEvent.pointerDown(inner(), at(100));
    fireEvent.pointerUp(inner());
    expect(thumbs().map(now)).toEqual([0, 20]);
    fireEvent.pointerDown(inner(), at(120)); // 10, halfway between 0 and 20
    fireEvent.pointerUp(inner());
    expect(thumbs().map(now)).toEqual([0, 10]);
  });

  it('thumbs that meet: the first move away from them picks the thumb that follows', () => {
    render(<RangeSlider aria-label="R" defaultValue={[50, 50]} />);
    layOut();
    fireEvent.pointerDown(inner(), at(200));
    fireEvent.pointerMove(inner(), at(160)); // down: the first thumb
    expect(thumbs().map(now)).toEqual([30, 50]);
    fireEvent.pointerUp(inner());
    fireEvent.pointerDown(inner(), at(160));
    fireEvent.pointerMove(inner(), at(200));
    fireEvent.pointerMove(inner(), at(260)); // pushed on past the second: stops there
    expect(thumbs().map(now)).toEqual([50, 50]);
    fireEvent.pointerUp(inner());
    fireEvent.pointerDown(inner(), at(200));
    fireEvent.pointerMove(inner(), at(240)); // up: the second thumb
    expect(thumbs().map(now)).toEqual([50, 70]);
  });
});

describe('Slider: labels', () => {
  it('labels min, max and the steps between, with a custom label function', () => {
    render(<Slider aria-label="L" labeled max={4} renderLabel={(v) => `${v} kg`} />);
    const labels = [...document.querySelectorAll('.ui.labeled.slider > ul.auto.labels > li.label')];
    expect(labels.map((l) => l.textContent)).toEqual(['0 kg', '1 kg', '2 kg', '3 kg', '4 kg']);
    expect((labels[2] as HTMLElement).style.left).toBe('calc(0.5em + 0.5 * (100% - 1em))');
    expect(document.querySelector('ul.labels')).toHaveAttribute('aria-hidden', 'true');
  });

  it('ticked: half ticks between labels; implies labeled', () => {
    render(<Slider aria-label="T" ticked max={40} />);
    expect(document.querySelector('.ui.slider')).toHaveClass('labeled ticked');
    expect(document.querySelectorAll('li.halftick.label')).toHaveLength(10);
    expect(document.querySelector('li.halftick.label')!.textContent).toBe('');
  });

  it('a huge range draws what fits, not a label per step (0 to 1e12 by 1)', () => {
    render(<Slider aria-label="H" labeled ticked max={1e12} />);
    expect(document.querySelectorAll('li.label').length).toBeLessThanOrEqual(21);
    expect(document.querySelector('li.label:last-child')!.textContent).toBe('1000000000000');
  });
});

describe('Slider and RangeSlider: bad input', () => {
  const cases: [string, React.ReactElement, string][] = [
    ['min ≥ max', <Slider min={5} max={5} />, 'Slider: max must be a finite number above min (5) (got 5).'],
    ['step 0', <Slider step={0} />, 'Slider: step must be a finite number above 0 (got 0).'],
    [
      'step NaN',
      <RangeSlider step={Number.NaN} />,
      'RangeSlider: step must be a finite number above 0 (got NaN).',
    ],
    [
      'step Infinity',
      <Slider step={Infinity} />,
      'Slider: step must be a finite number above 0 (got Infinity).',
    ],
    ['min Infinity', <Slider min={-Infinity} />, 'Slider: min must be a finite number (got -Infinity).'],
    [
      'pageMultiplier 0',
      <Slider pageMultiplier={0} />,
      'Slider: pageMultiplier must be a whole number, 1 or more (got 0).',
    ],
    ['NaN value', <Slider value={Number.NaN} />, 'Slider: value must be a number (got NaN).'],
    [
      'NaN defaultValue',
      <Slider defaultValue={Number.NaN} />,
      'Slider: defaultValue must be a number (got NaN).',
    ],
    [
      'a pair for a Slider',
      <Slider value={[1, 2] as unknown as number} />,
      'Slider: value must be a number (got [1, 2]).',
    ],
    [
      'a number for a RangeSlider',
      <RangeSlider value={5 as unknown as [number, number]} />,
      'RangeSlider: value must be a pair [start, end] of numbers (got 5).',
    ],
    [
      'a range with NaN',
      <RangeSlider defaultValue={[1, Number.NaN]} />,
      'RangeSlider: defaultValue must be a pair [start, end] of numbers (got [1, NaN]).',
    ],
    [
      'a range with start > end',
      <RangeSlider value={[8, 2]} />,
      'RangeSlider: value must be a pair [start, end] with start ≤ end (got [8, 2]).',
    ],
    [
      'a range of three',
      <RangeSlider value={[1, 2, 3] as unknown as [number, number]} />,
      'RangeSlider: value must be a pair [start, end] of numbers (got [1, 2, 3]).',
    ],
  ];
  it.each(cases)('%s: the same error in the browser and on the server', (_, tree, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(tree)).toThrow(message);
    expect(serverError(tree)).toBe(message);
    vi.restoreAllMocks();
  });
});

describe('Slider on the server', () => {
  it('renders and hydrates with no warning', async () => {
    const tree = (
      <form>
        <Slider aria-label="S" name="s" labeled ticked defaultValue={30} />
        <RangeSlider aria-label="R" name="r" defaultValue={[10, 90]} vertical />
      </form>
    );
    expect(renderOnServer(tree)).toContain('aria-valuenow="30"');
    const { problems, unmount } = await hydrateServerHtml(tree);
    expect(problems).toEqual([]);
    unmount();
  });
});

testKeyboard('Slider', sliderKeyboard, {
  Tab: async () => {
    render(
      <>
        <Slider aria-label="One" />
        <RangeSlider aria-label="Two" />
        <Slider aria-label="Off" disabled />
        <button type="button">After</button>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'One' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Minimum' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Maximum' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  },
  'On a thumb: ArrowRight, ArrowUp': async () => {
    render(<Slider aria-label="K" defaultValue={10} step={5} reversed />);
    thumbs()[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(now(thumbs()[0]!)).toBe(15);
    await userEvent.keyboard('{ArrowUp}');
    expect(now(thumbs()[0]!)).toBe(20);
  },
  'On a thumb: ArrowLeft, ArrowDown': async () => {
    render(<Slider aria-label="K" defaultValue={10} step={5} vertical />);
    thumbs()[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(now(thumbs()[0]!)).toBe(5);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(now(thumbs()[0]!)).toBe(0);
  },
  'On a thumb: PageUp': async () => {
    render(<Slider aria-label="K" defaultValue={10} />);
    thumbs()[0]!.focus();
    await userEvent.keyboard('{PageUp}');
    expect(now(thumbs()[0]!)).toBe(12);
  },
  'On a thumb: PageDown': async () => {
    render(<Slider aria-label="K" defaultValue={10} pageMultiplier={5} />);
    thumbs()[0]!.focus();
    await userEvent.keyboard('{PageDown}');
    expect(now(thumbs()[0]!)).toBe(5);
  },
  'On a thumb: Home': async () => {
    render(<RangeSlider aria-label="K" defaultValue={[30, 60]} />);
    thumbs()[1]!.focus();
    await userEvent.keyboard('{Home}');
    expect(thumbs().map(now)).toEqual([30, 30]);
    thumbs()[0]!.focus();
    await userEvent.keyboard('{Home}');
    expect(thumbs().map(now)).toEqual([0, 30]);
  },
  'On a thumb: End': async () => {
    render(<RangeSlider aria-label="K" defaultValue={[30, 60]} />);
    thumbs()[0]!.focus();
    await userEvent.keyboard('{End}');
    expect(thumbs().map(now)).toEqual([60, 60]);
    thumbs()[1]!.focus();
    await userEvent.keyboard('{End}');
    expect(thumbs().map(now)).toEqual([60, 100]);
  },
});
