export { Input, type InputProps } from './input';
// The input's frame for a native input of a type Input does not have (the staff preview's date
// and time): its stylesheet (classes input-field, input-label, input-native) and its field ARIA.
export { default as inputStyles } from './input.css?inline';
export { useFieldAria, type FieldAria } from '../internal/field-aria';
export { type InputType } from './input.logic';
// The number, IBAN and password rules (./input.formats.ts) are left out: they load on demand
// (./input.load.ts), and a re-export here would put them in the design system's chunk.
