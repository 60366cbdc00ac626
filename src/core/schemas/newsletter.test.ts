// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { customerBaseDataSchema, isSalutation, newsletterErrorBodySchema } from './newsletter';

describe('newsletter schemas (spec footer §3, §7)', () => {
  it('accepts base data with missing, null and extra fields', () => {
    expect(v.safeParse(customerBaseDataSchema, {}).success).toBe(true);
    expect(
      v.safeParse(customerBaseDataSchema, {
        email: 'a@b.de',
        salutation: null,
        firstName: null,
        consents: ['DNE'],
        legals: [],
        customerNumber: 42,
      }).success,
    ).toBe(true);
  });

  it.each([
    ['a name of the wrong type', { firstName: { text: 'Anna' } }],
    ['consents that are no list', { consents: { length: 1 } }],
    ['nothing', undefined],
  ])('refuses %s', (_case, body) => {
    expect(v.safeParse(customerBaseDataSchema, body).success).toBe(false);
  });

  it('reads the error type only when it is a string', () => {
    expect(v.safeParse(newsletterErrorBodySchema, { type: 'urn:newsletter:x' }).success).toBe(true);
    expect(v.safeParse(newsletterErrorBodySchema, { type: 1 }).success).toBe(false);
  });

  it('knows the service’s salutations, in capitals', () => {
    expect(isSalutation('MR')).toBe(true);
    expect(isSalutation('mr')).toBe(false);
    expect(isSalutation(undefined)).toBe(false);
  });
});
