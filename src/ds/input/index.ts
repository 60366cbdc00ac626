export { Input, type InputProps } from './input';
export { type InputType } from './input.logic';
export {
  formatIban,
  getIbanCharacters,
  getPasswordStrength,
  isValidIban,
  IBAN_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordStrength,
} from './input.formats';
