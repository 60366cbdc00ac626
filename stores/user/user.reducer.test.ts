// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INITIAL_USER_STATE, withPersonalData, withPsdata } from './user.reducer';

describe('withPersonalData', () => {
  it('takes name, beans and card membership of a logged-in customer', () => {
    const state = withPersonalData(INITIAL_USER_STATE, {
      tracking: { loginStatus: 'LOGGED_IN' },
      customer: { firstname: 'Anna', lastname: 'Bauer', loyaltyBeans: 120 },
      statuses: { isCommunityMember: true, isCardMember: true },
    });
    expect(state).toMatchObject({
      status: 'loaded',
      loginStatus: 'LOGGED_IN',
      loggedInOrRemembered: true,
      customerName: 'Anna Bauer',
      loyaltyBeans: 120,
      isCardMember: true,
      isCommunityMember: true,
    });
  });

  it('treats a remembered visitor like a logged-in one', () => {
    const state = withPersonalData(INITIAL_USER_STATE, {
      tracking: { loginStatus: 'REMEMBERED' },
      customer: { firstname: 'Zoltán', lastname: null },
    });
    expect(state.loggedInOrRemembered).toBe(true);
    expect(state.customerName).toBe('Zoltán');
    expect(state.isCardMember).toBe(false);
  });

  it('ignores customer fields of a logged-out visitor', () => {
    const state = withPersonalData(INITIAL_USER_STATE, {
      tracking: { loginStatus: 'LOGGED_OUT' },
      customer: { firstname: 'Stale', lastname: 'Data', loyaltyBeans: 5 },
      statuses: { isCardMember: true },
    });
    expect(state).toMatchObject({
      loggedInOrRemembered: false,
      customerName: '',
      loyaltyBeans: 0,
      isCardMember: false,
    });
  });

  it.each([
    [-5, 0],
    [Number.NaN, 0],
    [12.7, 12],
    [null, 0],
  ])('shows %s beans as %s', (beans, shown) => {
    const state = withPersonalData(INITIAL_USER_STATE, {
      tracking: { loginStatus: 'LOGGED_IN' },
      customer: { loyaltyBeans: beans },
    });
    expect(state.loyaltyBeans).toBe(shown);
  });

  it('yields the logged-out state when there is no data', () => {
    const loggedIn = withPersonalData(INITIAL_USER_STATE, {
      tracking: { loginStatus: 'LOGGED_IN' },
      customer: { firstname: 'Anna' },
    });
    expect(withPersonalData(loggedIn, undefined)).toMatchObject({
      status: 'loaded',
      loginStatus: 'LOGGED_OUT',
      loggedInOrRemembered: false,
      customerName: '',
    });
  });
});

describe('withPsdata', () => {
  it('takes nl_status and forgets it when there is no data', () => {
    const waiting = withPsdata(INITIAL_USER_STATE, { nl_status: 'WAITING_FOR_DOI' });
    expect(waiting.newsletterStatus).toBe('WAITING_FOR_DOI');
    expect(withPsdata(waiting, undefined).newsletterStatus).toBeUndefined();
  });
});
