/**
 * The newsletter form itself (spec footer §2, §4, §5, §6, §8): the e-mail field, the fields that
 * appear once it expands, the honeypot, the generic error, the button and the legal texts; the
 * base data's pre-fill and lock; the submit (honeypot first, then the design system's
 * validation, then the store's sign-up); and the server's refusal of the address, which becomes
 * the e-mail field's error and takes focus there.
 */
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '../core/config';
import { Button } from '../ds/button/button';
import type { FormApi } from '../ds/form/form';
import { Input } from '../ds/input/input';
import { Notification } from '../ds/notification/notification';
import { useShop, useTranslate } from '../shared/shop-context';
import {
  isEmailRejected,
  isGenericErrorShown,
  type NewsletterSignup,
  type SignupState,
  type SubmitContext,
} from '../../stores/newsletter/index';
import { Honeypot, NewsletterDetails } from './newsletter-fields';
import { NewsletterLegal } from './newsletter-legal';
import {
  FIELD,
  getPrefillPatch,
  isHoneypotFilled,
  isLockedByPrefill,
  toSignupValues,
  type PrefilledField,
} from './newsletter.logic';

/** Whether focus is in the element (where the next focus move may go without surprising anyone). */
export function hasFocusWithin(host: HTMLElement): boolean {
  const active = host.shadowRoot?.activeElement;
  // a focused element that is about to be removed, or focus already dropped to the page's body
  return Boolean(active) || document.activeElement === document.body;
}

export interface NewsletterFormProps {
  readonly form: FormApi;
  readonly signup: NewsletterSignup;
  readonly state: SignupState;
  /** spec footer §2: the form shows more than the e-mail field. */
  readonly expanded: boolean;
  /** The title that names the form. */
  readonly titleId: string;
  readonly origin: SubmitContext['origin'];
  readonly originAddition: SubmitContext['originAddition'];
  readonly spa: boolean;
  /** The sign-up succeeded; `focusWasInside` tells whether focus was in the element then. */
  readonly onSignedUp: (focusWasInside: boolean) => void;
}

export function NewsletterForm({
  form,
  signup,
  state,
  expanded,
  titleId,
  origin,
  originAddition,
  spa,
  onSignedUp,
}: NewsletterFormProps) {
  const { site, siteConfig, host } = useShop();
  const t = useTranslate();
  const flags = siteConfig.newsletter;

  const emailInput = useRef<HTMLInputElement | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const keepServerError = useRef(false);
  const appliedPrefill = useRef<unknown>(undefined);

  // spec footer §3, §6: the base data fill what the visitor left empty, once per answer and site
  useEffect(() => {
    const key = `${site}|${JSON.stringify(state.prefill ?? null)}`;
    if (!state.prefill || appliedPrefill.current === key) return;
    appliedPrefill.current = key;
    for (const [name, value] of getPrefillPatch(form.values, state.prefill, flags)) {
      form.setValue(name, value);
    }
  }, [form, state.prefill, flags, site]);

  const rejected = isEmailRejected(state);
  // spec footer §8: the refused address is the e-mail field's error; focus goes there to read it
  useEffect(() => {
    const input = emailInput.current;
    if (!rejected || !input || input.disabled || !hasFocusWithin(host)) return;
    keepServerError.current = true;
    try {
      input.focus();
    } finally {
      keepServerError.current = false;
    }
  }, [rejected, state.submissions, host]);

  const emailBinding = form.getInputProps(FIELD.email);
  const bindEmailRef = emailBinding.ref;
  const emailRef = useCallback(
    (node: HTMLInputElement | null) => {
      emailInput.current = node;
      bindEmailRef(node);
    },
    [bindEmailRef],
  );

  const context: SubmitContext = {
    site,
    spa,
    origin,
    originAddition,
    onSuccess() {
      onSignedUp(hasFocusWithin(host));
      form.reset(Object.fromEntries(getPrefillPatch({}, state.prefill, flags)));
    },
  };
  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    // spec footer §4: the honeypot is checked before validation, and nothing is sent
    if (isHoneypotFilled(honeypot.current?.value ?? '')) {
      event.preventDefault();
      signup.submitAsBot(emailBinding.value, context);
      return;
    }
    form
      .getFormProps((values) => void signup.submit(toSignupValues(values), context))
      .onSubmit(event);
  }

  const isLocked = (name: PrefilledField): boolean =>
    // an address the service refused must stay editable
    !(name === FIELD.email && state.emailRejected) &&
    isLockedByPrefill(name, form.values, state.prefill, flags);
  const emailError = emailBinding.error ?? (rejected ? t('newsletter.email.invalid') : undefined);

  return (
    <form
      part="form"
      className="newsletter__form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={handleSubmit}
    >
      <Input
        {...emailBinding}
        type="email"
        placeholder={t('newsletter.email.placeholder')}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        error={emailError}
        state={rejected ? 'error' : emailBinding.state}
        disabled={isLocked(FIELD.email)}
        ref={emailRef}
        onFocus={() => {
          emailBinding.onFocus();
          signup.focusEmail({ keepServerError: keepServerError.current });
        }}
      />
      {expanded && (
        <NewsletterDetails
          form={form}
          fields={flags}
          showsDneConsent={!state.prefill?.hasDneConsent}
          isLocked={isLocked}
          t={t}
        />
      )}
      <Honeypot id={`${titleId}-homepage`} inputRef={honeypot} t={t} />
      {isGenericErrorShown(state) && (
        // keyed by the submit: each failure is a new alert, read again
        <Notification key={state.submissions} state="error" variant="copysize">
          {t('newsletter.error.generic')}
        </Notification>
      )}
      <Button type="submit" width="full" state={state.phase === 'submitting' ? 'loading' : 'none'}>
        {t('newsletter.submit')}
      </Button>
      {expanded && (
        <NewsletterLegal
          site={site}
          privacyHint={flags.privacyHint}
          minimumAge={siteConfig.newsletterMinimumAge}
          t={t}
        />
      )}
    </form>
  );
}
