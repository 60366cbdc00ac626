/**
 * The newsletter sign-up form (issue 6; spec footer "Newsletter sign-up form", §2-§9).
 *
 * Image and discount bubble beside a form that starts with the e-mail field alone and expands to
 * the site's fields, consents, legal texts and links. Validation comes from the design system's
 * useForm (on blur and submit, errors clear on focus, submit focuses the first invalid field);
 * the sign-up, the pre-fill and the confirmation link are the store's (stores/newsletter).
 *
 * This file holds the element's root: the store wiring, the title's heading level, the layout
 * and the move to the success message. Its parts: newsletter-media.tsx (image and bubble),
 * newsletter-form.tsx (the form, its submit, pre-fill and honeypot), newsletter-fields.tsx
 * (salutation, names, checkboxes), newsletter-legal.tsx (texts and links under the form),
 * newsletter-success.tsx (thank-you and confirmation-link notices); the rules are
 * newsletter.logic.ts's and, where they differ by site, newsletter.sites.ts's (legal texts,
 * links) and newsletter-discount.sites.ts's (the discount).
 *
 * Loaded with the page: the image, the title, the e-mail field and the button. The rest
 * (newsletter-parts.tsx: fields, legal texts, notices) is imported on the first intent at the
 * form, and at once when something already needs it: a pre-fill that expands the form, the
 * confirmation link in the page url, an outcome to show (issue 15).
 *
 * Accessibility: the region is named by its title; the e-mail field names the server's verdict
 * in its description and gets focus back when the service refuses the address; errors and the
 * generic failure are announced (role=alert); after success focus moves to the thank-you
 * heading (when it was in the form), so nothing is lost to the page's start. Every text from the
 * page (title, the address in the success text) is rendered as text.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { NewsletterOrigin } from '../core/schemas/newsletter';
import { useForm } from '../ds/form/index';
import { getHeadingLevel } from '../shared/heading-level';
import { useOnDemand } from '../shared/on-demand';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  $doiConfirmation,
  confirmSubscriptionFromUrl,
  createNewsletterSignup,
  getDoiNotice,
  isGenericErrorShown,
  isSuccessShown,
} from '../../stores/newsletter/index';
import { NewsletterForm, newsletterParts } from './newsletter-form';
import { NewsletterMedia } from './newsletter-media';
import { getDiscountPercent, getNewsletterFields, isFormExpanded } from './newsletter.logic';
import { formatDiscount } from './newsletter-discount.sites';
import { useNewsletterImage } from './use-newsletter-image';
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

export function NewsletterSignup({
  origin = 'NEWSLETTER',
  originAddition,
  title,
  discount,
  scrollOnSuccess = true,
  spa = false,
  headingLevel,
}: NewsletterSignupProps) {
  useStyles(css);
  const { site, siteConfig, locale, host } = useShop();
  const t = useTranslate();
  const [signup] = useState(() => createNewsletterSignup(host));
  const state = useStore(signup.$signup);
  const doi = useStore($doiConfirmation);
  const root = useRef<HTMLElement>(null);
  const image = useNewsletterImage(root);
  const titleId = `${useId()}-title`;
  // read from the page once, when the element is first rendered where it sits
  const [contextHeadingLevel] = useState(() => getHeadingLevel(undefined, host));
  const level =
    headingLevel !== undefined ? getHeadingLevel(headingLevel, host) : contextHeadingLevel;
  const Heading = `h${level}` as const;

  const form = useForm({
    fields: getNewsletterFields(
      siteConfig.newsletter,
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

  const heading = useRef<HTMLHeadingElement | null>(null);
  const focusHeading = useRef(false);

  useEffect(() => () => signup.dispose(), [signup]);
  useEffect(() => signup.loadPrefill(site), [signup, site]);
  useEffect(() => confirmSubscriptionFromUrl({ spa, site }), [spa, site]);

  const signedUp = isSuccessShown(state);
  const expanded = isFormExpanded(form.values, state.emailFocused);
  const confirmed = doi.status === 'CONFIRMED' && !signedUp;
  const doiNotice = getDoiNotice(doi);
  const { module: parts, load: loadParts } = useOnDemand(newsletterParts);
  // what shows now needs the parts: an expanded form (a pre-fill, spec footer §2), the
  // confirmation link's notice, an outcome; a failed import is retried on the next intent
  const needsParts =
    expanded || signedUp || confirmed || doiNotice !== undefined || isGenericErrorShown(state);
  useEffect(() => {
    if (needsParts && !parts) loadParts();
  }, [needsParts, parts, loadParts]);

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
    // the heading is there once the parts are (a bot's sign-up may come before them)
  }, [signedUp, scrollOnSuccess, parts]);

  const discountText = formatDiscount(getDiscountPercent(discount), site);
  const submitting = state.phase === 'submitting';

  return (
    <section
      ref={root}
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
      <div className="newsletter__layout">
        <NewsletterMedia image={image} discountText={discountText} t={t} />
        <div part="content" className="newsletter__content">
          {signedUp || confirmed ? (
            parts ? (
              <parts.NewsletterSuccess
                signedUp={signedUp}
                submittedEmail={state.submittedEmail}
                headingLevel={level}
                headingId={titleId}
                headingRef={heading}
                t={t}
              />
            ) : (
              <p className="newsletter__loading" aria-busy="true">
                {t('common.loading')}
              </p>
            )
          ) : (
            <>
              <Heading part="title" className="newsletter__heading" id={titleId}>
                {title?.trim() ? title : t('newsletter.title.default', { discount: discountText })}
              </Heading>
              {parts && <parts.DoiNotice notice={doiNotice} t={t} />}
              <NewsletterForm
                form={form}
                signup={signup}
                state={state}
                expanded={expanded}
                titleId={titleId}
                origin={origin}
                originAddition={originAddition}
                spa={spa}
                onSignedUp={(focusWasInside) => {
                  focusHeading.current = focusWasInside;
                }}
                parts={parts}
                onIntent={loadParts}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
