/**
 * Pure rules of the newsletter form view (spec footer "Newsletter sign-up form", §2, §5, §9):
 * which fields a site shows and how each is validated, when the form expands, what the base data
 * pre-fill and lock, which image shows and which discount. What differs by site beyond the
 * fields is newsletter.sites.ts's (links, legal texts) and newsletter-discount.sites.ts's (how a
 * percentage is written).
 */
import type { MessageKey } from '../../i18n/types';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NEWSLETTER_DEFAULT_DISCOUNT_PERCENT,
  NEWSLETTER_IMAGE_MIN_WIDTHS,
} from '../core/config';
import type { Salutation } from '../core/schemas/newsletter';
import type { SiteConfig } from '../core/sites';
import {
  custom,
  email,
  maxLength,
  required,
  type FieldConfig,
  type FormFields,
  type FormValues,
} from '../ds/form/index';
import type { PrefillValues, SignupValues } from '../../stores/newsletter/index';

// ---------------------------------------------------------------------------------------------
// Fields and validation (spec footer §2 "Fields by country", §5)

/** The form's field names, in the order they appear (submit focuses the first invalid one). */
export const FIELD = {
  email: 'email',
  salutation: 'salutation',
  firstName: 'firstName',
  lastName: 'lastName',
  legal: 'legalNewsletter',
  consent: 'consentDne',
} as const;

/**
 * spec footer §3: the order the salutation select offers them in. Here, not beside the service's
 * values in core/schemas/newsletter.ts: only the expanded form's select (loaded on intent) shows
 * it, and the submit's code (loaded on intent too) reads that module, which the element's own
 * chunk then keeps for both instead of splitting it into a chunk of its own.
 */
export const SALUTATION_DISPLAY_ORDER = [
  'MRS',
  'MR',
  'DIVERS',
  'COMPANY',
] as const satisfies readonly Salutation[];

/** The fields the base data fill (spec footer §2: "Pre-filled fields are disabled ..."). */
const PREFILLED_FIELDS = [FIELD.email, FIELD.salutation, FIELD.firstName, FIELD.lastName] as const;
export type PrefilledField = (typeof PREFILLED_FIELDS)[number];

/**
 * spec footer §5: "only letters, digits, whitespace and + & ' ` ´ , ( ) / . - allowed". Letters
 * are every script's letters with their combining marks (a decomposed é is a letter too).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N}\s+&'`´,()/.-]*$/u;

/**
 * spec footer §5: a name "must not look like a URL or web address". With ':' and '@' already
 * refused, an address shows as `www.`, `//` or a dot directly followed by two or more letters
 * (`shop.de`, `x.com/angebot`). Initials (`J.R.R.`), `St. John` and `Jr.` stay allowed.
 */
const WEB_ADDRESS = /www\.|\/\/|\.\p{L}{2}/iu;

export function hasOnlyNameCharacters(value: string): boolean {
  return NAME_CHARACTERS.test(value);
}

export function looksLikeWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface FieldLabels {
  readonly email: string;
  readonly salutation: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly legal: string;
  readonly consent: string;
}

function nameField(label: string, isRequired: boolean, requiredMessage: MessageKey): FieldConfig {
  return {
    label,
    validators: [
      ...(isRequired ? [required(requiredMessage)] : []),
      custom(
        'nameCharacters',
        (value) => hasOnlyNameCharacters(asText(value)),
        'newsletter.field.invalidCharacters',
      ),
      custom(
        'webAddress',
        (value) => !looksLikeWebAddress(asText(value)),
        'newsletter.field.invalidCharacters',
      ),
      maxLength(NAME_MAX_LENGTH),
    ],
  };
}

/**
 * The site's fields and their validators, in display order (spec footer §2, §5). The
 * personalised-offers checkbox is left out when the customer already gave that consent.
 */
export function getNewsletterFields(
  fields: SiteConfig['newsletter'],
  labels: FieldLabels,
  { showsDneConsent }: { readonly showsDneConsent: boolean },
): FormFields {
  const config: Record<string, FieldConfig> = {
    [FIELD.email]: {
      label: labels.email,
      validators: [
        required('newsletter.email.required'),
        email('newsletter.email.invalid'),
        maxLength(EMAIL_MAX_LENGTH),
      ],
    },
  };
  if (fields.salutation) {
    config[FIELD.salutation] = {
      label: labels.salutation,
      validators: fields.salutationRequired ? [required('newsletter.salutation.required')] : [],
    };
  }
  if (fields.names) {
    config[FIELD.firstName] = nameField(
      labels.firstName,
      fields.namesRequired,
      'newsletter.firstName.required',
    );
    config[FIELD.lastName] = nameField(
      labels.lastName,
      fields.namesRequired,
      'newsletter.lastName.required',
    );
  }
  if (fields.legalCheckbox) {
    config[FIELD.legal] = {
      label: labels.legal,
      validators: [required('newsletter.legal.required')],
      initialValue: false,
    };
  }
  if (showsDneConsent) {
    config[FIELD.consent] = { label: labels.consent, initialValue: false };
  }
  return config;
}

/** The form's values in the shape the store sends. */
export function toSignupValues(values: FormValues): SignupValues {
  return {
    email: asText(values[FIELD.email]),
    salutation: asText(values[FIELD.salutation]),
    firstName: asText(values[FIELD.firstName]),
    lastName: asText(values[FIELD.lastName]),
    consentDne: values[FIELD.consent] === true,
  };
}

// ---------------------------------------------------------------------------------------------
// Expansion, pre-fill, honeypot

/**
 * spec footer §2: only the e-mail field shows until an e-mail value exists (a pre-filled one
 * too), another relevant field has a value, or the e-mail field was focused.
 */
export function isFormExpanded(values: FormValues, emailFocused: boolean): boolean {
  return emailFocused || PREFILLED_FIELDS.some((name) => asText(values[name]).trim() !== '');
}

function isShown(name: PrefilledField, fields: SiteConfig['newsletter']): boolean {
  switch (name) {
    case FIELD.email:
      return true;
    case FIELD.salutation:
      return fields.salutation;
    case FIELD.firstName:
    case FIELD.lastName:
      return fields.names;
    default:
      return name satisfies never;
  }
}

/**
 * What the base data fill in: only fields the site shows and the visitor left empty, so nothing
 * typed before the answer arrived is overwritten.
 */
export function getPrefillPatch(
  values: FormValues,
  prefill: PrefillValues | undefined,
  fields: SiteConfig['newsletter'],
): Array<readonly [PrefilledField, string]> {
  if (!prefill) return [];
  return PREFILLED_FIELDS.filter(
    (name) => isShown(name, fields) && prefill[name] !== '' && asText(values[name]).trim() === '',
  ).map((name) => [name, prefill[name]] as const);
}

/**
 * spec footer §2: "Pre-filled fields are disabled in AT, HU and TR when they have a value": a
 * field is locked while it holds the base data's value (not when the visitor typed another one
 * before the base data arrived).
 */
export function isLockedByPrefill(
  name: PrefilledField,
  values: FormValues,
  prefill: PrefillValues | undefined,
  fields: SiteConfig['newsletter'],
): boolean {
  if (!fields.disablesPrefilled || !prefill || prefill[name] === '') return false;
  return asText(values[name]) === prefill[name];
}

/** spec footer §4: any text in the honeypot marks a bot. */
export function isHoneypotFilled(value: string): boolean {
  return value.trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// Image and discount

/** spec footer §2: both images under the newsletter-frontend path. */
const NEWSLETTER_IMAGES = {
  desktop: { src: '/newsletter-frontend/images/desktop.svg', width: 400, height: 300 },
  tablet: { src: '/newsletter-frontend/images/tablet.svg', width: 273, height: 273 },
} as const;
export type NewsletterImage = (typeof NEWSLETTER_IMAGES)[keyof typeof NEWSLETTER_IMAGES];

/**
 * spec footer §2, §9: desktop from 1024 px, tablet from 767 px, none below; the width is the
 * element's own (newsletter.css switches its layout at the same widths).
 */
export function getNewsletterImage(width: number): NewsletterImage | undefined {
  if (width >= NEWSLETTER_IMAGE_MIN_WIDTHS.desktop) return NEWSLETTER_IMAGES.desktop;
  if (width >= NEWSLETTER_IMAGE_MIN_WIDTHS.tablet) return NEWSLETTER_IMAGES.tablet;
  return undefined;
}

/** The `discount` attribute as a percentage; anything but 1 to 100 gives the default 10. */
export function getDiscountPercent(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 && value <= 100
    ? value
    : NEWSLETTER_DEFAULT_DISCOUNT_PERCENT;
}
