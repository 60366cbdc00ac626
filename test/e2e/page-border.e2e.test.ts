import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { USER_AGENTS } from '../fixtures/user-agents';
import { axeViolations, chromiumForFile, trackRequests, type WatchedPage } from './browser';

// The page-border page (demo/page-border-client.html) on the built bundle: a legacy CMS page with the
// header and footer mounted by dist/page-border.js, a search box and a mini cart in its service
// bar, a newsletter landing block and the staff preview, all six elements at once (issue 15).
const browser = chromiumForFile('page-border-e2e');
const base = (): string => inject('demoUrl');

const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };
/** The five elements a shopper's page draws; the staff preview draws nothing without the cookie. */
const DRAWN = ['shop-header', 'shop-footer', 'shop-minicart', 'shop-search', 'newsletter-signup'];

/**
 * Before any script of the page: how many React renderers register (each copy of react-dom
 * injects itself into the DevTools hook once), and every layout shift of the load.
 */
function watchLoad(): void {
  const watch = { reactCopies: 0, shifts: [] as { value: number; sources: string[] }[] };
  (window as unknown as { __pageWatch: typeof watch }).__pageWatch = watch;
  const violations: string[] = [];
  (window as unknown as { __violations: string[] }).__violations = violations;
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
  let id = 0;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      watch.reactCopies += 1;
      id += 1;
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  const record = (list: { getEntries(): PerformanceEntry[] }): void => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      watch.shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => {
          const node = source.node as Element | null | undefined;
          return `${node?.nodeName ?? '?'}${node?.className ? `.${String(node.className)}` : ''}${node?.id ? `#${node.id}` : ''}`;
        }),
      });
    }
  };
  const shiftObserver = new PerformanceObserver(record);
  shiftObserver.observe({ type: 'layout-shift', buffered: true });
  // the shifts of frames already drawn whose entries have not been delivered yet
  (window as unknown as { __takeShifts: () => void }).__takeShifts = () =>
    record({ getEntries: () => shiftObserver.takeRecords() });
}

interface LoadOptions {
  readonly site?: string;
  readonly viewport?: { width: number; height: number };
  readonly scenario?: Record<string, unknown>;
  readonly csp?: boolean;
  readonly hostileCss?: boolean;
}

const HOSTILE_CSS =
  '* { box-sizing: content-box; line-height: 3 } button { all: unset } html { font-size: 62.5% }';
const STRICT_CSP = "script-src 'self'; style-src 'self'";

async function setScenario(page: Page, scenario: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(`${base()}/__backend/scenario`, { data: scenario });
  expect(response.status(), await response.text()).toBe(200);
}

/** The page-border page for `site`, loaded until the five elements a shopper sees have drawn. */
async function loadPage(
  options: LoadOptions = {},
): Promise<WatchedPage & { runtimes: string[]; policy: string | undefined }> {
  const watched = await browser.open({ context: { viewport: options.viewport ?? WIDE } });
  const { page } = watched;
  const runtimes: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/runtime-[^/]*\.js$/.test(new URL(request.url()).pathname))
      runtimes.push(request.url());
  });
  // the backend session is the page's own (cookie from chromiumForFile's context)
  await page.goto(`${base()}/demo/host.html`);
  await setScenario(page, { cartPreset: 'full', ...options.scenario });
  if (options.csp || options.hostileCss) {
    await page.route('**/demo/page-border-client.html*', async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      if (options.hostileCss) {
        body = body.replace(
          '</head>',
          '<link rel="stylesheet" href="/demo/hostile-host.css" /></head>',
        );
      }
      const headers = { ...response.headers() };
      if (options.csp) headers['content-security-policy'] = STRICT_CSP;
      await route.fulfill({ response, body, headers });
    });
    await page.route('**/demo/hostile-host.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: HOSTILE_CSS }),
    );
  }
  await page.addInitScript(watchLoad);
  const requests = trackRequests(page);
  const response = await page.goto(
    `${base()}/demo/page-border-client.html?site=${options.site ?? 'DE'}`,
  );
  const policy = (await response?.allHeaders())?.['content-security-policy'];
  for (const tag of DRAWN) await page.locator(`${tag}[rendered]`).waitFor({ timeout: 20_000 });
  // what loads after the first render (personal data, the footer's content) has arrived and
  // been drawn
  await requests.quiet();
  return { ...watched, runtimes, policy };
}

async function pageWatch(page: Page) {
  return page.evaluate(() => {
    const watched = window as unknown as {
      __takeShifts: () => void;
      __pageWatch: {
        reactCopies: number;
        shifts: { value: number; sources: string[] }[];
      };
    };
    watched.__takeShifts();
    return watched.__pageWatch;
  });
}

const openPanels = (page: Page) =>
  page.evaluate(() =>
    ['shop-header', 'shop-minicart']
      .flatMap((tag) => [...document.querySelectorAll(tag)])
      .flatMap((host) => [...(host.shadowRoot?.querySelectorAll(':popover-open') ?? [])])
      .map((panel) => (panel.getRootNode() as ShadowRoot).host.localName),
  );

describe('the page-border page with all six elements', () => {
  it("the header's and the standalone mini cart's badges agree after a removal", async () => {
    const { page, errors } = await loadPage({ site: 'DE', scenario: { promotions: 'none' } });
    const headerBadge = page.locator('shop-header [part~="badge"]');
    const minicartBadge = page.locator('.servicebar shop-minicart [part~="badge"]');
    const before = await minicartBadge.textContent();
    expect(await headerBadge.textContent()).toBe(before);
    await page.locator('.servicebar shop-minicart [part~="cart-icon"]').hover();
    const remove = page
      .locator('.servicebar shop-minicart [part~="tile"][data-kind="articles"] [part~="remove"]')
      .first();
    await remove.click();
    await expect.poll(() => minicartBadge.textContent()).not.toBe(before);
    const after = await minicartBadge.textContent();
    await expect.poll(() => headerBadge.textContent()).toBe(after);
    expect(errors).toEqual([]);
  });

  it('opens one flyout at a time across the header and the standalone mini cart', async () => {
    const { page, errors } = await loadPage({ site: 'DE', scenario: { promotions: 'none' } });
    await page.locator('shop-header [part~="user-menu-icon"]').click();
    await expect.poll(() => openPanels(page)).toEqual(['shop-header']);
    await page.locator('.servicebar shop-minicart [part~="cart-icon"]').hover();
    await expect.poll(() => openPanels(page)).toEqual(['shop-minicart']);
    await page.locator('shop-header [part~="store-finder-icon"]').click();
    await expect.poll(() => openPanels(page)).toEqual(['shop-header']);
    expect(errors).toEqual([]);
  });

  it('a page without #header and #footer asks for no fragment', async () => {
    const { page, errors } = await browser.open();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/service/pageborder/')) asked.push(request.url());
    });
    const requests = trackRequests(page);
    await page.goto(`${base()}/demo/host.html`);
    await page.addScriptTag({ type: 'module', url: '/dist/page-border.js' });
    await page.addScriptTag({ type: 'module', url: '/dist/shop-elements.js' });
    await requests.quiet();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the CMS fallback when the header fragment fails', async () => {
    const { page, errors } = await browser.open({ ignoreConsole: /pageborder|status of 500/ });
    await page.goto(`${base()}/demo/host.html`);
    await setScenario(page, { failing: ['pageborder.header'], promotions: 'none' });
    // page-border.js leaves a failed answer's body unread, so Chromium reports no end of that
    // request until its 15 s time limit aborts it: its answer is awaited below instead
    const requests = trackRequests(
      page,
      /\/__backend\/|\/service\/searchfrontend\/api\/cachekey$|\/service\/pageborder\/header\//,
    );
    const headerAnswer = page.waitForResponse((answer) =>
      answer.url().includes('/service/pageborder/header/'),
    );
    await page.goto(`${base()}/demo/page-border-client.html`);
    expect((await headerAnswer).status()).toBe(500);
    await page.locator('#footer shop-footer[rendered]').waitFor();
    await requests.quiet();
    expect(await page.locator('#header shop-header').count()).toBe(0);
    expect(
      await page
        .locator('#header')
        .getByRole('link', { name: /Kaffee/ })
        .count(),
    ).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('the page-border page on every site: CLS 0 with and without a campaign (issue 24)', () => {
  /**
   * What the header's campaign row shows in each case, and the backend scenario that gives it:
   * the top banner, the benefits strip alone, nothing (the site's standing benefits).
   */
  const CAMPAIGNS = { banner: 'cms', benefits: 'benefits', standing: 'none' } as const;
  type Campaign = keyof typeof CAMPAIGNS;
  /** The promotion service answers 1.5 s after it is asked (the footer's SHOP_FOOTER too). */
  const CAMPAIGN_LATENCY_MS = 1500;
  /** Loads at once: each mostly waits for the late campaign (1.5 s of some 2.5 s alone). */
  const CONCURRENT_LOADS = 6;
  /** A busy machine may take long to draw a load's elements: waited for, not timed. */
  const DRAWN_WITHIN_MS = 60_000;

  interface Load {
    readonly site: (typeof SITES)[number];
    readonly campaign: Campaign;
    readonly phone: boolean;
    readonly loggedIn: boolean;
    /** An Android phone's user agent: the app banner shows. */
    readonly android?: boolean;
    /** The page with its header and footer alone: the footer on screen from the start. */
    readonly short?: boolean;
    readonly axe?: boolean;
  }

  /**
   * One load of the page as the CMS serves it, the header's place reserved only by
   * dist/page-border.css (linked in its head; the page's own fallback sits inside it), or of the
   * same page with its header and footer alone (`short`: its article, newsletter block and staff
   * preview left out). Resolves, once the campaign has answered and the page settled, to the
   * load's name and what went wrong, or 'ok': the fragments mounted for its site, one React, one
   * runtime chunk, no layout shift, no error, a 40 px campaign row, axe clean where asked.
   */
  async function measure(load: Load): Promise<string> {
    const name = [
      load.site,
      load.phone ? 'phone' : 'desktop',
      load.android && 'Android',
      load.short && 'short page',
      load.campaign,
      load.loggedIn ? 'logged in' : 'logged out',
    ]
      .filter(Boolean)
      .join(' ');
    const context = load.phone
      ? {
          viewport: NARROW,
          isMobile: true,
          hasTouch: true,
          ...(load.android ? { userAgent: USER_AGENTS.androidChrome } : {}),
        }
      : { viewport: WIDE };
    const { page, errors } = await browser.open({ context });
    const runtimes: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/runtime-[^/]*\.js$/.test(new URL(request.url()).pathname))
        runtimes.push(request.url());
    });
    // the backend session is the context's cookie: the scenario without a page of its own
    await setScenario(page, {
      cartPreset: 'full',
      loginStatus: load.loggedIn ? 'LOGGED_IN' : 'LOGGED_OUT',
      promotions: CAMPAIGNS[load.campaign],
      latency: { promotion: CAMPAIGN_LATENCY_MS },
    });
    if (load.short) {
      await page.route('**/demo/page-border-client.html*', async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace(/<article class="cms-article"[\s\S]*?<\/article>/, '')
          .replace(/<section class="cms-article newsletter-landing"[\s\S]*?<\/section>/, '')
          .replace(/<div class="staff-preview-place">[\s\S]*?<\/div>/, '');
        await route.fulfill({ response, body });
      });
    }
    await page.addInitScript(watchLoad);
    const requests = trackRequests(page);
    const campaignAnswered = page
      .waitForResponse(
        (response) => response.url().includes('/service/promotion/api/promotion/~top_banner'),
        { timeout: DRAWN_WITHIN_MS },
      )
      // a load that failed before it closes its page: that failure is the one reported
      .catch(() => undefined);
    await page.goto(`${base()}/demo/page-border-client.html?site=${load.site}`);
    const drawn = load.short ? DRAWN.filter((tag) => tag !== 'newsletter-signup') : DRAWN;
    const drawnWithin = { timeout: DRAWN_WITHIN_MS };
    for (const tag of drawn) await page.locator(`${tag}[rendered]`).waitFor(drawnWithin);
    const row = page.locator('#header shop-header [part~="campaign-row"]');
    await row.locator(`[data-campaign="${load.campaign}"]`).waitFor(drawnWithin);
    await campaignAnswered;
    if (load.android) await page.locator('shop-header [part~="app-banner"]').waitFor(drawnWithin);
    await page.locator('#footer shop-footer [part~="footer-legal"]').waitFor(drawnWithin);
    // what the campaign's answer and the late parts changed has been drawn (pageWatch then
    // takes the shifts of the frames drawn whose entries are not delivered yet)
    await requests.quiet();
    const problems: string[] = [];
    const watch = await pageWatch(page);
    if (watch.shifts.length > 0) problems.push(`layout shifts ${JSON.stringify(watch.shifts)}`);
    if (watch.reactCopies !== 1) problems.push(`${watch.reactCopies} React copies`);
    if (runtimes.length !== 1) problems.push(`${runtimes.length} runtime chunk requests`);
    for (const place of ['#header shop-header', '#footer shop-footer']) {
      const site = await page.locator(place).getAttribute('site');
      if (site !== load.site) problems.push(`${place} for ${site}`);
    }
    const rowHeight = await row.evaluate((element) => element.getBoundingClientRect().height);
    if (rowHeight !== 40) problems.push(`a campaign row of ${rowHeight} px`);
    if (load.short) {
      const top = await page
        .locator('#footer')
        .evaluate((footer) => footer.getBoundingClientRect().top);
      if (top >= NARROW.height) problems.push(`the footer off screen (${top} px)`);
    }
    if (load.axe) problems.push(...(await axeViolations(page)));
    problems.push(...errors);
    // a page left open goes on drawing (the row's ticker, the footer) beside the next loads
    await page.context().close();
    return `${name}: ${problems.length > 0 ? problems.join('; ') : 'ok'}`;
  }

  /** Runs `loads` at most CONCURRENT_LOADS at a time; their results in order. */
  async function measureAll(loads: readonly Load[]): Promise<string[]> {
    const results: string[] = [];
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < loads.length) {
        const index = next;
        next += 1;
        results[index] = await measure(loads[index]!);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_LOADS }, worker));
    return results;
  }

  // Every site at 1440 and 390 px with each campaign (the whole page; on the phone one campaign
  // per site with Android's user agent, where the app banner shows, each campaign on three
  // sites), and on three sites a short page with the footer on screen (one of each campaign);
  // logged in and out in turn, axe on the top banner's pages. 57 loads in one test, six at a
  // time: each mostly waits for the campaign.
  it('stands still on all nine sites, 1440 and 390 px, top banner, benefits strip, nothing, the campaign 1.5 s late; Android with the app banner; a short page with the footer on screen', async () => {
    const campaigns = Object.keys(CAMPAIGNS) as Campaign[];
    const shortPages: Partial<Record<(typeof SITES)[number], Campaign>> = {
      CZ: 'banner',
      HU: 'benefits',
      TR: 'standing',
    };
    const loads = SITES.flatMap((site, index): Load[] => [
      ...campaigns.map((campaign, turn) => ({
        site,
        campaign,
        phone: false,
        loggedIn: (index + turn) % 2 === 0,
        axe: campaign === 'banner',
      })),
      ...campaigns.map((campaign, turn) => ({
        site,
        campaign,
        phone: true,
        loggedIn: (index + turn) % 2 !== 0,
        android: turn === index % 3,
        axe: campaign === 'banner',
      })),
      ...(shortPages[site] === undefined
        ? []
        : [
            {
              site,
              campaign: shortPages[site],
              phone: true,
              loggedIn: index % 2 === 0,
              short: true,
            },
          ]),
    ]);
    const results = await measureAll(loads);
    expect(results).toEqual(results.map((result) => `${result.split(':')[0]}: ok`));
  }, 600_000);
});

describe('the page-border page under a strict CSP and hostile host CSS', () => {
  /** Screenshots of the elements, after the page has settled. */
  async function pictures(page: Page): Promise<Record<string, Buffer>> {
    const shots: Record<string, Buffer> = {};
    for (const [name, selector] of [
      ['header', '#header shop-header'],
      ['search', '.servicebar shop-search'],
      ['minicart', '.servicebar shop-minicart'],
      ['newsletter', 'newsletter-signup'],
      ['footer', '#footer shop-footer'],
    ] as const) {
      const element = page.locator(selector);
      // the footer's logos load lazily, once near the window: in view, and loaded, first
      await element.scrollIntoViewIfNeeded();
      await element.evaluate((host) =>
        Promise.all(
          [...(host.shadowRoot?.querySelectorAll('img') ?? [])].map((image) =>
            image.complete
              ? undefined
              : new Promise((done) => image.addEventListener('load', done)),
          ),
        ),
      );
      shots[name] = await element.screenshot({ animations: 'disabled', caret: 'hide' });
    }
    return shots;
  }

  /** How many pixels of two same-sized PNGs differ visibly (any channel by more than 40). */
  async function differingPixels(page: Page, a: Buffer, b: Buffer) {
    return page.evaluate(
      async ({ first, second }) => {
        const pixels = async (data: string) => {
          const bitmap = await createImageBitmap(
            await (await fetch(`data:image/png;base64,${data}`)).blob(),
          );
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [x, y] = await Promise.all([pixels(first), pixels(second)]);
        // An element at a fractional position is rasterised one device pixel higher or lower on
        // one page than on the other (the host's line-height moves it), and each box of the
        // element rounds on its own: compare band by band, 40 rows at a time, each at the best
        // of three vertical offsets.
        if (Math.abs(x.width - y.width) > 1 || Math.abs(x.height - y.height) > 1)
          return {
            total: x.width * x.height,
            differing: Infinity,
            sizes: [x.width, x.height, y.width, y.height],
          };
        const width = Math.min(x.width, y.width);
        const BAND = 40;
        const countAt = (offset: number, from: number, to: number): number => {
          let count = 0;
          for (let row = Math.max(from, -offset); row < to && row + offset < y.height; row += 1) {
            for (let column = 0; column < width; column += 1) {
              const a = (row * x.width + column) * 4;
              const b = ((row + offset) * y.width + column) * 4;
              for (let channel = 0; channel < 3; channel += 1) {
                if (Math.abs(x.data[a + channel]! - y.data[b + channel]!) > 40) {
                  count += 1;
                  break;
                }
              }
            }
          }
          return count;
        };
        let differing = 0;
        for (let from = 0; from < x.height; from += BAND) {
          const to = Math.min(x.height, from + BAND);
          differing += Math.min(countAt(-1, from, to), countAt(0, from, to), countAt(1, from, to));
        }
        return { total: x.width * x.height, differing, sizes: [] };
      },
      { first: a.toString('base64'), second: b.toString('base64') },
    );
  }

  it('the elements look the same and work the same', async () => {
    const plain = await loadPage({ site: 'DE', scenario: { promotions: 'none' } });
    const expected = await pictures(plain.page);
    const hostile = await loadPage({
      site: 'DE',
      scenario: { promotions: 'none' },
      csp: true,
      hostileCss: true,
    });
    // the policy was in force, and nothing of ours broke it
    expect(hostile.policy).toBe(STRICT_CSP);
    expect(
      await hostile.page.evaluate(
        () => (window as unknown as { __violations: string[] }).__violations,
      ),
    ).toEqual([]);
    const actual = await pictures(hostile.page);
    for (const [name, picture] of Object.entries(expected)) {
      const { total, differing, sizes } = await differingPixels(plain.page, picture, actual[name]!);
      expect(differing, `${name}: pixels that differ (${sizes.join('x')})`).toBeLessThanOrEqual(
        total * 0.002,
      );
    }
    // and they work: the search suggests, the mini cart opens, the header's user menu opens
    await hostile.page.getByRole('combobox').first().fill('kaf');
    await hostile.page.getByRole('option').first().waitFor();
    await hostile.page.locator('shop-header [part~="user-menu-icon"]').click();
    await expect.poll(() => openPanels(hostile.page)).toEqual(['shop-header']);
    expect(plain.errors).toEqual([]);
    expect(hostile.errors).toEqual([]);
  });
});
