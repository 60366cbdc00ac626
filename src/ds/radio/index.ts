export {
  Radio,
  RadioGroup,
  type RadioGroupHandle,
  type RadioGroupProps,
  type RadioOrientation,
  type RadioProps,
} from './radio';
