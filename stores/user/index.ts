import { atom } from 'nanostores';
import { fetchPersonalData, fetchPsdata } from '../../src/core/api/personal-data';
import type { Site } from '../../src/core/sites';
import { INITIAL_USER_STATE, withPersonalData, withPsdata, type UserState } from './user.reducer';

export type { UserState } from './user.reducer';

/**
 * Personal data shared by the header's user menu, the footer's newsletter block and the
 * newsletter form (spec header §4 "Personal data"; footer §4). A page-provided promise is
 * reused, nothing is fetched on localhost, and a failure leaves the logged-out state.
 */
export const $user = atom<UserState>(INITIAL_USER_STATE);

let personalDataRequest: Promise<void> | undefined;
let psdataRequest: Promise<void> | undefined;

/**
 * Loads login status and customer data once per page; `force` asks again (after a login). `site`
 * is the asking element's: the service answers for the site it is told (the site cookie's
 * otherwise, which a page with <shop-header site="AT"> may not have set).
 */
export function loadPersonalData({
  force = false,
  site,
}: { force?: boolean; site?: Site } = {}): Promise<void> {
  if (personalDataRequest && !force) return personalDataRequest;
  if ($user.get().status === 'idle') $user.set({ ...$user.get(), status: 'loading' });
  const request = fetchPersonalData(site ? { site } : {}).then((data) => {
    if (personalDataRequest === request) $user.set(withPersonalData($user.get(), data));
  });
  personalDataRequest = request;
  return request;
}

/** Loads nl_status (/json/psdata) once per page, shared with any other reader on the page. */
export function loadNewsletterStatus(): Promise<void> {
  psdataRequest ??= fetchPsdata().then((data) => {
    $user.set(withPsdata($user.get(), data));
    // a failed load is asked again by the next reader
    if (data === undefined) psdataRequest = undefined;
  });
  return psdataRequest;
}

/** Forgets everything loaded (tests, and a page that switches the visitor). */
export function resetUser(): void {
  personalDataRequest = undefined;
  psdataRequest = undefined;
  $user.set(INITIAL_USER_STATE);
}
