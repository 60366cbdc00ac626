import { describe, expect, it } from 'vitest';
import { FetchError, ResponseError, SchemaError } from '../../src/core/http';
import { SITE_KEYS, getSiteConfig, type Site } from '../../src/core/sites';
import type { SignupValues } from './newsletter.rules';
import { describeFailure, getSubmitResult, getSubscriptionRequest } from './newsletter.submit';

const VALUES: SignupValues = {
  email: '  anna.huber@example.com ',
  salutation: 'MRS',
  firstName: ' Anna ',
  lastName: 'Huber',
  consentDne: false,
};

const requestFor = (site: Site, values: Partial<SignupValues> = {}, addition?: string) =>
  getSubscriptionRequest({ ...VALUES, ...values }, getSiteConfig(site).newsletter, {
    origin: 'NEWSLETTER',
    originAddition: addition,
  });

describe('getSubscriptionRequest (spec footer §3, §7)', () => {
  it.each<[Site, string[]]>([
    ['DE', ['email', 'consents', 'origin']],
    ['AT', ['email', 'salutation', 'firstName', 'lastName', 'consents', 'origin']],
    ['CH', ['email', 'consents', 'origin']],
    ['CH_FR', ['email', 'consents', 'origin']],
    ['PL', ['email', 'consents', 'origin']],
    ['CZ', ['email', 'consents', 'origin']],
    ['HU', ['email', 'salutation', 'firstName', 'lastName', 'consents', 'origin']],
    ['SK', ['email', 'consents', 'origin']],
    ['TR', ['email', 'firstName', 'lastName', 'consents', 'origin']],
  ])('%s sends only the fields it shows: %j', (site, keys) => {
    expect(Object.keys(requestFor(site))).toEqual(keys);
  });

  it('trims the address and the names', () => {
    expect(requestFor('AT')).toEqual({
      email: 'anna.huber@example.com',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Huber',
      consents: [],
      origin: 'NEWSLETTER',
    });
  });

  it('sends DNE only when the consent is ticked', () => {
    expect(requestFor('DE', { consentDne: true }).consents).toEqual(['DNE']);
    expect(requestFor('DE', { consentDne: false }).consents).toEqual([]);
  });

  it('leaves out empty optional fields and an unknown salutation', () => {
    const body = requestFor('AT', { salutation: '', firstName: '  ', lastName: '' });
    expect(body).toEqual({ email: 'anna.huber@example.com', consents: [], origin: 'NEWSLETTER' });
    expect(requestFor('AT', { salutation: 'DR' })).not.toHaveProperty('salutation');
  });

  it('sends origin and origin addition', () => {
    expect(
      getSubscriptionRequest(VALUES, getSiteConfig('DE').newsletter, {
        origin: 'SHOPPING_CART',
        originAddition: ' minicart ',
      }),
    ).toMatchObject({ origin: 'SHOPPING_CART', originAddition: 'minicart' });
    expect(requestFor('DE', {}, '   ')).not.toHaveProperty('originAddition');
  });
});

describe('getSubmitResult (spec footer §8)', () => {
  it.each([
    [
      'email_invalid',
      new ResponseError(400, { type: 'urn:newsletter:email_invalid' }, 'p'),
      'ERROR_INVALID_EMAIL',
    ],
    [
      'validation_failed',
      new ResponseError(400, { type: 'urn:newsletter:validation_failed' }, 'p'),
      'ERROR_GENERIC',
    ],
    [
      'internal_error',
      new ResponseError(500, { type: 'urn:newsletter:internal_error' }, 'p'),
      'ERROR_GENERIC',
    ],
    ['an empty error body', new ResponseError(500, undefined, 'p'), 'ERROR_GENERIC'],
    [
      'a malformed error body',
      new ResponseError(400, { type: { text: 'x' } }, 'p'),
      'ERROR_GENERIC',
    ],
    ['a list as error body', new ResponseError(400, [], 'p'), 'ERROR_GENERIC'],
    ['a network error', new FetchError('network', 'p'), 'ERROR_GENERIC'],
    ['a timeout', new FetchError('timeout', 'p'), 'ERROR_GENERIC'],
    ['an unusable answer', new SchemaError(200, [], 'p'), 'ERROR_GENERIC'],
    ['anything else', new Error('boom'), 'ERROR_GENERIC'],
  ])('%s gives %s', (_case, error, result) => {
    expect(getSubmitResult(error)).toBe(result);
  });

  it('logs service failures, not the visitor’s address nor an abort', () => {
    expect(
      describeFailure(new ResponseError(400, { type: 'urn:newsletter:email_invalid' }, 'p')),
    ).toBe('visitor');
    expect(describeFailure(new FetchError('aborted', 'p'))).toBe('aborted');
    expect(describeFailure(new FetchError('timeout', 'p'))).toBe('service');
    expect(describeFailure(new ResponseError(503, undefined, 'p'))).toBe('service');
  });
});

it.each(SITE_KEYS)('%s always sends the address', (site) => {
  expect(requestFor(site).email).toBe('anna.huber@example.com');
});
