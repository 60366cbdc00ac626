// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { customerFrontendDataSchema, psdataSchema } from './personal-data';

describe('customerFrontendDataSchema', () => {
  it.each([
    [
      'a logged-in card member',
      {
        tracking: { loginStatus: 'LOGGED_IN', customerType: 'B2C' },
        customer: { firstname: 'Anna', lastname: 'Schmidt', loyaltyBeans: 1250, email: 'a@b.test' },
        statuses: { isCommunityMember: true, isCardMember: true, isNewsletterSubscriber: false },
      },
    ],
    [
      'a remembered visitor with nulls',
      {
        tracking: { loginStatus: 'REMEMBERED' },
        customer: { firstname: 'Anna', lastname: null, loyaltyBeans: null },
        statuses: null,
      },
    ],
    ['a logged-out visitor', { tracking: { loginStatus: 'LOGGED_OUT' } }],
  ])('accepts %s and keeps unknown fields', (_case, body) => {
    const result = v.safeParse(customerFrontendDataSchema, body);
    expect(result.success).toBe(true);
    expect(result.output).toEqual(body);
  });

  it.each([
    ['a missing tracking block', { customer: { firstname: 'Anna' } }],
    ['an unknown login status', { tracking: { loginStatus: 'GUEST' } }],
    ['beans as text', { tracking: { loginStatus: 'LOGGED_IN' }, customer: { loyaltyBeans: '12' } }],
    [
      'a card-member flag as text',
      { tracking: { loginStatus: 'LOGGED_IN' }, statuses: { isCardMember: 'yes' } },
    ],
    ['an array', []],
    ['null', null],
  ])('rejects %s', (_case, body) => {
    expect(v.safeParse(customerFrontendDataSchema, body).success).toBe(false);
  });
});

describe('psdataSchema', () => {
  it.each([
    [{ nl_status: 'SUBSCRIBED', basket: { count: 2 } }],
    [{ nl_status: 'WAITING_FOR_DOI' }],
    [{ nl_status: 'UNSUBSCRIBED' }],
    [{ nl_status: null }],
    [{}],
  ])('accepts %j', (body) => {
    expect(v.safeParse(psdataSchema, body)).toMatchObject({ success: true, output: body });
  });

  it.each([[{ nl_status: 3 }], ['SUBSCRIBED'], [null]])('rejects %j', (body) => {
    expect(v.safeParse(psdataSchema, body).success).toBe(false);
  });
});
