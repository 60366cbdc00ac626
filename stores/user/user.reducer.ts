import type {
  CustomerFrontendData,
  LoginStatus,
  Psdata,
} from '../../src/core/schemas/personal-data';

/**
 * The user store's state (spec header §3 "In the user store: customerName, loggedInOrRemembered,
 * loyaltyBeans, and a card-member flag"; footer §3 nl_status). Absent data is the logged-out
 * visitor: that is what a failed load shows too (spec header §8 "Silent failures").
 */
export interface UserState {
  readonly status: 'idle' | 'loading' | 'loaded';
  readonly loginStatus: LoginStatus;
  readonly loggedInOrRemembered: boolean;
  readonly customerName: string;
  readonly loyaltyBeans: number;
  readonly isCardMember: boolean;
  readonly isCommunityMember: boolean;
  /** nl_status from /json/psdata; undefined until loaded or when unknown. */
  readonly newsletterStatus: string | undefined;
}

export const INITIAL_USER_STATE: UserState = {
  status: 'idle',
  loginStatus: 'LOGGED_OUT',
  loggedInOrRemembered: false,
  customerName: '',
  loyaltyBeans: 0,
  isCardMember: false,
  isCommunityMember: false,
  newsletterStatus: undefined,
};

export function withPersonalData(
  state: UserState,
  data: CustomerFrontendData | undefined,
): UserState {
  if (!data) {
    return {
      ...state,
      status: 'loaded',
      loginStatus: 'LOGGED_OUT',
      loggedInOrRemembered: false,
      customerName: '',
      loyaltyBeans: 0,
      isCardMember: false,
      isCommunityMember: false,
    };
  }
  const loginStatus = data.tracking.loginStatus;
  const loggedInOrRemembered = loginStatus === 'LOGGED_IN' || loginStatus === 'REMEMBERED';
  const customer = loggedInOrRemembered ? data.customer : undefined;
  const beans = customer?.loyaltyBeans;
  return {
    ...state,
    status: 'loaded',
    loginStatus,
    loggedInOrRemembered,
    customerName: [customer?.firstname, customer?.lastname]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    // negative or fractional bean counts from a faulty service are not shown as such
    loyaltyBeans:
      typeof beans === 'number' && Number.isFinite(beans) && beans > 0 ? Math.floor(beans) : 0,
    isCardMember: loggedInOrRemembered && data.statuses?.isCardMember === true,
    isCommunityMember: loggedInOrRemembered && data.statuses?.isCommunityMember === true,
  };
}

export function withPsdata(state: UserState, data: Psdata | undefined): UserState {
  return { ...state, newsletterStatus: data?.nl_status ?? undefined };
}
