import { map } from 'nanostores';
import { COOKIE_NAMES, ONETRUST_CONSENT_EVENT, type Stage } from '../../src/core/config';
import { parseActiveGroups, parseConsentCookie, type ConsentGroups } from '../../src/core/consent';
import { getRawCookie } from '../../src/core/cookies';
import { describeError, logger } from '../../src/core/logger';
import type { Site } from '../../src/core/sites';
import { pushToDataLayer } from '../../src/core/tracking';
import {
  CONSENT_BOUND_SCRIPTS,
  getConsentedScripts,
  getScriptRequest,
  type ThirdPartyScript,
} from './third-party.rules';

export {
  CONSENT_BOUND_SCRIPTS,
  REQUIRED_CONSENT,
  type ConsentBoundScript,
  type ThirdPartyScript,
} from './third-party.rules';

/**
 * The header's third-party scripts and the consent they wait for (spec header §7, §9). The
 * header calls loadThirdPartyScripts on mount (through third-party.start.ts, which imports this
 * only when the header will use it) and its clean-up on unmount.
 *
 * - With `oneTrustEnabled` the consent manager OneTrust is added: its stub script from the CDN
 *   with the domain id for the site and stage (ONETRUST_DOMAIN_IDS in third-party.sites.ts, dev
 *   ids end in `-test`).
 * - exactag (/js/exactag.js) and the tag manager (Google Tag Manager) are added once consent to
 *   their group is recorded: exactag needs C0004 (marketing), the tag manager C0003
 *   (REQUIRED_CONSENT in third-party.rules.ts).
 * - Recorded consent is the consent manager's cookie (OptanonConsent, its `groups` field), read
 *   when the header mounts, and after that OneTrust's `OneTrustGroupsUpdated` event on window,
 *   which OneTrust fires when it has loaded and whenever the visitor changes the choice (its
 *   detail lists the active groups; an event without such a list makes us read the cookie
 *   again). OneTrust's other hook, the global `OptanonWrapper` callback, is left to the page:
 *   it is a single page global the page may define itself, and chaining onto it would depend
 *   on which script runs first.
 * - Without `oneTrustEnabled` the same cookie and event are used: the page may run its own
 *   OneTrust, or another manager that writes the same cookie. No cookie means no consent, so a
 *   page without any consent manager loads neither script: nothing that tracks is loaded
 *   without a recorded choice.
 * - Consent withdrawn later cannot unload a script that already runs; it takes effect on the
 *   next page.
 * - Every script is added at most once per page: two headers, a header removed and added again,
 *   or a script the page (or a second copy of this bundle) already added with the same address.
 * - A script that fails (blocked, offline, refused by a strict Content Security Policy, or by
 *   Trusted Types) is logged as a warning and never throws into the page; it is not tried again.
 * - The event listener exists only while some header is mounted and a consent-bound script is
 *   still missing.
 */

/** 'added': in the page, loading (or added before by someone else); 'failed': logged, not retried. */
export type ScriptStatus = 'idle' | 'added' | 'loaded' | 'failed';

export interface ThirdPartyOptions {
  readonly site: Site;
  readonly stage: Stage;
  /** The header's `onetrustenabled` attribute: add the consent manager. */
  readonly oneTrustEnabled: boolean;
}

export { ONETRUST_CONSENT_EVENT } from '../../src/core/config';

const NOTHING_ADDED: Record<ThirdPartyScript, ScriptStatus> = {
  oneTrust: 'idle',
  exactag: 'idle',
  tagManager: 'idle',
};

/** Where each script stands on this page. */
export const $thirdPartyScripts = map<Record<ThirdPartyScript, ScriptStatus>>(NOTHING_ADDED);

let mountedHeaders = 0;
let listening = false;

function setStatus(script: ThirdPartyScript, status: ScriptStatus): void {
  $thirdPartyScripts.setKey(script, status);
}

function isInPage(src: string): boolean {
  const wanted = new URL(src, document.baseURI).href;
  return [...document.scripts].some((element) => element.src === wanted);
}

function addScript(script: ThirdPartyScript, options: ThirdPartyOptions): void {
  if ($thirdPartyScripts.get()[script] !== 'idle') return;
  const { src, attributes } = getScriptRequest(script, options);
  try {
    if (isInPage(src)) {
      setStatus(script, 'added');
      return;
    }
    const element = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.async = true;
    // before the element is in the page: a blocked load may report at once
    element.addEventListener('load', () => setStatus(script, 'loaded'), { once: true });
    element.addEventListener(
      'error',
      () => {
        setStatus(script, 'failed');
        logger.warn('A third-party script did not load (blocked or offline)', { script, src });
      },
      { once: true },
    );
    // a page enforcing Trusted Types throws right here
    element.src = src;
    // Google Tag Manager's own snippet starts its clock like this; its page-view triggers wait for it
    if (script === 'tagManager') pushToDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
    setStatus(script, 'added');
    (document.head ?? document.documentElement).append(element);
  } catch (error) {
    setStatus(script, 'failed');
    logger.warn('A third-party script could not be added', {
      script,
      src,
      error: describeError(error),
    });
  }
}

function hasAllConsentBoundScripts(): boolean {
  const statuses = $thirdPartyScripts.get();
  return CONSENT_BOUND_SCRIPTS.every((script) => statuses[script] !== 'idle');
}

function addConsentedScripts(consent: ConsentGroups | undefined, options: ThirdPartyOptions): void {
  for (const script of getConsentedScripts(consent)) addScript(script, options);
  if (hasAllConsentBoundScripts()) stopListening();
}

function readRecordedConsent(): ConsentGroups | undefined {
  return parseConsentCookie(getRawCookie(COOKIE_NAMES.consent));
}

// the options of the header that started listening; the consent-bound scripts do not depend on
// the site or stage, so any header's will do
let listeningOptions: ThirdPartyOptions | undefined;

function onConsentChange(event: Event): void {
  try {
    const detail = (event as CustomEvent<unknown>).detail;
    if (listeningOptions) {
      addConsentedScripts(parseActiveGroups(detail) ?? readRecordedConsent(), listeningOptions);
    }
  } catch (error) {
    logger.warn('Handling a consent change failed', { error: describeError(error) });
  }
}

/**
 * A consent event that arrived before this code was loaded (third-party.start.ts listened in its
 * place): handled as the listener would have, when a consent-bound script is still missing.
 */
export function handleConsentEvent(event: Event): void {
  if (listening) onConsentChange(event);
}

function startListening(options: ThirdPartyOptions): void {
  listeningOptions ??= options;
  if (listening) return;
  listening = true;
  window.addEventListener(ONETRUST_CONSENT_EVENT, onConsentChange);
}

function stopListening(): void {
  if (!listening) return;
  listening = false;
  listeningOptions = undefined;
  window.removeEventListener(ONETRUST_CONSENT_EVENT, onConsentChange);
}

/**
 * Adds the consent manager (with `oneTrustEnabled`) and the scripts the recorded consent allows,
 * and waits for consent to the others. Returns the clean-up for the header's unmount.
 */
export function loadThirdPartyScripts(options: ThirdPartyOptions): () => void {
  if (typeof document === 'undefined' || typeof window === 'undefined') return () => undefined;
  try {
    if (options.oneTrustEnabled) addScript('oneTrust', options);
    addConsentedScripts(readRecordedConsent(), options);
  } catch (error) {
    logger.warn('Loading third-party scripts failed', { error: describeError(error) });
  }
  if (hasAllConsentBoundScripts()) return () => undefined;
  mountedHeaders += 1;
  startListening(options);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    mountedHeaders -= 1;
    if (mountedHeaders === 0) stopListening();
  };
}

/** A fresh page's state: nothing added, no listener (tests). Script elements stay where they are. */
export function resetThirdPartyScripts(): void {
  stopListening();
  mountedHeaders = 0;
  $thirdPartyScripts.set(NOTHING_ADDED);
}
