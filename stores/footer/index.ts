/**
 * The footer's page-wide state and effects (spec footer §2 "Footer", §4, §7, §8).
 *
 * - Content per site, loaded on demand: the site's built-in module (handed in by the view, so a
 *   page loads its own site's content only) and the SHOP_FOOTER override, in parallel, once per
 *   site and page however many footers show it; then merged part by part and prepared for
 *   rendering. Until both have answered the footer shows no content (the built-in content
 *   flashing to the override would shift the page). A failed override is logged and the
 *   built-in content shows; a built-in module that fails to load is logged and asked again by the
 *   next footer that mounts (or connects again); the view's loader raises preload-error on window
 *   (the design system's raisingPreloadError, as the shop's other on-demand modules do).
 * - nl_status through the user store (one /json/psdata request per page).
 * - The visitor's cookies: affiliate number, app client, desktop hint.
 * - The view switch: sets or clears the desktop hint and reloads the page.
 */
import { atom, map } from 'nanostores';
import { fetchFooterOverride } from '../../src/core/api/footer';
import { APP_CLIENT_COOKIE_VALUE, COOKIE_NAMES, REQUEST_TIMEOUT_MS } from '../../src/core/config';
import { deleteCookie, getCookie, setCookie } from '../../src/core/cookies';
import { logOnce, logger, type LogLevel } from '../../src/core/logger';
import type { FooterContent } from '../../src/core/schemas/footer';
import { getBenefitParams, getSiteConfig, type Site } from '../../src/core/sites';
import { loadNewsletterStatus } from '../user/index';
import {
  prepareFooterContent,
  type FooterContentProblem,
  type FooterIconNames,
  type FooterView,
} from './footer.content';
import {
  getDesktopHintCookieName,
  mergeFooterContent,
  type FooterViewSwitch,
  type FooterVisitor,
} from './footer.rules';

export * from './footer.rules';
export type * from './footer.content';

export type FooterContentState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly content: FooterView }
  | { readonly status: 'failed' };

/** The prepared content of each site a footer on the page asked for. */
export const $footerContent = map<Partial<Record<Site, FooterContentState>>>({});

/** Whether /json/psdata has answered (or failed) for the newsletter block's rule. */
export const $newsletterStatusAnswered = atom(false);

/**
 * What the view hands in (injected, as stores never import views): how a site's built-in
 * content module is loaded (src/footer/content) and which icon names the footer can draw.
 */
export interface FooterContentSource extends FooterIconNames {
  readonly loadBuiltIn: () => Promise<{ readonly default: FooterContent }>;
}

/** The running load of each site, for a second footer that asks while it runs. */
const pending = new Map<Site, Promise<void>>();

/** How each kind of unusable content is logged (spec footer §3: an unknown logo source is an error). */
const PROBLEM_LOGS = {
  logo: ['error', 'footer: unknown logo source'],
  icon: ['warn', 'footer: unknown icon name'],
} as const satisfies Record<FooterContentProblem['kind'], readonly [LogLevel, string]>;

function reportProblem(site: Site, { kind, value }: FooterContentProblem): void {
  const [level, message] = PROBLEM_LOGS[kind];
  // once per page and value: every footer of the site reports the same content
  logOnce(`footer|${kind}|${value}`, level, message, { source: 'footer', site, value });
}

/**
 * A site's content, built-in merged with the SHOP_FOOTER override and prepared; never rejects
 * (a built-in module that fails to load is `failed`, logged). The server renderer of the page
 * border (elements/server) asks it without the store; loadFooterContent keeps it per page.
 */
export function fetchFooterContent(
  site: Site,
  source: FooterContentSource,
): Promise<FooterContentState> {
  return Promise.all([
    source.loadBuiltIn(),
    // a failed override resolves to undefined (logged in core/api): the built-in content shows
    fetchFooterOverride(site),
  ]).then(
    ([builtIn, override]): FooterContentState => ({
      status: 'ready',
      content: prepareFooterContent(
        mergeFooterContent(builtIn.default, override),
        source,
        (problem) => reportProblem(site, problem),
        getBenefitParams(site),
      ),
    }),
    (error: unknown): FooterContentState => {
      logger.error('Footer content module failed to load', { source: 'footer', site, error });
      return { status: 'failed' };
    },
  );
}

/** Loads a site's content once per page (again after a failure); returns when it is settled. */
export function loadFooterContent(site: Site, source: FooterContentSource): Promise<void> {
  const current = $footerContent.get()[site];
  if (current && current.status !== 'failed') return pending.get(site) ?? Promise.resolve();
  $footerContent.setKey(site, { status: 'loading' });
  // a load that resetFooter forgot while it ran brings nothing in
  const isCurrent = (): boolean => pending.get(site) === request;
  const request: Promise<void> = fetchFooterContent(site, source).then((state) => {
    if (isCurrent()) $footerContent.setKey(site, state);
  });
  pending.set(site, request);
  return request;
}

/** Asks for nl_status once per page (the user store shares the request with other readers). */
export function loadFooterNewsletterStatus(): Promise<void> {
  return loadNewsletterStatus().then(() => $newsletterStatusAnswered.set(true));
}

/**
 * How long a footer's first render waits at most for its content and the newsletter status
 * (waitForFooter): as long as a service call may take, so a footer on screen appears once
 * however slow its data (a page-border page shows its own fallback meanwhile, and the footer
 * is the page's last part). Only a load that never ends (an import stalled on the network) is
 * given up on: the footer then shows what it has, and the late part follows.
 */
export const FOOTER_WAIT_MS = REQUEST_TIMEOUT_MS;

/**
 * The wait of footers mounting now, per site and need: kept until a footer has appeared with it
 * (forgetFooterWait), so React's retries of a suspended first render get the same promise, and a
 * footer mounted later (again, after a failed content module) waits and loads afresh.
 */
const firstRenders = new Map<string, Promise<void>>();

const waitKey = (site: Site, withNewsletterStatus: boolean): string =>
  `${site}|${withNewsletterStatus}`;

/**
 * The footer settles in one go (issue 24): its first render waits for the site's content (the
 * built-in module and the SHOP_FOOTER override) and, where the newsletter block may show, the
 * newsletter status, at most FOOTER_WAIT_MS. A footer on screen (a short page) then appears once,
 * at its final layout, instead of its groups arriving under the country selector and the
 * newsletter block pushing everything down. Starts the loads; never rejects; the same promise
 * for the same site and need, so React's `use` can suspend on it across retries.
 */
export function waitForFooter(
  site: Site,
  source: FooterContentSource,
  withNewsletterStatus: boolean,
): Promise<void> {
  const key = waitKey(site, withNewsletterStatus);
  let wait = firstRenders.get(key);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FOOTER_WAIT_MS);
      // the data first: its timer goes, so no footer leaves one running for FOOTER_WAIT_MS
      const done = (): void => {
        clearTimeout(timer);
        resolve();
      };
      Promise.all([
        loadFooterContent(site, source),
        withNewsletterStatus && loadFooterNewsletterStatus(),
      ]).then(done, done);
    });
    firstRenders.set(key, wait);
  }
  return wait;
}

/** A footer appeared after its wait: the next one to mount waits (and loads) afresh. */
export function forgetFooterWait(site: Site, withNewsletterStatus: boolean): void {
  firstRenders.delete(waitKey(site, withNewsletterStatus));
}

/** The visitor as a server render takes it: no cookies (the fragment is the same for all). */
export const SERVER_FOOTER_VISITOR: FooterVisitor = {
  hasAffiliateNumber: false,
  isAppClient: false,
  prefersDesktopView: false,
};

/** The visitor's cookies as the footer reads them (spec footer §4). */
export function readFooterVisitor(site: Site): FooterVisitor {
  const hintName = getDesktopHintCookieName(
    COOKIE_NAMES.desktopHintPrefix,
    getSiteConfig(site).country,
  );
  return {
    hasAffiliateNumber: getCookie(COOKIE_NAMES.affiliateNumber) !== undefined,
    isAppClient: getCookie(COOKIE_NAMES.appClient) === APP_CLIENT_COOKIE_VALUE,
    prefersDesktopView: getCookie(hintName) === 'true',
  };
}

/**
 * The view switch: sets (to the desktop view) or clears (back to the mobile view) the country's
 * desktop hint, which the shop's server reads to pick the page's platform, and reloads the page.
 */
export function switchFooterView(target: FooterViewSwitch, site: Site): void {
  const name = getDesktopHintCookieName(
    COOKIE_NAMES.desktopHintPrefix,
    getSiteConfig(site).country,
  );
  if (target === 'toDesktop') setCookie(name, 'true', { path: '/' });
  else deleteCookie(name, { path: '/' });
  window.location.reload();
}

/** Forgets everything loaded (tests). */
/**
 * Takes over the footer content a server render used (embedded in the page-border fragment):
 * a site seeded here is not loaded again on this page.
 */
export function seedFooterContent(entries: Partial<Record<Site, FooterContentState>>): void {
  for (const [site, state] of Object.entries(entries) as [Site, FooterContentState][]) {
    if (state?.status === 'ready' && !$footerContent.get()[site])
      $footerContent.setKey(site, state);
  }
}

export function resetFooter(): void {
  pending.clear();
  firstRenders.clear();
  $footerContent.set({});
  $newsletterStatusAnswered.set(false);
}
