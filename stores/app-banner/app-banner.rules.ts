/**
 * Who is offered the app, and how (spec header "App-install banner"). Pure: the store gathers
 * the facts (user agent, app cookie, closed flag) and the header says whether it is reduced.
 *
 * - Android: the banner with a Play Store link; iOS Chrome: the banner with an App Store link.
 * - iOS Safari: no banner, Safari's own smart banner through the page's meta tag instead.
 * - Nothing inside the shop's own app (the app cookie) and nothing in the reduced (checkout)
 *   header. The smart banner follows the same two rules (the spec is silent): checkout is no
 *   place to send the visitor away, and the app need not advertise itself.
 * - Closing the banner is permanent; the smart banner is closed in Safari's own way, so the
 *   closed flag does not apply to it.
 */
import type { AppBannerPlatform } from '../../src/core/user-agent';

export type { AppBannerPlatform } from '../../src/core/user-agent';

/** What the store knows about the visitor. */
export interface AppBannerFacts {
  /** From the user agent; undefined where no offer is made (desktops, other iOS browsers). */
  readonly platform: AppBannerPlatform | undefined;
  /** The app cookie says the page runs inside the shop's own app. */
  readonly insideApp: boolean;
  /** The visitor closed the banner (for good, or on this page when storage refused the flag). */
  readonly closed: boolean;
}

/** Before anything is read: no offer. */
export const UNKNOWN_APP_BANNER_FACTS: AppBannerFacts = {
  platform: undefined,
  insideApp: false,
  closed: false,
};

/** NONE, the banner with the store the link goes to, or the smart-banner meta tag. */
export type AppBannerOffer = 'NONE' | 'PLAY_STORE' | 'APP_STORE' | 'SMART_BANNER';

export function getAppBannerOffer(
  facts: AppBannerFacts,
  { reduced }: { readonly reduced: boolean },
): AppBannerOffer {
  if (reduced || facts.insideApp) return 'NONE';
  switch (facts.platform) {
    case 'android':
      return facts.closed ? 'NONE' : 'PLAY_STORE';
    case 'ios-chrome':
      return facts.closed ? 'NONE' : 'APP_STORE';
    case 'ios-safari':
      return 'SMART_BANNER';
    case undefined:
      return 'NONE';
    default:
      return facts.platform satisfies never;
  }
}
