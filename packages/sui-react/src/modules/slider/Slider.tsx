import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useFlatTexts } from '../../behaviors/localization/context.js';
import type { SliderLocaleValues } from '../../behaviors/localization/types.js';
import { cx } from '../../internal/classNames.js';
import { badProp, DEV } from '../../internal/errors.js';
import { HiddenValues, useFormReset } from '../../internal/form.js';
import { useControllableState } from '../../internal/useControllableState.js';
import {
  assertSliderScale,
  moveThumb,
  nearestThumb,
  sliderLabels,
  snapValue,
  valueAfterKey,
} from './state.js';

/** Fomantic's slider colours: the colour of the filled part of the track (and of a basic slider's thumbs). */
export type SliderColor =
  | 'primary'
  | 'secondary'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'olive'
  | 'green'
  | 'teal'
  | 'blue'
  | 'violet'
  | 'purple'
  | 'pink'
  | 'brown'
  | 'grey'
  | 'black';

/** Fomantic's slider sizes. */
export type SliderSize = 'small' | 'large' | 'big';

/** The props a Slider and a RangeSlider share. */
export interface SliderBaseProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'children' | 'color'
> {
  /**
   * The lowest value: a finite number below `max` (anything else throws).
   * @default 0
   */
  min?: number;
  /**
   * The highest value: a finite number above `min` (`max <= min`, NaN or ±Infinity throws).
   * @default 100
   */
  max?: number;
  /**
   * The distance between two values: a finite number above 0 (0, negative, NaN or ±Infinity
   * throws). Values are `min + k * step`, computed without float noise (steps of 0.1 give 0.3, not
   * 0.30000000000000004), plus `max`: when the step does not divide the range, the last step is
   * shorter and `max` stays reachable.
   * @default 1
   */
  step?: number;
  /**
   * How many steps PageUp and PageDown move: a whole number, 1 or more (anything else throws).
   * @default 2
   */
  pageMultiplier?: number;
  /**
   * Shows labels along the track: min, max and values on a step between them, as many as fit (about
   * one per 50 px, never one per step of a huge range).
   * @default false
   */
  labeled?: boolean;
  /**
   * Draws a tick at each label, and a half tick between labels where that falls on a step; implies
   * `labeled`.
   * @default false
   */
  ticked?: boolean;
  /** The text of the label at a value (for `labeled` and `ticked`); by default the number itself. */
  renderLabel?: (value: number) => ReactNode;
  /**
   * What assistive technology reads for a thumb's value (`aria-valuetext`), e.g. `$20` or `20 °C`;
   * `thumb` is 0, or 1 for a range slider's second thumb. By default the number is read.
   */
  getValueText?: (value: number, thumb: number) => string;
  /**
   * Draws the slider upright, min at the top (with `reversed`, min at the bottom). Give it a height:
   * it fills its container's.
   * @default false
   */
  vertical?: boolean;
  /**
   * Draws min at the right (or, vertical, at the bottom). Only the drawing changes: ArrowRight and
   * ArrowUp still raise the value.
   * @default false
   */
  reversed?: boolean;
  /**
   * The thumbs ignore the user and leave the tab order; a form does not submit the slider.
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows the value but ignores the user; the thumbs stay focusable so that they can be read.
   * @default false
   */
  readOnly?: boolean;
  /**
   * While dragging, the thumb follows the pointer continuously; the value still moves by steps and
   * the thumb lands on the value when released.
   * @default false
   */
  smooth?: boolean;
  /** The colour of the filled part of the track. */
  color?: SliderColor;
  /** The size of the track and the thumbs. */
  size?: SliderSize;
  /**
   * Thumbs in the slider's colour instead of white.
   * @default false
   */
  basic?: boolean;
  /**
   * Colours for a dark background.
   * @default false
   */
  inverted?: boolean;
  /** The name the value is submitted under in a native `<form>`; nothing is submitted without it. */
  name?: string;
  /** The `id` of the `<form>` the slider belongs to, when it is not inside it. */
  form?: string;
}

export interface SliderProps extends SliderBaseProps {
  /**
   * The value (controlled). Pair it with `onChange`. Shown clamped to min..max and snapped to the
   * nearest step (a documented clamp: `value={250}` with `max={100}` shows 100); NaN, or anything
   * but a number (a pair belongs to RangeSlider), throws.
   */
  value?: number;
  /**
   * The value at first (uncontrolled), and again when the form is reset; clamped and snapped like
   * `value`.
   * @default min
   */
  defaultValue?: number;
  /** Called with each new value while the user drags the thumb or presses a key. */
  onChange?: (value: number) => void;
  /** Called with the value once the user lets go of the thumb, or after a key changed it. */
  onChangeEnd?: (value: number) => void;
}

export interface RangeSliderProps extends SliderBaseProps {
  /**
   * The range (controlled): `[start, end]`. Pair it with `onChange`. Each end is shown clamped and
   * snapped like a Slider's value. A value that is not a pair of numbers, holds NaN, or has start
   * after end throws.
   */
  value?: [number, number];
  /**
   * The range at first (uncontrolled), and again when the form is reset.
   * @default [min, max]
   */
  defaultValue?: [number, number];
  /**
   * Called with each new range while the user drags a thumb or presses a key. The thumbs never
   * cross: a thumb stops where it meets the other, and dragging further does not swap them.
   */
  onChange?: (value: [number, number]) => void;
  /** Called with the range once the user lets go of a thumb, or after a key changed it. */
  onChangeEnd?: (value: [number, number]) => void;
  /**
   * The accessible names of the two thumbs; by default the language's words for "Minimum" and
   * "Maximum". Name the slider itself with `aria-label` or `aria-labelledby` (its group).
   */
  thumbLabels?: [string, string];
}

type Values = number[];
type Side = 'left' | 'right' | 'top' | 'bottom';

/** The English names of a range slider's thumbs (en-GB's `slider` section, which a test keeps equal to these). */
export const SLIDER_TEXTS: SliderLocaleValues = { minimum: 'Minimum', maximum: 'Maximum' };

/** The values a Slider or RangeSlider prop holds, or the library's error naming it. */
function read(component: string, prop: string, value: unknown, range: boolean): Values {
  const list = range ? value : [value];
  const bad =
    !Array.isArray(list) ||
    list.length !== (range ? 2 : 1) ||
    list.some((x) => typeof x !== 'number' || Number.isNaN(x));
  if (bad || list[0] > list[1])
    badProp(
      component,
      prop,
      DEV &&
        (bad
          ? range
            ? 'a pair [start, end] of numbers'
            : 'a number'
          : 'a pair [start, end] with start ≤ end'),
      Array.isArray(value) ? `[${value.join(', ')}]` : value,
    );
  return list;
}

interface BaseProps extends SliderBaseProps {
  value?: unknown;
  defaultValue?: unknown;
  onChange?: (value: never) => void;
  onChangeEnd?: (value: never) => void;
  thumbLabels?: [string, string];
}

function useSlider(
  component: string,
  {
    min = 0,
    max = 100,
    step = 1,
    pageMultiplier = 2,
    value: valueProp,
    defaultValue,
    onChange,
    onChangeEnd,
    labeled,
    renderLabel,
    getValueText,
    readOnly,
    color,
    size,
    inverted,
    basic,
    ticked,
    vertical,
    reversed,
    smooth,
    disabled,
    name,
    form,
    thumbLabels,
    className,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    ...rest
  }: BaseProps,
  ref: Ref<HTMLDivElement>,
) {
  const range = component !== 'Slider';
  // The names given: a range slider's group, or a slider's thumb.
  const named = { 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy };
  const scale = { min, max, step };
  assertSliderScale(component, scale, pageMultiplier);
  const defaults = read(component, 'defaultValue', defaultValue ?? (range ? [min, max] : min), range);
  const [raw, setValue] = useControllableState<Values>(
    valueProp === undefined ? undefined : read(component, 'value', valueProp, range),
    defaults,
    (next) => (onChange as ((value: unknown) => void) | undefined)?.(range ? next : next[0]),
  );
  const values = raw.map((v) => snapValue(v, scale));
  const words = useFlatTexts('slider', SLIDER_TEXTS);
  const inner = useRef<HTMLDivElement>(null);
  // The dragged thumb (-1 while thumbs that meet wait for the pointer to choose one), and the values
  // at the start.
  const drag = useRef<{ index: number; from: string } | null>(null);
  // The thumbs' unsnapped places while a smooth drag goes on.
  const [live, setLive] = useState<Values | null>(null);
  // How many label gaps fit the track (about 50 px each; sliderLabels takes 1 or more); 10 until it is
  // measured.
  const [fit, setFit] = useState(10);
  const labels = labeled || ticked;
  // The track finds the form (it is inside it, like the root).
  useFormReset(inner, form, () => setValue(defaults));

  useEffect(() => {
    const node = inner.current!;
    if (!labels || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setFit(Math.floor((vertical ? node.offsetHeight : node.offsetWidth) / 50)),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [labels, vertical]);

  const end = (next: Values) =>
    (onChangeEnd as ((value: unknown) => void) | undefined)?.(range ? next : next[0]);
  // The side min is drawn at, and max.
  const sides: Side[] = vertical ? ['top', 'bottom'] : ['left', 'right'];
  if (reversed) sides.reverse();
  const [start, stop] = sides as [Side, Side];
  const pointerValue = (event: PointerEvent) => {
    const box = inner.current!.getBoundingClientRect();
    const from = box[start];
    // Unsnapped (a smooth slider draws it while dragging) and bounded to the scale.
    const ratio = ((vertical ? event.clientY : event.clientX) - from) / (box[stop] - from);
    return min + Math.min(1, Math.max(0, ratio)) * (max - min);
  };
  const move = (event: PointerEvent) => {
    const state = drag.current;
    if (!state) return;
    const at = pointerValue(event);
    const snapped = snapValue(at, scale);
    if (state.index < 0) {
      // Thumbs that meet: the first move away from them picks the thumb that follows.
      if (snapped === values[0]) return;
      state.index = snapped < values[0]! ? 0 : 1;
    }
    const next = moveThumb(values, state.index, snapped);
    if (`${next}` !== `${values}`) setValue(next);
    if (smooth) setLive(moveThumb(values, state.index, at));
  };
  const release = () => {
    const state = drag.current;
    if (!state) return;
    drag.current = null;
    setLive(null);
    if (`${values}` !== state.from) end(values);
  };

  // Where a value sits along the track, from 0 (min) to 100 (max).
  const percent = (v: number) => ((v - min) / (max - min)) * 100;

  return (
    <div
      {...rest}
      {...(range && { role: 'group', ...named })}
      ref={ref}
      className={cx(
        'ui',
        color,
        size,
        ...Object.entries({
          inverted,
          basic,
          range,
          labeled: labels,
          ticked,
          vertical,
          reversed,
          smooth,
          disabled,
        }).map(([key, on]) => on && key),
        'slider',
        className,
      )}
    >
      <div
        ref={inner}
        className="inner"
        style={{ touchAction: 'none' }}
        onPointerDown={(event) => {
          if (disabled || readOnly || event.button !== 0) return;
          event.preventDefault();
          const at = snapValue(pointerValue(event), scale);
          const index = nearestThumb(values, at);
          drag.current = {
            // (A slider's values[1] is undefined: never equal.)
            index: values[0] === values[1] && at === values[0] ? -1 : index,
            from: `${values}`,
          };
          inner.current!.setPointerCapture?.(event.pointerId);
          (inner.current!.children[2 + index] as HTMLElement).focus();
          move(event);
        }}
        onPointerMove={move}
        onPointerUp={release}
        onPointerCancel={release}
        onLostPointerCapture={release}
      >
        <div className="track" />
        <div
          className="track-fill"
          // From min (a range: the first thumb) to the last thumb.
          style={{
            [start]: `${percent(range ? values[0]! : min)}%`,
            [stop]: `${100 - percent(values[range ? 1 : 0]!)}%`,
          }}
        />
        {values.map((v, i) => {
          // The thumb's bounds: the scale's ends, or the other thumb.
          const lo = values[i - 1] ?? min;
          const hi = values[i + 1] ?? max;
          return (
            <div
              key={i}
              className={i ? 'thumb second' : 'thumb'}
              role="slider"
              tabIndex={disabled ? undefined : 0}
              {...(range ? { 'aria-label': thumbLabels?.[i] ?? words[i ? 'maximum' : 'minimum'] } : named)}
              aria-valuemin={lo}
              aria-valuemax={hi}
              aria-valuenow={v}
              aria-valuetext={getValueText?.(v, i)}
              aria-orientation={vertical ? 'vertical' : undefined}
              aria-disabled={disabled || undefined}
              aria-readonly={readOnly || undefined}
              style={{
                // While a smooth drag goes on, the thumb is where the pointer is.
                [start]: `${percent((live ?? values)[i]!)}%`,
                transform: `translate${vertical ? 'Y' : 'X'}(${reversed ? 50 : -50}%)`,
              }}
              onKeyDown={(event) => {
                const next = valueAfterKey(event.key, v, scale, pageMultiplier, lo, hi);
                if (next === null || disabled) return;
                event.preventDefault();
                if (readOnly || next === v) return;
                const all = moveThumb(values, i, next);
                setValue(all);
                end(all);
              }}
            />
          );
        })}
      </div>
      {labels && (
        <ul className="auto labels" aria-hidden="true">
          {sliderLabels(scale, fit, ticked).map(({ value, half }) => (
            <li
              key={value}
              className={half ? 'halftick label' : 'label'}
              style={{
                [start]: `calc((100% - 1em) * ${percent(value) / 100} + 0.5em)`,
                transform: reversed && !vertical ? 'translate(50%, -100%)' : undefined,
              }}
            >
              {!half && (renderLabel ? renderLabel(value) : value)}
            </li>
          ))}
        </ul>
      )}
      <HiddenValues name={disabled ? undefined : name} form={form} values={values.map(String)} />
    </div>
  );
}

/**
 * A slider (Fomantic's `ui slider`): one thumb on a track, a WAI-ARIA slider. Arrows move it by a
 * step, PageUp / PageDown by `pageMultiplier` steps, Home / End to the ends; a drag (mouse, touch or
 * pen) moves it, and a press on the track moves it there.
 */
export const Slider = forwardRef<HTMLDivElement, SliderProps>(function Slider(props, ref) {
  return useSlider('Slider', props, ref);
});

/**
 * A range slider (Fomantic's `ui range slider`): two thumbs for a start and an end, a WAI-ARIA
 * multi-thumb slider in a named group. The thumbs never cross; a press on the track moves the
 * nearest thumb (halfway between them, the second), and in a form the range is two entries under
 * `name`, start first.
 */
export const RangeSlider = forwardRef<HTMLDivElement, RangeSliderProps>(function RangeSlider(props, ref) {
  return useSlider('RangeSlider', props, ref);
});
