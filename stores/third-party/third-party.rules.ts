/**
 * The third-party scripts the header loads (spec header §7 "The scripts /js/exactag.js and a
 * tag manager script are loaded dynamically", "A consent-management script loads from a CDN,
 * with a per-site and per-stage (dev or live) domain id"; §9 "Consent group markers C0004
 * (marketing), C0003") and which recorded consent each waits for. Pure.
 */
import { CONSENT_GROUPS, type ConsentGroup, type Stage } from '../../src/core/config';
import { hasConsent, type ConsentGroups } from '../../src/core/consent';
import type { Site } from '../../src/core/sites';
import {
  EXACTAG_SCRIPT_PATH,
  getOneTrustDomainId,
  ONETRUST_SCRIPT_URL,
  TAG_MANAGER_CONTAINER_ID,
  TAG_MANAGER_SCRIPT_URL,
} from './third-party.sites';

/** Scripts that wait for consent. */
export type ConsentBoundScript = 'exactag' | 'tagManager';
/** The consent manager itself, and the scripts that wait for consent. */
export type ThirdPartyScript = 'oneTrust' | ConsentBoundScript;

export const CONSENT_BOUND_SCRIPTS: readonly ConsentBoundScript[] = ['exactag', 'tagManager'];

/**
 * The consent group each script needs: exactag is a marketing tracker (C0004); the tag manager
 * waits for C0003, the other marker the spec names (OneTrust's functional group). Whatever tags
 * the tag manager fires later are the tag manager's own business: its container checks consent
 * per tag.
 */
export const REQUIRED_CONSENT: Readonly<Record<ConsentBoundScript, ConsentGroup>> = {
  exactag: CONSENT_GROUPS.marketing,
  tagManager: CONSENT_GROUPS.functional,
};

/** The consent-bound scripts the recorded consent allows; none when nothing is recorded. */
export function getConsentedScripts(consent: ConsentGroups | undefined): ConsentBoundScript[] {
  return CONSENT_BOUND_SCRIPTS.filter((script) => hasConsent(consent, REQUIRED_CONSENT[script]));
}

/** The script element to add: its address and any further attributes. */
export interface ScriptRequest {
  readonly src: string;
  readonly attributes: Readonly<Record<string, string>>;
}

export function getScriptRequest(
  script: ThirdPartyScript,
  { site, stage }: { readonly site: Site; readonly stage: Stage },
): ScriptRequest {
  switch (script) {
    case 'oneTrust':
      // OneTrust's stub finds its domain id on its own script element
      return {
        src: ONETRUST_SCRIPT_URL,
        attributes: { 'data-domain-script': getOneTrustDomainId(site, stage), charset: 'UTF-8' },
      };
    case 'exactag':
      return { src: EXACTAG_SCRIPT_PATH, attributes: {} };
    case 'tagManager':
      return {
        src: `${TAG_MANAGER_SCRIPT_URL}?id=${encodeURIComponent(TAG_MANAGER_CONTAINER_ID)}`,
        attributes: {},
      };
    default:
      return script satisfies never;
  }
}
