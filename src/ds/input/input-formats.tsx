/**
 * What the number, IBAN and password inputs need beyond a plain text field, loaded when an input
 * of such a type first renders (input.load.ts; issue 15: no shop page on load has one): the edit
 * filters and the IBAN check of input.formats.ts, the password's show/hide button and its
 * strength line (spec footer §4 "Password-strength helper").
 */
import { useTranslate } from '../../shared/shop-context';
import { getPasswordStrength, getPasswordStrengthName } from './input.formats';
import type { PasswordVisibility } from './input.logic';

export { applyEdit, isAllowedNumberKey, isValidIban, normaliseValue } from './input.formats';

function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
        fill="currentColor"
      />
      {crossed && (
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export interface PasswordToggleProps {
  readonly inputId: string;
  readonly visibility: PasswordVisibility;
  readonly disabled: boolean;
  readonly onToggle: () => void;
}

/** The button that shows and hides a password field's text. */
export function PasswordToggle({ inputId, visibility, disabled, onToggle }: PasswordToggleProps) {
  const t = useTranslate();
  return (
    <button
      type="button"
      part="input-toggle"
      className="input-toggle"
      aria-controls={inputId}
      aria-label={t(visibility === 'shown' ? 'ds.password.hide' : 'ds.password.show')}
      disabled={disabled}
      onClick={onToggle}
    >
      <EyeIcon crossed={visibility === 'shown'} />
    </button>
  );
}

/** The strength line, a polite status that is there before the first strength is shown. */
export function PasswordStrengthLine({ password }: { readonly password: string }) {
  const t = useTranslate();
  const strength = getPasswordStrength(password);
  return (
    <p
      part="input-strength"
      className="input-strength"
      role="status"
      data-strength={strength ?? undefined}
    >
      {strength !== null &&
        t('ds.password.strength', {
          strength: t(`ds.password.strength.${getPasswordStrengthName(strength)}`),
        })}
    </p>
  );
}
