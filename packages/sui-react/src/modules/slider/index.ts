export {
  Slider,
  RangeSlider,
  type SliderProps,
  type RangeSliderProps,
  type SliderBaseProps,
  type SliderColor,
  type SliderSize,
} from './Slider.js';
