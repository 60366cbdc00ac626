import { COOKIE_NAMES, ONETRUST_CONSENT_EVENT } from '../../src/core/config';
import { getRawCookie } from '../../src/core/cookies';
import { describeError, logger } from '../../src/core/logger';
import type { ThirdPartyOptions } from './index';

/**
 * The header's way in to its third-party scripts (spec header §7), whose code (the store in
 * index.ts, the consent rules, the consent cookie's parser) loads only when the header will use
 * it (issue 15, the page's byte budget), as a dynamic import after the header's first render:
 *
 * - at once with `oneTrustEnabled` (the consent manager is to be added), or when the consent
 *   cookie is there (a recorded choice may allow a script now);
 * - else on the consent manager's first `OneTrustGroupsUpdated` event (the page runs its own
 *   consent manager), which is then handed on to the loaded code as if it had been listening.
 *
 * Without any of these the store would add nothing and only listen for that event, which this
 * does in its place. A failed import is logged; the next consent event (or the next header's
 * mount) imports again.
 */

/** What the header needs of the loaded code (stores/third-party/index.ts). */
export interface ThirdPartyCode {
  loadThirdPartyScripts(options: ThirdPartyOptions): () => void;
  handleConsentEvent(event: Event): void;
}

/**
 * Starts the third-party scripts for one header; `importCode` imports index.ts (the view passes
 * it in, raising preload-error when it fails). Returns the clean-up for the header's unmount.
 */
export function startThirdPartyScripts(
  options: ThirdPartyOptions,
  importCode: () => Promise<ThirdPartyCode>,
): () => void {
  if (typeof document === 'undefined' || typeof window === 'undefined') return () => undefined;
  let released = false;
  let stop: (() => void) | undefined;

  const start = (event?: Event): void => {
    window.removeEventListener(ONETRUST_CONSENT_EVENT, onConsentEvent);
    importCode().then(
      (code) => {
        if (released) return;
        stop = code.loadThirdPartyScripts(options);
        if (event) code.handleConsentEvent(event);
      },
      (error: unknown) => {
        logger.warn(
          'The third-party scripts could not be loaded; the next consent event tries again',
          {
            error: describeError(error),
          },
        );
        if (!released) window.addEventListener(ONETRUST_CONSENT_EVENT, onConsentEvent);
      },
    );
  };
  function onConsentEvent(event: Event): void {
    start(event);
  }

  if (options.oneTrustEnabled || getRawCookie(COOKIE_NAMES.consent) !== undefined) start();
  else window.addEventListener(ONETRUST_CONSENT_EVENT, onConsentEvent);

  return () => {
    released = true;
    window.removeEventListener(ONETRUST_CONSENT_EVENT, onConsentEvent);
    stop?.();
  };
}
