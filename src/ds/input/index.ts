export { Input, type InputProps } from './input';
export {
  formatIban,
  getIbanCharacters,
  getPasswordStrength,
  isValidIban,
  IBAN_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type InputType,
  type PasswordStrength,
} from './input.logic';
