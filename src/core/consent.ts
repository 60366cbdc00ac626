/**
 * Consent as the consent manager records it (spec header §7 consent-management script, §9
 * "Consent group markers"). The shop's consent manager is OneTrust; a page may also run its own
 * copy of it or another manager that writes the same cookie. Pure functions: the store reads
 * the cookie and the window event and asks these what they say.
 *
 * OneTrust's cookie (COOKIE_NAMES.consent, `OptanonConsent`) is a query string whose values are
 * URL-encoded one by one:
 *
 *   isGpcEnabled=0&datestamp=Mon+Nov+24+2026+10%3A00%3A00+GMT%2B0100&version=202409.1.0
 *   &landingPath=NotLandingPage&groups=C0001%3A1%2CC0003%3A1%2CC0004%3A0&AwaitingReconsent=false
 *
 * It must be parsed as it is sent, still encoded: decoding the whole value first would turn an
 * encoded `&` inside another field (the landing page's address is one) into a field separator,
 * so a crafted link could smuggle in a `groups` field of its own.
 */

/** What was recorded per consent group: granted (true) or refused (false). */
export type ConsentGroups = ReadonlyMap<string, boolean>;

// OneTrust's own ids are C0001..C0005; custom groups and IAB stacks use other letters and digits
const GROUP_ID = /^[A-Za-z0-9_-]+$/;

/**
 * The groups recorded in the consent cookie's raw value, or undefined when nothing is recorded:
 * no cookie, no `groups` field, or a field without one readable entry. Entries that are not
 * `<id>:0` or `<id>:1` are skipped; when an id appears twice, the last entry counts.
 */
export function parseConsentCookie(rawValue: string | undefined): ConsentGroups | undefined {
  if (!rawValue) return undefined;
  let field: string | null;
  try {
    field = new URLSearchParams(rawValue).get('groups');
  } catch {
    return undefined;
  }
  if (!field) return undefined;
  const groups = new Map<string, boolean>();
  for (const entry of field.split(',')) {
    const [id, status, ...rest] = entry.trim().split(':');
    if (!id || !GROUP_ID.test(id) || rest.length > 0) continue;
    if (status === '1') groups.set(id, true);
    else if (status === '0') groups.set(id, false);
  }
  return groups.size > 0 ? groups : undefined;
}

/**
 * The groups of OneTrust's `OneTrustGroupsUpdated` event, whose detail is the list of active
 * group ids (consented or always active); undefined when the detail is not such a list (the
 * event may come from any script on the page).
 */
export function parseActiveGroups(detail: unknown): ConsentGroups | undefined {
  if (!Array.isArray(detail)) return undefined;
  const ids = detail.filter((id): id is string => typeof id === 'string' && GROUP_ID.test(id));
  if (ids.length !== detail.length) return undefined;
  return new Map(ids.map((id) => [id, true]));
}

/** Whether consent to `group` is recorded; no record means no consent. */
export function hasConsent(groups: ConsentGroups | undefined, group: string): boolean {
  return groups?.get(group) === true;
}
