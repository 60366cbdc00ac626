// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SALUTATIONS } from '../core/schemas/newsletter';
import { SITE_KEYS, getSiteConfig, type Site } from '../core/sites';
import { validateField, type FieldError, type FormFields } from '../ds/form/form.logic';
import type { PrefillValues } from '../../stores/newsletter/index';
import {
  FIELD,
  getDiscountPercent,
  getNewsletterFields,
  getNewsletterImage,
  getPrefillPatch,
  hasOnlyNameCharacters,
  isFormExpanded,
  isHoneypotFilled,
  isLockedByPrefill,
  looksLikeWebAddress,
  SALUTATION_DISPLAY_ORDER,
  toSignupValues,
} from './newsletter.logic';

const LABELS = {
  email: 'E-Mail-Adresse',
  salutation: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  legal: 'Einwilligung',
  consent: 'Personalisierte Angebote',
};

function fieldsFor(site: Site, showsDneConsent = true): FormFields {
  return getNewsletterFields(getSiteConfig(site).newsletter, LABELS, { showsDneConsent });
}

/** The message key a value gets on a site's field, or null when it is valid. */
function errorOf(site: Site, field: string, value: string | boolean): FieldError['key'] | null {
  const config = fieldsFor(site)[field];
  if (!config) throw new Error(`${site} has no field ${field}`);
  return validateField(config, value)?.key ?? null;
}

describe('fields by country (spec footer §2)', () => {
  it.each<[Site, string[]]>([
    ['DE', ['email', 'consentDne']],
    ['AT', ['email', 'salutation', 'firstName', 'lastName', 'consentDne']],
    ['CH', ['email', 'consentDne']],
    ['CH_FR', ['email', 'consentDne']],
    ['PL', ['email', 'consentDne']],
    ['CZ', ['email', 'consentDne']],
    ['HU', ['email', 'salutation', 'firstName', 'lastName', 'consentDne']],
    ['SK', ['email', 'consentDne']],
    ['TR', ['email', 'firstName', 'lastName', 'legalNewsletter', 'consentDne']],
  ])('%s has %j, in display order', (site, names) => {
    expect(Object.keys(fieldsFor(site))).toEqual(names);
  });

  it.each(SITE_KEYS)('%s leaves out the consent a customer already gave', (site) => {
    expect(Object.keys(fieldsFor(site, false))).not.toContain(FIELD.consent);
  });
});

describe('e-mail validation (spec footer §5)', () => {
  it.each(SITE_KEYS)('%s requires the e-mail address', (site) => {
    expect(errorOf(site, 'email', '')).toBe('newsletter.email.required');
    expect(errorOf(site, 'email', '   ')).toBe('newsletter.email.required');
  });

  it.each([
    ['anna@example.com', null],
    ['anna.maria+news@mail.example.co.uk', null],
    ['  anna@example.com  ', null],
    ['anna', 'newsletter.email.invalid'],
    ['anna@', 'newsletter.email.invalid'],
    ['anna@example', 'newsletter.email.invalid'],
    ['anna @example.com', 'newsletter.email.invalid'],
    ['<script>@x.de', 'newsletter.email.invalid'],
    ['😀@example.com', 'newsletter.email.invalid'],
  ])('checks the address pattern: %j', (value, key) => {
    expect(errorOf('DE', 'email', value)).toBe(key);
  });

  it('allows at most 256 characters', () => {
    const address = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.de`;
    expect(address).toHaveLength(256);
    expect(errorOf('DE', 'email', address)).toBeNull();
    expect(errorOf('DE', 'email', `a${address}`)).toBe('ds.form.maxLength');
  });
});

describe('name validation (spec footer §5)', () => {
  it.each<[Site, 'firstName' | 'lastName', string | null]>([
    ['HU', 'firstName', 'newsletter.firstName.required'],
    ['HU', 'lastName', 'newsletter.lastName.required'],
    ['TR', 'firstName', 'newsletter.firstName.required'],
    ['TR', 'lastName', 'newsletter.lastName.required'],
    ['AT', 'firstName', null],
    ['AT', 'lastName', null],
  ])('%s %s: an empty name gives %s', (site, field, key) => {
    expect(errorOf(site, field, '')).toBe(key);
    expect(errorOf(site, field, '  ')).toBe(key);
  });

  it.each([
    'Anna',
    'Zoë',
    'Łukasz',
    'Çağla',
    'Dvořáková',
    'Ödön',
    'José', // decomposed: e + combining acute accent
    'Anne-Marie',
    "O'Brien",
    'D`Angelo',
    'D´Angelo',
    'Müller & Söhne',
    'Smith, Jr.',
    'J.R.R. Tolkien',
    'St. John',
    'Maria (Mia)',
    'A/B',
    'Ludwig II',
    'Anna+Ben',
    'Ὀδυσσεύς',
  ])('accepts %j', (name) => {
    expect(errorOf('AT', 'firstName', name)).toBeNull();
    expect(errorOf('HU', 'lastName', name)).toBeNull();
  });

  it.each([
    'Anna😀',
    '<script>alert(1)</script>',
    'Anna"',
    'anna@example.com',
    'Anna; DROP TABLE',
    'Anna!',
    'Anna_Maria',
    'Anna#1',
    'Tab\u0000Null',
  ])('refuses characters outside the allowed set: %j', (name) => {
    expect(errorOf('AT', 'firstName', name)).toBe('newsletter.field.invalidCharacters');
  });

  it.each(['www.example', 'shop.de', 'example.com/angebot', 'Anna //x', 'WWW.SHOP', 'St.Gallen'])(
    'refuses what looks like a web address: %j',
    (name) => {
      expect(looksLikeWebAddress(name)).toBe(true);
      expect(errorOf('TR', 'lastName', name)).toBe('newsletter.field.invalidCharacters');
    },
  );

  it('allows 40 characters and not 41', () => {
    expect(errorOf('AT', 'firstName', 'a'.repeat(40))).toBeNull();
    expect(errorOf('AT', 'firstName', 'a'.repeat(41))).toBe('ds.form.maxLength');
  });

  it('names invalid characters before the length for a 10,000-character emoji name', () => {
    expect(errorOf('AT', 'firstName', '😀'.repeat(10_000))).toBe(
      'newsletter.field.invalidCharacters',
    );
    expect(errorOf('AT', 'firstName', 'a'.repeat(10_000))).toBe('ds.form.maxLength');
  });

  it('reads the allowed set exactly', () => {
    expect(hasOnlyNameCharacters("+&'`´,()/.- \t")).toBe(true);
    expect(hasOnlyNameCharacters('*')).toBe(false);
  });
});

describe('salutation, legal checkbox and consent (spec footer §5)', () => {
  it('offers the salutations in the order MRS, MR, DIVERS, COMPANY (spec footer §3)', () => {
    expect(SALUTATION_DISPLAY_ORDER).toEqual(['MRS', 'MR', 'DIVERS', 'COMPANY']);
    expect([...SALUTATION_DISPLAY_ORDER].sort()).toEqual([...SALUTATIONS].sort());
  });

  it('requires the salutation on HU only', () => {
    expect(errorOf('HU', 'salutation', '')).toBe('newsletter.salutation.required');
    expect(errorOf('HU', 'salutation', 'MRS')).toBeNull();
    expect(errorOf('AT', 'salutation', '')).toBeNull();
  });

  it('requires the TR legal checkbox', () => {
    expect(errorOf('TR', 'legalNewsletter', false)).toBe('newsletter.legal.required');
    expect(errorOf('TR', 'legalNewsletter', true)).toBeNull();
    expect(fieldsFor('TR')[FIELD.legal]?.initialValue).toBe(false);
  });

  it.each(SITE_KEYS)('%s leaves the personalised-offers consent optional', (site) => {
    expect(errorOf(site, 'consentDne', false)).toBeNull();
    expect(errorOf(site, 'consentDne', true)).toBeNull();
  });
});

describe('isFormExpanded (spec footer §2)', () => {
  it.each([
    [{}, false, false],
    [{ email: '' }, false, false],
    [{ email: '   ' }, false, false],
    [{ email: 'a' }, false, true],
    [{ firstName: 'Anna' }, false, true],
    [{ lastName: 'Huber' }, false, true],
    [{ salutation: 'MRS' }, false, true],
    [{ consentDne: true }, false, false],
    [{}, true, true],
  ])('values %j, focused %s: %s', (values, focused, expanded) => {
    expect(isFormExpanded(values, focused)).toBe(expanded);
  });
});

const PREFILL: PrefillValues = {
  email: 'bence.nagy@example.com',
  salutation: 'MR',
  firstName: 'Bence',
  lastName: 'Nagy',
  hasDneConsent: false,
};

describe('pre-fill (spec footer §2, §3, §6)', () => {
  it.each<[Site, string[]]>([
    ['DE', ['email']],
    ['AT', ['email', 'salutation', 'firstName', 'lastName']],
    ['HU', ['email', 'salutation', 'firstName', 'lastName']],
    ['TR', ['email', 'firstName', 'lastName']],
    ['CZ', ['email']],
  ])('%s fills the fields it shows: %j', (site, names) => {
    const patch = getPrefillPatch({}, PREFILL, getSiteConfig(site).newsletter);
    expect(patch.map(([name]) => name)).toEqual(names);
  });

  it('never overwrites what the visitor typed', () => {
    const patch = getPrefillPatch(
      { email: 'mine@example.org', firstName: '' },
      PREFILL,
      getSiteConfig('HU').newsletter,
    );
    expect(patch).toEqual([
      ['salutation', 'MR'],
      ['firstName', 'Bence'],
      ['lastName', 'Nagy'],
    ]);
  });

  it('fills nothing without base data and skips empty base values', () => {
    expect(getPrefillPatch({}, undefined, getSiteConfig('AT').newsletter)).toEqual([]);
    expect(
      getPrefillPatch({}, { ...PREFILL, firstName: '' }, getSiteConfig('AT').newsletter).map(
        ([name]) => name,
      ),
    ).toEqual(['email', 'salutation', 'lastName']);
  });

  it.each<[Site, boolean]>([
    ['AT', true],
    ['HU', true],
    ['TR', true],
    ['DE', false],
    ['CH', false],
    ['CH_FR', false],
    ['PL', false],
    ['CZ', false],
    ['SK', false],
  ])('%s locks a field holding its pre-filled value: %s', (site, locks) => {
    const values = { email: PREFILL.email };
    expect(isLockedByPrefill('email', values, PREFILL, getSiteConfig(site).newsletter)).toBe(locks);
  });

  it('does not lock a field with another value or an empty pre-fill', () => {
    const fields = getSiteConfig('HU').newsletter;
    expect(isLockedByPrefill('email', { email: 'mine@example.org' }, PREFILL, fields)).toBe(false);
    expect(
      isLockedByPrefill('firstName', { firstName: '' }, { ...PREFILL, firstName: '' }, fields),
    ).toBe(false);
    expect(isLockedByPrefill('email', { email: PREFILL.email }, undefined, fields)).toBe(false);
  });
});

describe('honeypot and values', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['http://spam.example', true],
    ['x', true],
  ])('honeypot %j marks a bot: %s', (value, bot) => {
    expect(isHoneypotFilled(value)).toBe(bot);
  });

  it('turns form values into the store values', () => {
    expect(
      toSignupValues({ email: 'a@b.de', salutation: 'MR', firstName: 'A', consentDne: true }),
    ).toEqual({
      email: 'a@b.de',
      salutation: 'MR',
      firstName: 'A',
      lastName: '',
      consentDne: true,
    });
    expect(toSignupValues({}).consentDne).toBe(false);
  });
});

describe('image and discount', () => {
  it.each([
    [20_000, '/newsletter-frontend/images/desktop.svg'],
    [1024, '/newsletter-frontend/images/desktop.svg'],
    [1023, '/newsletter-frontend/images/tablet.svg'],
    [767, '/newsletter-frontend/images/tablet.svg'],
    [766, undefined],
    [320, undefined],
  ])('at %i px shows %s', (width, src) => {
    expect(getNewsletterImage(width)?.src).toBe(src);
  });

  it('gives the desktop image 400x300 and the tablet image 273x273', () => {
    expect(getNewsletterImage(1024)).toMatchObject({ width: 400, height: 300 });
    expect(getNewsletterImage(800)).toMatchObject({ width: 273, height: 273 });
  });

  it.each([
    [undefined, 10],
    [15, 15],
    [12.5, 12.5],
    [0, 10],
    [-5, 10],
    [101, 10],
    [Number.NaN, 10],
  ])('discount %s gives %s percent', (value, percent) => {
    expect(getDiscountPercent(value)).toBe(percent);
  });
});
