// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FetchError, ResponseError } from '../../src/core/http';
import { getDoiResult, getPrefillValues } from './newsletter.calls';
import { getSignUpTrackingEvent, readSubscriberToken } from './newsletter.rules';

describe('getSignUpTrackingEvent (spec footer §7)', () => {
  it('sends sign_up with subject, origin:originAddition, type and emitter', () => {
    expect(getSignUpTrackingEvent({ origin: 'NEWSLETTER', originAddition: 'footer' })).toEqual({
      event: 'sign_up',
      subject: 'newsletter',
      origin: 'NEWSLETTER:footer',
      type: 'ga4',
      emitter: 'newsletterservice',
    });
  });

  it('writes the origin alone without an addition', () => {
    expect(getSignUpTrackingEvent({ origin: 'SHOPPING_CART' }).origin).toBe('SHOPPING_CART');
    expect(getSignUpTrackingEvent({ origin: 'NEWSLETTER', originAddition: ' ' }).origin).toBe(
      'NEWSLETTER',
    );
  });
});

describe('getPrefillValues (spec footer §3 base data)', () => {
  it('maps the base data onto the form', () => {
    expect(
      getPrefillValues({
        email: 'bence.nagy@example.com',
        salutation: 'MR',
        firstName: 'Bence',
        lastName: 'Nagy',
        consents: ['DNE'],
        legals: [],
      }),
    ).toEqual({
      email: 'bence.nagy@example.com',
      salutation: 'MR',
      firstName: 'Bence',
      lastName: 'Nagy',
      hasDneConsent: true,
    });
  });

  it('tolerates missing, null and unknown values', () => {
    expect(getPrefillValues({ salutation: 'DR', firstName: null })).toEqual({
      email: '',
      salutation: '',
      firstName: '',
      lastName: '',
      hasDneConsent: false,
    });
    expect(getPrefillValues(undefined)).toBeUndefined();
  });
});

describe('readSubscriberToken (the confirmation link)', () => {
  it.each([
    ['', { kind: 'none' }],
    ['?query=kaffee', { kind: 'none' }],
    ['?subscriberToken=', { kind: 'none' }],
    ['?subscriberToken=%20%20', { kind: 'none' }],
    [
      '?subscriberToken=7f3c9a2e5b8d4f1a6c0e9b3d2a5f8c71',
      { kind: 'token', token: '7f3c9a2e5b8d4f1a6c0e9b3d2a5f8c71' },
    ],
    ['?a=1&subscriberToken=abc-DEF_1.2~3', { kind: 'token', token: 'abc-DEF_1.2~3' }],
    ['?subscriberToken=%3Cscript%3Ealert(1)%3C%2Fscript%3E', { kind: 'malformed' }],
    ['?subscriberToken=..%2F..%2Fadmin', { kind: 'malformed' }],
    [`?subscriberToken=${'a'.repeat(201)}`, { kind: 'malformed' }],
  ])('%j gives %j', (search, result) => {
    expect(readSubscriberToken(search)).toEqual(result);
  });
});

describe('getDoiResult', () => {
  it.each([
    [new ResponseError(404, { type: 'urn:newsletter:doi_token_invalid' }, 'p'), 'LINK_INVALID'],
    [new ResponseError(410, { type: 'urn:newsletter:doi_token_expired' }, 'p'), 'LINK_INVALID'],
    [new ResponseError(400, undefined, 'p'), 'LINK_INVALID'],
    [new ResponseError(500, undefined, 'p'), 'FAILED'],
    [new FetchError('network', 'p'), 'FAILED'],
    [new FetchError('timeout', 'p'), 'FAILED'],
  ])('%s gives %s', (error, result) => {
    expect(getDoiResult(error)).toBe(result);
  });
});
