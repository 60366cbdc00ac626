import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chromiumForFile, trackRequests, type WatchedPage } from './browser';

// The page-border page (demo/page-border.html) on the built bundle: a legacy CMS page with the
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
  // whether the header's promotion blocks were there in the commit that marked it rendered
  new MutationObserver((records) => {
    for (const record of records) {
      const host = record.target as Element;
      if (host.localName !== 'shop-header' || !host.hasAttribute('rendered')) continue;
      (watch as { bannerAtRendered?: boolean }).bannerAtRendered ??=
        host.shadowRoot?.querySelector('[part~="promotions"] [part~="promotion"]') !== null;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['rendered'] });
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
    await page.route('**/demo/page-border.html*', async (route) => {
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
  const response = await page.goto(`${base()}/demo/page-border.html?site=${options.site ?? 'DE'}`);
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
        bannerAtRendered?: boolean;
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
  // Every site, logged out and logged in, wide and narrow: each site once in each login state
  // and once at each width (the two pairings alternate from site to site), so every site, every
  // login state and every width meet each other without 36 page loads. The promotion blocks are
  // off here: the page reserves the header's own height (see the layout shift test below).
  const cases = SITES.map((site, index) => [
    { site, loggedIn: index % 2 === 0, viewport: WIDE },
    { site, loggedIn: index % 2 !== 0, viewport: NARROW },
  ]).flat();

  it.each(cases)(
    '$site, logged in: $loggedIn, $viewport.width px: no error, one React, axe clean, no layout shift',
    async ({ site, loggedIn, viewport }) => {
      const { page, errors, runtimes } = await loadPage({
        site,
        viewport,
        scenario: { loginStatus: loggedIn ? 'LOGGED_IN' : 'LOGGED_OUT', promotions: 'none' },
      });
      // the fragments were mounted, for this site
      expect(await page.locator('#header shop-header').getAttribute('site')).toBe(site);
      expect(await page.locator('#footer shop-footer').getAttribute('site')).toBe(site);
      const watch = await pageWatch(page);
      expect(watch.reactCopies, 'React copies').toBe(1);
      expect(runtimes, 'runtime chunk requests').toHaveLength(1);
      expect(watch.shifts, 'layout shifts while the page mounted').toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('the header waits for its promotion blocks and appears once: at most one shift, by the header', async () => {
    const { page, errors } = await loadPage({ site: 'DE' });
    await page.locator('shop-header [part~="promotions"] [part~="promotion"]').first().waitFor();
    const watch = await pageWatch(page);
    // the header appeared with its blocks, at its final height, in one step (the campaign's
    // height is the page's to reserve: the one shift left is the header's own)
    expect(watch.bannerAtRendered).toBe(true);
    expect(watch.shifts.length, JSON.stringify(watch.shifts)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

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
    await page.goto(`${base()}/demo/page-border.html`);
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
      shots[name] = await page
        .locator(selector)
        .screenshot({ animations: 'disabled', caret: 'hide' });
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
        // one page than on the other (the host's line-height moves it): compare with the
        // pictures aligned at the best of three vertical offsets.
        if (Math.abs(x.width - y.width) > 1 || Math.abs(x.height - y.height) > 1)
          return {
            total: x.width * x.height,
            differing: Infinity,
            sizes: [x.width, x.height, y.width, y.height],
          };
        const width = Math.min(x.width, y.width);
        const countAt = (offset: number): number => {
          let count = 0;
          for (
            let row = Math.max(0, -offset);
            row < x.height && row + offset < y.height;
            row += 1
          ) {
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
        const differing = Math.min(countAt(-1), countAt(0), countAt(1));
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
