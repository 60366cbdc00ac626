/**
 * The newsletter form itself (spec footer §2, §4, §5, §6, §8): the e-mail field, the fields that
 * appear once it expands, the honeypot, the generic error, the button and the legal texts; the
 * base data's pre-fill and lock; the submit (honeypot first, then the design system's
 * validation, then the store's sign-up); and the server's refusal of the address, which becomes
 * the e-mail field's error and takes focus there.
 *
 * The expanded fields, the legal texts and the generic error are newsletter-parts.tsx's, loaded
 * on demand (issue 15): a pointer entering the form, focus or a touch in it is the intent that
 * imports them; they show once they are there (spec §2's expansion), and what was typed stays.
 * The same intent imports the store's submit code (loadNewsletterSubmit).
 */
import { useCallback, useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { EMAIL_MAX_LENGTH } from '../core/config';
import { Button } from '../ds/button/index';
import type { FormApi } from '../ds/form/index';
import { Input } from '../ds/input/index';
import { raisingPreloadError } from '../ds/lazy/index';
import { onDemand } from '../shared/on-demand';
import { useShop, useTranslate, type Translate } from '../shared/shop-context';
import {
  isEmailRejected,
  isGenericErrorShown,
  loadNewsletterSubmit,
  type NewsletterSignup,
  type SignupState,
  type SubmitContext,
} from '../../stores/newsletter/index';
import {
  FIELD,
  getPrefillPatch,
  isHoneypotFilled,
  isLockedByPrefill,
  toSignupValues,
  type PrefilledField,
} from './newsletter.logic';

/**
 * The element's parts beyond the collapsed form (newsletter-parts.tsx), shared by every
 * newsletter form of the page; a failed import raises preload-error and the next intent retries.
 */
export const newsletterParts = onDemand(
  "the newsletter form's expanded parts",
  raisingPreloadError('newsletter-signup', () => {
    // the submit's code comes along (who shows interest in the form may send it); if it fails
    // to load, the submit loads it again
    void loadNewsletterSubmit().catch(() => undefined);
    return import('./newsletter-parts');
  }),
);
export type NewsletterParts = Awaited<ReturnType<typeof newsletterParts.load>>;

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
  /** The expanded parts once loaded (newsletterParts), else undefined. */
  readonly parts: NewsletterParts | undefined;
  /** A sign of interest in the form: imports the expanded parts (harmless once loaded). */
  readonly onIntent: () => void;
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
  parts,
  onIntent,
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
      // the first sign of interest in the e-mail field (the form holds little else before it
      // expands) imports what the expanded form shows
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
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
      {expanded && parts && (
        <parts.NewsletterDetails
          form={form}
          fields={flags}
          showsDneConsent={!state.prefill?.hasDneConsent}
          isLocked={isLocked}
          t={t}
        />
      )}
      <Honeypot id={`${titleId}-homepage`} inputRef={honeypot} t={t} />
      {isGenericErrorShown(state) && parts && (
        // keyed by the submit: each failure is a new alert, read again
        <parts.GenericError key={state.submissions} t={t} />
      )}
      <Button type="submit" width="full" state={state.phase === 'submitting' ? 'loading' : 'none'}>
        {t('newsletter.submit')}
      </Button>
      {expanded && parts && (
        <parts.NewsletterLegal
          site={site}
          privacyHint={flags.privacyHint}
          minimumAge={siteConfig.newsletterMinimumAge}
          t={t}
        />
      )}
    </form>
  );
}

interface HoneypotProps {
  readonly id: string;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly t: Translate;
}

/**
 * spec footer §4: a field people never see and a bot fills in. Hidden from people (clipped
 * away), from assistive technology (aria-hidden) and from the keyboard (tabindex -1), but an
 * ordinary text field for a bot.
 */
function Honeypot({ id, inputRef, t }: HoneypotProps) {
  return (
    <div className="newsletter__honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('newsletter.honeypot.label')}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name="homepage"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
