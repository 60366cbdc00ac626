/**
 * The footer's rules (spec footer §2 "Footer", §4 "Footer"), pure and table-tested: when the
 * footer is reduced, when the newsletter block shows, what a mobile client is and how the
 * service groups start, which view switch it offers, and how the SHOP_FOOTER override and the
 * built-in content combine.
 */
import { NEWSLETTER_STATUS } from '../../src/core/schemas/personal-data';
import type { FooterContent, FooterOverride } from '../../src/core/schemas/footer';
import { BREAKPOINTS, type Platform, type SiteConfig } from '../../src/core/sites';

/** What the footer reads from the visitor's cookies (spec footer §4). */
export interface FooterVisitor {
  /** An affiliate-number cookie exists. */
  readonly hasAffiliateNumber: boolean;
  /** The app cookie holds `new`: the page is shown inside the shop's own app. */
  readonly isAppClient: boolean;
  /** The per-country desktop hint is set: the visitor asked for the desktop view. */
  readonly prefersDesktopView: boolean;
}

/**
 * spec footer §4: reduced if the reduced flag is set, or an affiliate-number cookie exists, or
 * the app-client cookie has the value new.
 */
export function isReducedFooter(reducedAttribute: boolean, visitor: FooterVisitor): boolean {
  return reducedAttribute || visitor.hasAffiliateNumber || visitor.isAppClient;
}

/**
 * spec footer §4: the newsletter block shows unless the footer is reduced, the page hides it
 * (`newsletter="false"`), or nl_status is WAITING_FOR_DOI or SUBSCRIBED. While /json/psdata has
 * not answered it waits (a block that appears and vanishes again would shift the page); a failed
 * or unreadable answer leaves the status unknown, and the block shows.
 */
export function isNewsletterBlockShown(input: {
  readonly newsletterAttribute: boolean;
  readonly reduced: boolean;
  readonly statusAnswered: boolean;
  readonly newsletterStatus: string | undefined;
}): boolean {
  if (!input.newsletterAttribute || input.reduced || !input.statusAnswered) return false;
  return (
    input.newsletterStatus !== NEWSLETTER_STATUS.waitingForDoi &&
    input.newsletterStatus !== NEWSLETTER_STATUS.subscribed
  );
}

/** Whether the footer needs nl_status at all: not when the block cannot show anyway. */
export function needsNewsletterStatus(newsletterAttribute: boolean, reduced: boolean): boolean {
  return newsletterAttribute && !reduced;
}

const isPhonePlatform = (platform: Platform): boolean =>
  platform === 'MATCH' || platform === 'SMARTPHONE';

/**
 * spec footer §4 "Mobile client: platform MATCH or SMARTPHONE, or window narrower than 767 px";
 * §9 narrow-screen breakpoint 767 px.
 */
export function isMobileClient(platform: Platform, windowWidth: number): boolean {
  return isPhonePlatform(platform) || windowWidth < BREAKPOINTS.m;
}

/** spec footer §4: "headings are not links on MATCH or SMARTPHONE". */
export function areGroupHeadingsLinks(platform: Platform): boolean {
  return !isPhonePlatform(platform);
}

/**
 * spec footer §4: a mobile client starts with the service groups (and the categories panel)
 * collapsed; otherwise all groups start expanded (the categories panel collapsed).
 */
export function getInitiallyOpenGroups(groupIds: readonly string[], mobile: boolean): string[] {
  return mobile ? [] : [...groupIds];
}

/** spec footer §3 "hideInClassic": a group link hidden on the CLASSIC platform. */
export function isGroupLinkShown(link: { readonly hideInClassic: boolean }, platform: Platform) {
  return !(link.hideInClassic && platform === 'CLASSIC');
}

export type FooterViewSwitch = 'toDesktop' | 'toMobile';

/**
 * The view switch the footer offers (spec footer §2 "desktop-view link (not in app clients);
 * mobile/desktop view switch"): a mobile client gets the desktop-view link, a visitor who chose
 * the desktop view gets the way back to the mobile view; in the app (which has no desktop view)
 * and on a desktop nobody switched, nothing.
 */
export function getViewSwitch(
  visitor: FooterVisitor,
  mobile: boolean,
): FooterViewSwitch | undefined {
  if (visitor.isAppClient) return undefined;
  if (visitor.prefersDesktopView) return 'toMobile';
  return mobile ? 'toDesktop' : undefined;
}

/** `desktopview_<country>`: one desktop hint per country (CH and CH_FR share one). */
export function getDesktopHintCookieName(prefix: string, country: SiteConfig['country']): string {
  return `${prefix}${country.toLowerCase()}`;
}

/**
 * spec footer §7 "Footer content may also come from a content source that overrides the built-in
 * texts": every part the override has (and that had the right shape) replaces the built-in
 * part; the others stay.
 */
export function mergeFooterContent(
  builtIn: FooterContent,
  override: FooterOverride | undefined,
): FooterContent {
  return override ? { ...builtIn, ...override } : builtIn;
}

/** spec footer §2: the sales-tax note belongs to CZ and SK only (whatever the content holds). */
export function isSalesTaxNoteShown(siteConfig: Pick<SiteConfig, 'hasSalesTaxNote'>): boolean {
  return siteConfig.hasSalesTaxNote;
}
