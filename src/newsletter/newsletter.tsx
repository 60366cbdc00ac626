/**
 * The newsletter sign-up form (issue 6; spec footer "Newsletter sign-up form", §2-§9).
 *
 * Image and discount bubble beside a form that starts with the e-mail field alone and expands to
 * the site's fields, consents, legal texts and links. Validation comes from the design system's
 * useForm (on blur and submit, errors clear on focus, submit focuses the first invalid field);
 * the sign-up, the pre-fill and the confirmation link are the store's (stores/newsletter).
 *
 * Accessibility: the region is named by its title; the e-mail field names the server's verdict
 * in its description and gets focus back when the service refuses the address; errors and the
 * generic failure are announced (role=alert); after success focus moves to the thank-you
 * heading (when it was in the form), so nothing is lost to the page's start. The honeypot is
 * hidden from people (clipped away), from assistive technology (aria-hidden) and from the
 * keyboard (tabindex -1), but it is an ordinary text field for a bot. Every text from the page
 * (title, the address in the success text) is rendered as text.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import type { MessageKey } from '../../i18n/types';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../core/config';
import {
  SALUTATION_DISPLAY_ORDER,
  type NewsletterOrigin,
  type Salutation,
} from '../core/schemas/newsletter';
import type { Site } from '../core/sites';
import { Button } from '../ds/button/button';
import { Checkbox } from '../ds/checkbox/checkbox';
import { useForm, type InputBinding } from '../ds/form/form';
import { useFieldAria } from '../ds/internal/field-aria';
import { Input } from '../ds/input/input';
import inputCss from '../ds/input/input.css?inline';
import { Notification } from '../ds/notification/notification';
import { useShop, useTranslate, type Translate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  $doiConfirmation,
  confirmSubscriptionFromUrl,
  createNewsletterSignup,
  getDoiNotice,
  isEmailRejected,
  isGenericErrorShown,
  isSuccessShown,
  type SubmitContext,
} from '../../stores/newsletter/index';
import { $viewportWidth } from '../../stores/site/index';
import {
  FIELD,
  formatDiscount,
  getDiscountPercent,
  getHeadingLevel,
  getNewsletterFields,
  getNewsletterImage,
  getNewsletterLinks,
  getPrefillPatch,
  isFormExpanded,
  isHoneypotFilled,
  isLockedByPrefill,
  toSignupValues,
  type NewsletterLinkKind,
  type PrefilledField,
} from './newsletter.logic';
import css from './newsletter.css?inline';

export interface NewsletterSignupProps {
  /** Default NEWSLETTER. */
  readonly origin?: NewsletterOrigin | undefined;
  readonly originAddition?: string | undefined;
  /** Replaces the default title (an invitation to sign up and save the discount). */
  readonly title?: string | undefined;
  /** The welcome voucher in percent; default 10. */
  readonly discount?: number | undefined;
  /** Default true. */
  readonly scrollOnSuccess?: boolean | undefined;
  /** Private API base instead of the internal one. */
  readonly spa?: boolean | undefined;
  /** The title's heading level (1 to 6); by default one below the page's preceding heading. */
  readonly headingLevel?: number | undefined;
}

/** The texts under the form, in order, by site (spec footer §2, §5, §9). */
function getLegalTexts(site: Site, privacyHint: boolean): MessageKey[] {
  return [
    ...(privacyHint ? (['newsletter.privacyHint'] as const) : []),
    'newsletter.legal.age',
    // spec footer §9: the HU voucher note; the Turkish deletion and inactivity hints
    ...(site === 'HU' ? (['newsletter.voucher.validity'] as const) : []),
    ...(site === 'TR' ? (['newsletter.hint.deletion', 'newsletter.hint.inactivity'] as const) : []),
  ];
}

const LINK_TEXTS: Readonly<Record<NewsletterLinkKind, MessageKey>> = {
  voucherConditions: 'newsletter.link.voucherConditions',
  exampleNewsletter: 'newsletter.link.exampleNewsletter',
  privacy: 'newsletter.link.privacy',
  contact: 'newsletter.link.contact',
  commercialMessages: 'newsletter.link.commercialMessages',
  usage: 'newsletter.link.usage',
};

interface SalutationSelectProps extends InputBinding {
  readonly disabled: boolean;
  readonly t: Translate;
}

/**
 * The salutation (spec footer §3 order MRS, MR, DIVERS, COMPANY; §5 'please choose' first). The
 * design system has no select; this native one takes the form's input binding and the generic
 * input's look, so it validates, announces and focuses like the fields around it.
 */
function SalutationSelect({
  label,
  value,
  onValueChange,
  name,
  error,
  state,
  required,
  ref,
  onBlur,
  onFocus,
  disabled,
  t,
}: SalutationSelectProps) {
  const field = useFieldAria({ idSuffix: 'salutation', state, error, hasHint: false, required });
  return (
    <div part="salutation" className="input-field" data-state={field.state}>
      <label className="input-label" htmlFor={field.controlProps.id}>
        {label}
        {required && <span aria-hidden="true">{' *'}</span>}
      </label>
      <select
        ref={ref as Ref<HTMLSelectElement>}
        {...field.controlProps}
        name={name}
        className="input-native salutation-select"
        value={value}
        disabled={disabled}
        autoComplete="honorific-prefix"
        onChange={(event) => onValueChange(event.currentTarget.value)}
        onBlur={onBlur}
        onFocus={onFocus}
      >
        <option value="">{t('common.pleaseChoose')}</option>
        {SALUTATION_DISPLAY_ORDER.map((salutation: Salutation) => (
          <option key={salutation} value={salutation}>
            {t(`newsletter.salutation.${salutation}`)}
          </option>
        ))}
      </select>
      {field.showsError && (
        <p className="input-error" {...field.errorProps}>
          {error}
        </p>
      )}
    </div>
  );
}

function hasFocusWithin(host: HTMLElement): boolean {
  const active = host.shadowRoot?.activeElement;
  // a focused element that is about to be removed, or focus already dropped to the page's body
  return Boolean(active) || document.activeElement === document.body;
}

export function NewsletterSignup({
  origin = 'NEWSLETTER',
  originAddition,
  title,
  discount,
  scrollOnSuccess = true,
  spa = false,
  headingLevel,
}: NewsletterSignupProps) {
  useStyles(inputCss, css);
  const { site, siteConfig, locale, host } = useShop();
  const t = useTranslate();
  const flags = siteConfig.newsletter;
  const [signup] = useState(() => createNewsletterSignup(host));
  const state = useStore(signup.$signup);
  const doi = useStore($doiConfirmation);
  const image = getNewsletterImage(useStore($viewportWidth));
  const titleId = `${useId()}-title`;
  // read from the page once, when the element is first rendered where it sits
  const [contextHeadingLevel] = useState(() => getHeadingLevel(undefined, host));
  const Heading = `h${
    headingLevel !== undefined ? getHeadingLevel(headingLevel, host) : contextHeadingLevel
  }` as const;

  const form = useForm({
    fields: getNewsletterFields(
      flags,
      {
        email: t('newsletter.email.label'),
        salutation: t('newsletter.salutation.label'),
        firstName: t('newsletter.firstName.label'),
        lastName: t('newsletter.lastName.label'),
        legal: t('newsletter.legal.label'),
        consent: t('newsletter.consent.dne'),
      },
      { showsDneConsent: !state.prefill?.hasDneConsent },
    ),
  });

  const emailInput = useRef<HTMLInputElement | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const keepServerError = useRef(false);
  const focusHeading = useRef(false);
  const appliedPrefill = useRef<unknown>(undefined);

  useEffect(() => () => signup.dispose(), [signup]);
  useEffect(() => signup.loadPrefill(site), [signup, site]);
  useEffect(() => confirmSubscriptionFromUrl({ spa, site }), [spa, site]);

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

  const signedUp = isSuccessShown(state);
  // spec footer §2: the success area scrolls into view (attribute); focus follows when it was here.
  // Once per successful submit: a later change of the attribute does not scroll again.
  const handledSuccess = useRef(false);
  useEffect(() => {
    const target = heading.current;
    if (!signedUp || !target || handledSuccess.current) return;
    handledSuccess.current = true;
    if (focusHeading.current) target.focus({ preventScroll: true });
    focusHeading.current = false;
    if (scrollOnSuccess) target.scrollIntoView?.({ block: 'center' });
  }, [signedUp, scrollOnSuccess]);

  const emailBinding = form.getInputProps(FIELD.email);
  const bindEmailRef = emailBinding.ref;
  const emailRef = useCallback(
    (node: HTMLInputElement | null) => {
      emailInput.current = node;
      bindEmailRef(node);
    },
    [bindEmailRef],
  );

  const discountText = formatDiscount(getDiscountPercent(discount), site);
  const context: SubmitContext = {
    site,
    spa,
    origin,
    originAddition,
    onSuccess() {
      focusHeading.current = hasFocusWithin(host);
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

  const expanded = isFormExpanded(form.values, state.emailFocused);
  const locked = (name: PrefilledField): boolean =>
    // an address the service refused must stay editable
    !(name === FIELD.email && state.emailRejected) &&
    isLockedByPrefill(name, form.values, state.prefill, flags);
  const doiNotice = getDoiNotice(doi);
  const confirmed = doi.status === 'CONFIRMED' && !signedUp;
  const submitting = state.phase === 'submitting';
  const emailError = emailBinding.error ?? (rejected ? t('newsletter.email.invalid') : undefined);

  let content;
  if (signedUp || confirmed) {
    content = (
      <div part="success" className="success">
        <Heading
          ref={heading}
          id={titleId}
          part="success-heading"
          className="heading"
          tabIndex={-1}
        >
          {t(signedUp ? 'newsletter.success.heading' : 'newsletter.doi.confirmed.heading')}
        </Heading>
        <Notification state="success" variant="copysize">
          {!signedUp
            ? t('newsletter.doi.confirmed.notice')
            : state.submittedEmail
              ? t('newsletter.success.notice', { email: state.submittedEmail })
              : t('newsletter.success.noticeWithoutAddress')}
        </Notification>
      </div>
    );
  } else {
    content = (
      <>
        <Heading part="title" className="heading" id={titleId}>
          {title?.trim() ? title : t('newsletter.title.default', { discount: discountText })}
        </Heading>
        {doiNotice === 'confirming' && (
          <Notification state="info" variant="copysize">
            {t('newsletter.doi.confirming')}
          </Notification>
        )}
        {doiNotice === 'linkInvalid' && (
          <Notification state="error" variant="copysize">
            {t('newsletter.error.doiLinkInvalid')}
          </Notification>
        )}
        {doiNotice === 'failed' && (
          <Notification state="error" variant="copysize">
            {t('newsletter.error.generic')}
          </Notification>
        )}
        <form
          part="form"
          className="form"
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
            disabled={locked(FIELD.email)}
            ref={emailRef}
            onFocus={() => {
              emailBinding.onFocus();
              signup.focusEmail({ keepServerError: keepServerError.current });
            }}
          />
          {expanded && (
            <div part="details" className="details">
              {flags.salutation && (
                <SalutationSelect
                  {...form.getInputProps(FIELD.salutation)}
                  disabled={locked(FIELD.salutation)}
                  t={t}
                />
              )}
              {flags.names &&
                ([FIELD.firstName, FIELD.lastName] as const).map((name) => {
                  const binding = form.getInputProps(name);
                  return (
                    <Input
                      key={name}
                      {...binding}
                      placeholder={binding.label}
                      autoComplete={name === FIELD.firstName ? 'given-name' : 'family-name'}
                      maxLength={NAME_MAX_LENGTH}
                      disabled={locked(name)}
                    />
                  );
                })}
              {flags.legalCheckbox && (
                <Checkbox
                  label={t('newsletter.legal.label')}
                  {...form.getCheckboxProps(FIELD.legal)}
                />
              )}
              {!state.prefill?.hasDneConsent && (
                <Checkbox
                  label={t('newsletter.consent.dne')}
                  {...form.getCheckboxProps(FIELD.consent)}
                />
              )}
            </div>
          )}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor={`${titleId}-homepage`}>{t('newsletter.honeypot.label')}</label>
            <input
              ref={honeypot}
              id={`${titleId}-homepage`}
              type="text"
              name="homepage"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          {isGenericErrorShown(state) && (
            // keyed by the submit: each failure is a new alert, read again
            <Notification key={state.submissions} state="error" variant="copysize">
              {t('newsletter.error.generic')}
            </Notification>
          )}
          <Button type="submit" width="full" state={submitting ? 'loading' : 'none'}>
            {t('newsletter.submit')}
          </Button>
          {expanded && (
            <div part="legal" className="legal">
              <p>{t('common.requiredFieldsHint')}</p>
              {getLegalTexts(site, flags.privacyHint).map((key) => (
                <p key={key}>{t(key, { age: siteConfig.newsletterMinimumAge })}</p>
              ))}
              <ul part="links" className="links" aria-label={t('newsletter.links.label')}>
                {getNewsletterLinks(site).map(({ kind, href }) => (
                  <li key={kind}>
                    <a part="link" href={href}>
                      {t(LINK_TEXTS[kind])}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </form>
      </>
    );
  }

  return (
    <section
      part="newsletter"
      className="newsletter"
      lang={locale}
      // while the form is there it is the named landmark; a second one with the same name
      // would repeat it (axe landmark-unique), so the section is named only after success
      aria-labelledby={signedUp || confirmed ? titleId : undefined}
      data-state={
        signedUp
          ? 'signed-up'
          : confirmed
            ? 'confirmed'
            : submitting
              ? 'submitting'
              : expanded
                ? 'expanded'
                : 'collapsed'
      }
    >
      <div part="media" className="media" data-image={image ? 'shown' : 'none'}>
        {image && (
          <img
            part="image"
            className="image"
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
            decoding="async"
          />
        )}
        <p part="bubble" className="bubble">
          <span part="bubble-discount" className="bubble__discount">
            {discountText}
          </span>{' '}
          <span part="bubble-text" className="bubble__text">
            {t('newsletter.bubble.voucher')}
          </span>
        </p>
      </div>
      <div part="content" className="content">
        {content}
      </div>
    </section>
  );
}
