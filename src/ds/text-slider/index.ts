export { TextSlider, type TextSliderProps } from './text-slider';
export {
  DEFAULT_TEXT_SLIDER_OFFSET,
  TEXT_SLIDER_STATES,
  type TextSliderState,
} from './text-slider.logic';
