/**
 * The demo page's script: wires the control panel, the element catalogue, the events log and the
 * backend log together. The elements themselves come from /dist/shop-elements.js, exactly as an
 * integrator loads them; this script only creates tags and sets attributes, cookies and events.
 * The one element it defines itself is the demo-only design-system gallery, <ds-gallery>
 * (ds-gallery.tsx), compiled with the page and never part of dist/; it is loaded when its
 * section comes near the screen (see loadGalleryWhenNear).
 *
 * Deep links: the query holds the page settings (`site`, `platform`), the header's settings that
 * differ from its defaults (header-settings.ts), the device preview (`ua`, device-preview.ts) and
 * every scenario switch that differs from the backend's default, and is rewritten
 * (history.replaceState) after each change, so the address bar always reproduces what is on
 * screen. See scenarioFromQuery.
 *
 * The header at the top of the page (#page-header) and the footer at its end (#page-footer) got
 * their attributes from page-start.ts before the bundle ran; this script keeps them in step with
 * the panel.
 */
import { SHOP_EVENTS } from '../src/core/events';
import type { EndpointId } from './backend/scenario';
import {
  CART_ERROR_CODES,
  CART_PRESETS,
  DEFAULT_SCENARIO,
  ENDPOINT_IDS,
  LIMIT_CODES,
  LOGIN_STATUSES,
  MALFORMED_KINDS,
  NAVIGATION_SCENARIOS,
  NEWSLETTER_STATUSES,
  PREVIEW_STATUSES,
  PROMOTION_SCENARIOS,
  SHOP_FOOTER_SCENARIOS,
  getScenario,
  postScenario,
  resetBackend,
  type PanelScenario,
} from './backend-client';
import { startBackendLog } from './backend-log';
import { DEVICE_PREVIEW_PARAMETER, readDevicePreview, type DevicePreview } from './device-preview';
import {
  DEFAULT_HEADER_SETTINGS,
  PAGE_HEADER_ID,
  applyHeaderSettings,
  forgetAppBannerClosed,
  headerQuery,
  isAppBannerClosed,
  isInsideApp,
  readHeaderSettings,
  setInsideApp,
  type HeaderSettings,
} from './header-settings';
import {
  DEFAULT_FOOTER_SETTINGS,
  PAGE_FOOTER_ID,
  applyFooterSettings,
  footerQuery,
  hasAffiliateNumber,
  readFooterSettings,
  setAffiliateNumber,
  type FooterSettings,
} from './footer-settings';
import { loadCatalogue, renderCatalogue, type CatalogueState } from './catalogue';
import { startEventsLog } from './events-log';
import { NAVIGATION_ENDPOINTS, PROMOTION_ENDPOINTS, renderPanel, type PanelActions } from './panel';
import {
  DEFAULT_SETTINGS,
  applySettings,
  readSettings,
  storeSettings,
  writeSiteCookie,
  type PageSettings,
} from './settings';

function container(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The demo page lacks #${id}`);
  return element;
}

const panelContainer = container('panel-content');
const catalogueContainer = container('catalogue-content');

let settings: PageSettings = readSettings();
let headerSettings: HeaderSettings = readHeaderSettings();
let footerSettings: FooterSettings = readFooterSettings();
const device: DevicePreview = readDevicePreview();
let scenario: PanelScenario | null = null;
let catalogueState: CatalogueState = { status: 'loading' };
/** The tags of the manifest: the elements whose site and platform the panel controls. */
let shopTags: readonly string[] = [];
let busy = false;
let message = '';
let messageIsError = false;
const copyStatus = new Map<string, string>();
const copyTimers = new Map<string, number>();

// ---------------------------------------------------------------------------------------------
// Deep links

type ScenarioKey = keyof PanelScenario;
/** `limit` is read apart (see scenarioFromQuery): a one-shot switch the address does not keep. */
const LINKED_KEYS = [
  'loginStatus',
  'cardMember',
  'communityMember',
  'customerFirstName',
  'newsletterStatus',
  'hasDneConsent',
  'shopFooter',
  'navigation',
  'promotions',
  'cartPreset',
  'latencyMs',
  'failing',
  'failOnce',
  'networkError',
  'malformed',
  'malformedKind',
  'cartErrorCode',
  'staffAuth',
  'checkAuthStatus',
  'tokenStatus',
] as const satisfies readonly ScenarioKey[];

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

function parseBoolean(value: string): boolean | undefined {
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  return undefined;
}

function parseEndpoints(value: string): EndpointId[] | undefined {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const known = ids.filter((id): id is EndpointId => oneOf(ENDPOINT_IDS, id) !== undefined);
  return known.length === ids.length ? known : undefined;
}

function parseQueryValue(key: (typeof LINKED_KEYS)[number], value: string): unknown {
  switch (key) {
    case 'loginStatus':
      return oneOf(LOGIN_STATUSES, value);
    case 'cardMember':
    case 'communityMember':
    case 'hasDneConsent':
    case 'staffAuth':
      return parseBoolean(value);
    case 'newsletterStatus':
      return oneOf(NEWSLETTER_STATUSES, value);
    case 'shopFooter':
      return oneOf(SHOP_FOOTER_SCENARIOS, value);
    case 'navigation':
      return oneOf(NAVIGATION_SCENARIOS, value);
    case 'promotions':
      return oneOf(PROMOTION_SCENARIOS, value);
    case 'customerFirstName':
      return value.length <= 200 ? value : undefined;
    case 'cartPreset':
      return oneOf(CART_PRESETS, value);
    case 'latencyMs': {
      const ms = Number(value);
      return Number.isInteger(ms) && ms >= 0 && ms <= 120_000 ? ms : undefined;
    }
    case 'failing':
    case 'networkError':
    case 'malformed':
      return parseEndpoints(value);
    case 'failOnce': {
      const ids = parseEndpoints(value);
      return ids ? Object.fromEntries(ids.map((id) => [id, 1])) : undefined;
    }
    case 'malformedKind':
      return oneOf(MALFORMED_KINDS, value);
    case 'cartErrorCode':
      return oneOf(CART_ERROR_CODES, value);
    case 'checkAuthStatus':
    case 'tokenStatus':
      return oneOf(PREVIEW_STATUSES, value);
    default:
      return key satisfies never;
  }
}

/**
 * The scenario switches a link names (`?cartPreset=full&failing=cart.get,suggestions`), or
 * null when it names none. Unknown values are skipped with a warning.
 */
function scenarioFromQuery(params: URLSearchParams): Partial<PanelScenario> | null {
  const patch: Record<string, unknown> = {};
  for (const key of LINKED_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = parseQueryValue(key, raw);
    if (value === undefined) console.warn(`[demo] ignoring ${key}=${raw} in the address`);
    else patch[key] = value;
  }
  // the one-shot limit switch: a link may arm it for the next cart change, the address
  // bar does not keep it (it is spent by that change)
  const limit = params.get('limit');
  if (limit !== null) {
    const code = oneOf(LIMIT_CODES, limit);
    if (code === undefined) console.warn(`[demo] ignoring limit=${limit} in the address`);
    else patch.limit = code;
  }
  return Object.keys(patch).length > 0 ? (patch as Partial<PanelScenario>) : null;
}

function queryValue(key: (typeof LINKED_KEYS)[number], current: PanelScenario): string | null {
  if (key === 'failOnce') {
    const ids = Object.entries(current.failOnce)
      .filter(([, count]) => (count ?? 0) > 0)
      .map(([id]) => id);
    return ids.length > 0 ? ids.join(',') : null;
  }
  const value = current[key];
  if (JSON.stringify(value) === JSON.stringify(DEFAULT_SCENARIO[key])) return null;
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** Rewrites the address bar so that it reproduces the page as it is now. */
function syncAddress(): void {
  const params = new URLSearchParams();
  // parameters that belong to the elements, not to the panel, stay (the newsletter's
  // double-opt-in `subscriberToken`, the search box's `query`)
  for (const [key, value] of new URLSearchParams(window.location.search)) {
    if (key === 'subscriberToken' || key === 'query') params.set(key, value);
  }
  params.set('site', settings.site);
  params.set('platform', settings.platform === 'AUTO' ? 'auto' : settings.platform);
  for (const [key, value] of headerQuery(headerSettings)) params.set(key, value);
  for (const [key, value] of footerQuery(footerSettings)) params.set(key, value);
  if (device !== 'desktop') params.set(DEVICE_PREVIEW_PARAMETER, device);
  if (scenario) {
    for (const key of LINKED_KEYS) {
      const value = queryValue(key, scenario);
      if (value !== null) params.set(key, value);
    }
  }
  const query = params.toString().replaceAll('%2C', ',');
  const address = `${window.location.pathname}?${query}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', address);
}

// ---------------------------------------------------------------------------------------------
// The elements on the page

/** Demo-only elements (not in the manifest) that follow the panel's site and platform too. */
const DEMO_TAGS: readonly string[] = ['ds-gallery'];

/** Elements marked `data-fixed-site` (the newsletter landing pages) keep their own site. */
function shopElements(): Element[] {
  return [...document.querySelectorAll([...shopTags, ...DEMO_TAGS].join(','))].filter(
    (element) => !element.hasAttribute('data-fixed-site'),
  );
}

function applyToPage(): number {
  const elements = shopElements();
  for (const element of elements) applySettings(element, settings);
  return elements.length;
}

function createLiveElement(tagName: string): HTMLElement {
  const element = document.createElement(tagName);
  // The catalogue shows the header's checkout variant, scrolling with its section: sticky, it
  // would cover the page's own header, and a second full header would repeat the page's
  // banner and its named navigation landmark (axe landmark-unique)
  if (tagName === 'shop-header') {
    element.setAttribute('reduced', '');
    element.setAttribute('sticky', 'false');
  }
  // likewise the footer's newsletter block would repeat the newsletter form's landmark beside it
  // (the page's own footer shows the block when the panel's Footer fieldset asks for it)
  if (tagName === 'shop-footer') element.setAttribute('newsletter', 'false');
  applySettings(element, settings);
  return element;
}

function applyToPageHeader(): void {
  const pageHeader = document.getElementById(PAGE_HEADER_ID);
  if (!pageHeader) return;
  applySettings(pageHeader, settings);
  applyHeaderSettings(pageHeader, headerSettings);
}

function applyToPageFooter(): void {
  const pageFooter = document.getElementById(PAGE_FOOTER_ID);
  if (pageFooter) applyFooterSettings(pageFooter, footerSettings);
}

/** The page again, as the address now describes it (for what the header reads once per load). */
function reloadPage(): void {
  syncAddress();
  window.location.reload();
}

/** The elements reload the cart; the panel's changes may have changed what it holds. */
function reloadElements(): void {
  window.dispatchEvent(new CustomEvent(SHOP_EVENTS.cartUpdate));
}

// ---------------------------------------------------------------------------------------------
// Rendering

function renderAll(): void {
  const header = {
    settings: headerSettings,
    device,
    insideApp: isInsideApp(),
  };
  const footer = { settings: footerSettings, affiliate: hasAffiliateNumber() };
  renderPanel(
    panelContainer,
    { settings, header, footer, scenario, busy, message, messageIsError },
    actions,
  );
  renderCatalogue(catalogueContainer, catalogueState, {
    settings,
    createLiveElement,
    copyStatus,
    onCopy: copySnippet,
  });
}

function say(text: string, isError = false): void {
  message = text;
  messageIsError = isError;
  if (isError) console.error(`[demo] ${text}`);
}

function copySnippet(tagName: string, snippet: string): void {
  const done = (status: string): void => {
    copyStatus.set(tagName, status);
    window.clearTimeout(copyTimers.get(tagName));
    copyTimers.set(
      tagName,
      window.setTimeout(() => {
        copyStatus.delete(tagName);
        renderAll();
      }, 4000),
    );
    renderAll();
  };
  Promise.resolve()
    .then(() => navigator.clipboard.writeText(snippet))
    .then(
      () => done(`Copied the <${tagName}> snippet.`),
      () => done('Copying is not allowed here: select the snippet and press Ctrl+C.'),
    );
}

// ---------------------------------------------------------------------------------------------
// Changes, one backend call at a time and in the order they were made

let queue: Promise<void> = Promise.resolve();
let pendingChanges = 0;

function enqueue(task: () => Promise<void>): void {
  pendingChanges += 1;
  busy = true;
  renderAll();
  queue = queue
    .then(task)
    .catch((error: unknown) => {
      say(`The fake backend did not take the change: ${describeError(error)}`, true);
      return getScenario().then(
        (current) => {
          scenario = current;
        },
        () => undefined,
      );
    })
    .finally(() => {
      pendingChanges -= 1;
      busy = pendingChanges > 0;
      syncAddress();
      renderAll();
      void backendLog.refresh();
    });
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The customer switches: the header shows a change of them after a reload. */
const CUSTOMER_KEYS = [
  'loginStatus',
  'cardMember',
  'communityMember',
  'customerFirstName',
] as const satisfies readonly ScenarioKey[];

/**
 * The staff switches: <staff-preview> reads the staff cookie when its code loads and checks the
 * session once per page, as on a shop page.
 */
const STAFF_KEYS = ['staffAuth', 'checkAuthStatus'] as const satisfies readonly ScenarioKey[];

/**
 * The footer's switches: it asks for nl_status (the newsletter block) and for SHOP_FOOTER once
 * per page, as on a shop page.
 */
const FOOTER_KEYS = ['newsletterStatus', 'shopFooter'] as const satisfies readonly ScenarioKey[];

/**
 * The header's navigation and promotions: it asks for the navigation once per page and for each
 * promotion once per page, as on a shop page; so does a change of those calls' failures.
 */
const HEADER_CONTENT_KEYS = ['navigation', 'promotions'] as const satisfies readonly ScenarioKey[];
const HEADER_CONTENT_ENDPOINTS = [
  ...NAVIGATION_ENDPOINTS,
  ...PROMOTION_ENDPOINTS,
] as const satisfies readonly EndpointId[];

function changesHeaderContent(
  before: PanelScenario | null,
  patch: Partial<PanelScenario>,
): boolean {
  if (HEADER_CONTENT_KEYS.some((key) => key in patch)) return true;
  const { failing } = patch;
  return (
    failing !== undefined &&
    HEADER_CONTENT_ENDPOINTS.some(
      (id) => failing.includes(id) !== (before?.failing.includes(id) ?? false),
    )
  );
}

/** The switches that hold until changed, which a site change re-sends (not the one-shot ones). */
function lastingSwitches(current: PanelScenario): Partial<PanelScenario> {
  const { failOnce: _failOnce, limit: _limit, ...lasting } = current;
  return lasting;
}

function mergeLocally(current: PanelScenario, patch: Partial<PanelScenario>): PanelScenario {
  const failOnce = { ...current.failOnce };
  for (const [id, count] of Object.entries(patch.failOnce ?? {})) {
    if (count) failOnce[id as EndpointId] = count;
    else delete failOnce[id as EndpointId];
  }
  return { ...current, ...patch, failOnce };
}

function describePatch(patch: object): string {
  return Object.entries(patch)
    .map(([key, value]) => `${key} ${JSON.stringify(value)}`)
    .join(', ');
}

const actions: PanelActions = {
  changeSettings(patch) {
    const previous = settings;
    settings = { ...settings, ...patch };
    storeSettings(settings);
    const count = applyToPage();
    const elements = `${count} element${count === 1 ? '' : 's'}`;
    if (settings.site !== previous.site) {
      writeSiteCookie(settings.site);
      say(`Site ${settings.site}: cookie set, ${elements} switched, the cart reloads.`);
      // The cart and the customer data are per site: the backend gets the panel's switches again
      // (it may have restarted since) and every element reloads with the new site cookie.
      enqueue(async () => {
        scenario = await postScenario(scenario ? lastingSwitches(scenario) : {});
        reloadElements();
      });
    } else {
      const platform = settings.platform === 'AUTO' ? 'from the window width' : settings.platform;
      say(`Platform ${platform}: ${elements} updated.`);
      syncAddress();
      renderAll();
    }
  },

  changeScenario(patch) {
    const before = scenario;
    if (scenario) scenario = mergeLocally(scenario, patch);
    say(`Saving ${describePatch(patch)}…`);
    enqueue(async () => {
      scenario = await postScenario(patch);
      if (CUSTOMER_KEYS.some((key) => key in patch)) {
        // the header reads the customer's data once per page, as a shop page does
        say(`Saved ${describePatch(patch)}; reloading the page for the header's customer data.`);
        reloadPage();
        return;
      }
      if (STAFF_KEYS.some((key) => key in patch)) {
        say(`Saved ${describePatch(patch)}; reloading the page for the staff preview.`);
        reloadPage();
        return;
      }
      if (changesHeaderContent(before, patch)) {
        say(
          `Saved ${describePatch(patch)}; reloading the page for the header's navigation and promotions.`,
        );
        reloadPage();
        return;
      }
      if (FOOTER_KEYS.some((key) => key in patch)) {
        say(`Saved ${describePatch(patch)}; reloading the page for the footer.`);
        reloadPage();
        return;
      }
      say(`Saved ${describePatch(patch)}; cart-update dispatched.`);
      reloadElements();
    });
  },

  changeHeader(patch) {
    headerSettings = { ...headerSettings, ...patch };
    applyToPageHeader();
    say(`Header: ${describePatch(patch)}.`);
    syncAddress();
    renderAll();
  },

  changeFooter(patch) {
    footerSettings = { ...footerSettings, ...patch };
    applyToPageFooter();
    say(`Footer: ${describePatch(patch)}.`);
    syncAddress();
    renderAll();
  },

  changeAffiliate(on) {
    setAffiliateNumber(on);
    say('Reloading the page with the affiliate-number cookie changed…');
    renderAll();
    reloadPage();
  },

  changeDevice(next) {
    const url = new URL(window.location.href);
    if (next === 'desktop') url.searchParams.delete(DEVICE_PREVIEW_PARAMETER);
    else url.searchParams.set(DEVICE_PREVIEW_PARAMETER, next);
    say(`Reloading the page as ${next}…`);
    renderAll();
    window.location.assign(url.href);
  },

  changeInsideApp(inside) {
    setInsideApp(inside);
    say('Reloading the page with the app cookie changed…');
    renderAll();
    reloadPage();
  },

  showAppBannerAgain() {
    forgetAppBannerClosed();
    say('Reloading the page with the app banner no longer closed…');
    renderAll();
    reloadPage();
  },

  reset() {
    say('Resetting the demo…');
    enqueue(async () => {
      await resetBackend();
      settings = DEFAULT_SETTINGS;
      headerSettings = DEFAULT_HEADER_SETTINGS;
      footerSettings = DEFAULT_FOOTER_SETTINGS;
      storeSettings(null);
      writeSiteCookie(settings.site);
      applyToPage();
      applyToPageHeader();
      applyToPageFooter();
      scenario = await getScenario();
      const readOncePerPage =
        device !== 'desktop' || isInsideApp() || isAppBannerClosed() || hasAffiliateNumber();
      if (readOncePerPage) {
        // the header and the footer read these once per page: a fresh page without them
        setInsideApp(false);
        forgetAppBannerClosed();
        setAffiliateNumber(false);
        window.location.assign(`${window.location.pathname}${window.location.hash}`);
        return;
      }
      say('Reset: site DE, platform from the width, header and backend session at their defaults.');
      reloadElements();
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Start

/**
 * The session's scenario, or, when the address names switches, exactly those on top of the
 * defaults: a shared link shows the same page whatever the session held before.
 */
async function startScenario(linked: Partial<PanelScenario> | null): Promise<void> {
  try {
    const current = await getScenario();
    if (!linked) {
      scenario = current;
      return;
    }
    const clearedFailOnce = Object.fromEntries(
      Object.keys(current.failOnce).map((id) => [id, null]),
    ) as unknown as PanelScenario['failOnce'];
    scenario = await postScenario({
      ...lastingSwitches(DEFAULT_SCENARIO),
      limit: null,
      ...linked,
      failOnce: { ...clearedFailOnce, ...linked.failOnce },
    });
  } catch (error) {
    say(`The fake backend's scenario could not be read: ${describeError(error)}`, true);
  }
}

async function startCatalogue(): Promise<void> {
  try {
    const catalogue = await loadCatalogue();
    shopTags = catalogue.elements.map((element) => element.tagName);
    catalogueState = { status: 'ready', catalogue };
  } catch (error) {
    const reason = describeError(error);
    console.error('[demo] the element catalogue could not be read', error);
    catalogueState = { status: 'failed', reason };
  }
}

/** The catalogue is rendered after the page load, so a `#shop-header` link scrolls late. */
/**
 * The design-system gallery renders every component from source (dozens of modules and React's
 * development build), the heaviest part of the page: it is fetched when its section comes within
 * 200 px of the viewport, so the page is ready sooner for those who never scroll that far.
 */
function loadGalleryWhenNear(): void {
  const section = document.getElementById('design-system');
  if (!section) return;
  const load = (): void => {
    import('./ds-gallery').catch((error: unknown) => {
      console.error('[demo] the design-system gallery could not be loaded', error);
    });
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(section);
}

function scrollToLinkedSection(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) document.getElementById(id)?.scrollIntoView();
}

let resizeFrame = 0;
window.addEventListener('resize', () => {
  window.cancelAnimationFrame(resizeFrame);
  resizeFrame = window.requestAnimationFrame(renderAll);
});

// read before anything rewrites the address
const linkedScenario = scenarioFromQuery(new URLSearchParams(window.location.search));
loadGalleryWhenNear();
startEventsLog(container('events-content'));
const backendLog = startBackendLog(container('backend-content'));
writeSiteCookie(settings.site);
storeSettings(settings);
// lit-html appends to what is there: drop the texts the page shows before this script runs
panelContainer.replaceChildren();
catalogueContainer.replaceChildren();
renderAll();
// the demo-only elements get the site at once; the manifest's elements once it is read
applyToPage();

const catalogueRead = startCatalogue();
await startScenario(linkedScenario);
await catalogueRead;
// live elements mount only now, with the linked scenario in place, so they load it first time
applyToPage();
syncAddress();
renderAll();
container('catalogue').setAttribute('aria-busy', 'false');
scrollToLinkedSection();
void backendLog.refresh();
