import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, nextFrames } from './browser';

// Runs against the fixture build (dist/ plus the test-only <se-fixture>) on the bare host page.
const browser = chromiumForFile('loader-e2e');

const base = (): string => inject('fixtureUrl');

async function hostPage() {
  const watched = await browser.open();
  const requests: string[] = [];
  watched.page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await watched.page.goto(`${base()}/demo/host.html`);
  return { ...watched, requests };
}

async function addModule(page: Page, path: string): Promise<void> {
  await page.addScriptTag({ type: 'module', url: path });
}

describe('the lazy loader dist/shop-elements.js', () => {
  it('loads a tag only once an element with it is on the page, then renders it', async () => {
    const { page, errors, requests } = await hostPage();
    await addModule(page, '/dist/shop-elements.js');
    // the loader has run (the module's load event) and a frame has passed: a tag it wanted
    // would be on its way by now
    await nextFrames(page);
    expect(requests.some((path) => path.endsWith('/elements/se-fixture.js'))).toBe(false);
    expect(await page.evaluate(() => customElements.get('se-fixture') === undefined)).toBe(true);

    await page.evaluate(() => {
      const element = document.createElement('se-fixture');
      element.setAttribute('site', 'HU');
      element.setAttribute('label', 'late');
      document.querySelector('main')?.append(element);
    });
    await expect
      .poll(() => page.locator('se-fixture .state').textContent())
      .toContain('late|0|false|true|light|HU|hu-HU');
    expect(requests.filter((path) => path.endsWith('/elements/se-fixture.js'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('defines a tag that is already on the page when the loader arrives', async () => {
    const { page, errors } = await hostPage();
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML =
        '<div><se-fixture site="CZ" label="early"></se-fixture></div>';
    });
    await addModule(page, '/dist/shop-elements.js');
    await expect
      .poll(() => page.locator('se-fixture .state').textContent())
      .toContain('early|0|false|true|light|CZ|cs-CZ');
    expect(errors).toEqual([]);
  });

  it('tolerates every entry loaded twice and a second copy of the bundle from another URL', async () => {
    const { page, errors, requests } = await hostPage();
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML =
        '<se-fixture label="one"></se-fixture><se-fixture label="two"></se-fixture>';
    });
    for (const path of [
      '/dist/shop-elements.js',
      '/dist/elements/se-fixture.js',
      '/dist/shop-elements.js?again',
      '/dist/elements/se-fixture.js?again',
      '/mirror/dist/shop-elements.js',
      '/mirror/dist/elements/se-fixture.js',
    ]) {
      await addModule(page, path);
    }
    await expect
      .poll(() => page.locator('se-fixture').nth(1).locator('.state').textContent())
      .toContain('two|');
    expect(await page.locator('se-fixture').first().locator('.state').textContent()).toContain(
      'one|',
    );
    expect(errors).toEqual([]);
    // one copy of React and the stores for every entry from the same URL
    const runtimes = new Set(
      requests.filter(
        (path) => /\/dist\/chunks\/runtime-/.test(path) && !path.startsWith('/mirror'),
      ),
    );
    expect(runtimes.size).toBe(1);
  });

  it('renders nothing and throws nothing into the page when an element fails', async () => {
    const { page, errors } = await hostPage();
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML =
        '<se-fixture crash></se-fixture><se-fixture label="fine"></se-fixture>';
    });
    await addModule(page, '/dist/shop-elements.js');
    await expect
      .poll(() => page.locator('se-fixture').nth(1).locator('.state').textContent())
      .toContain('fine|');
    expect(
      await page.evaluate(
        () => document.querySelector('se-fixture')?.shadowRoot?.childElementCount,
      ),
    ).toBe(0);
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});

describe('code that fails to load (a network blip)', () => {
  interface PreloadError {
    readonly tag: string;
    readonly url: string;
    readonly locale?: string;
  }

  /**
   * The host page with the first `failures` requests for addresses matching `blocked` failing
   * (the network, not the server: Chromium logs them and the loader or entry reports them), and
   * the preload-error events window gets kept in `window.preloadErrors`.
   */
  async function flakyPage(blocked: RegExp, failures = 1, cookies: string[] = []) {
    const watched = await browser.open({
      ignoreConsole:
        /net::ERR_INTERNET_DISCONNECTED|\[shop-elements\] loading <|Loading messages failed|Footer content module failed/,
    });
    const { page } = watched;
    for (const cookie of cookies) {
      const [name = '', value = ''] = cookie.split('=');
      await page.context().addCookies([{ name, value, url: base() }]);
    }
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    let failed = 0;
    await page.route(blocked, async (route) => {
      if (failed >= failures) return route.continue();
      failed += 1;
      return route.abort('internetdisconnected');
    });
    await page.addInitScript(() => {
      const events: unknown[] = [];
      Object.assign(window, { preloadErrors: events });
      window.addEventListener('preload-error', (event) => {
        events.push((event as CustomEvent).detail);
      });
    });
    await page.goto(`${base()}/demo/host.html`);
    const preloadErrors = (): Promise<PreloadError[]> =>
      page.evaluate(() => (window as unknown as { preloadErrors: PreloadError[] }).preloadErrors);
    return { ...watched, requests, preloadErrors };
  }

  /** Takes every `tag` element out of the page and puts it back: each connects again. */
  async function reconnect(page: Page, tag: string): Promise<void> {
    await page.evaluate((name) => {
      for (const element of document.querySelectorAll(name)) element.replaceWith(element);
    }, tag);
  }

  const isDefined = (page: Page, tag: string): Promise<boolean> =>
    page.evaluate((name) => customElements.get(name) !== undefined, tag);

  it('leaves a tag undefined when a chunk of its code fails, raises preload-error, and loads it when an element with the tag next connects', async () => {
    const { page, errors, preloadErrors } = await flakyPage(/\/dist\/chunks\/runtime-/);
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML = '<se-fixture label="first"></se-fixture>';
    });
    await addModule(page, '/dist/shop-elements.js');
    await expect.poll(preloadErrors).toHaveLength(1);
    // Chromium names the entry whose module graph failed
    expect(await preloadErrors()).toEqual([
      { tag: 'se-fixture', url: `${base()}/dist/elements/se-fixture.js` },
    ]);
    expect(await isDefined(page, 'se-fixture')).toBe(false);

    await page.evaluate(() => {
      document.querySelector('main')!.append(document.createElement('se-fixture'));
    });
    await expect
      .poll(() => page.locator('se-fixture').first().locator('.state').textContent())
      .toContain('first|');
    await expect.poll(() => page.locator('se-fixture').nth(1).locator('.state').count()).toBe(1);
    expect(await preloadErrors()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('tries a tag whose code failed twice no more before the page reloads', async () => {
    const { page, errors, requests, preloadErrors } = await flakyPage(
      /\/dist\/elements\/se-fixture\.js/,
      2,
    );
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML = '<se-fixture></se-fixture>';
    });
    await addModule(page, '/dist/shop-elements.js');
    await expect.poll(preloadErrors).toHaveLength(1);
    await reconnect(page, 'se-fixture');
    await expect.poll(preloadErrors).toHaveLength(2);
    await reconnect(page, 'se-fixture');
    await page.evaluate(() => {
      document.querySelector('main')!.append(document.createElement('se-fixture'));
    });
    // a request of the page's own, answered after any the loader made on those connects
    await page.evaluate(() => fetch('/demo/host.html').then((response) => response.text()));
    expect(requests.filter((path) => path.endsWith('/elements/se-fixture.js'))).toHaveLength(2);
    expect(await isDefined(page, 'se-fixture')).toBe(false);
    expect(errors).toEqual([]);
  });

  for (const entry of ['/dist/shop-elements.js', '/dist/elements/se-fixture.js']) {
    it(`shows nothing of an element whose locale failed, and all of it once the locale loads on its next connect (${entry})`, async () => {
      const { page, errors, preloadErrors } = await flakyPage(/\/dist\/chunks\/hu-HU-/);
      await page.evaluate(() => {
        document.querySelector('main')!.innerHTML =
          '<se-fixture site="HU" label="hu"></se-fixture>';
      });
      await addModule(page, entry);
      await expect.poll(preloadErrors).toHaveLength(1);
      const [error] = await preloadErrors();
      expect(error).toMatchObject({ tag: 'se-fixture', locale: 'hu-HU' });
      expect(error?.url).toMatch(/\/dist\/chunks\/hu-HU-[\w-]+\.js$/);
      // defined, but with an empty shadow root and no rendered mark: no untranslated keys
      expect(await isDefined(page, 'se-fixture')).toBe(true);
      const fixture = page.locator('se-fixture');
      expect(await fixture.evaluate((element) => element.shadowRoot?.childElementCount)).toBe(0);
      expect(await fixture.getAttribute('rendered')).toBeNull();

      await reconnect(page, 'se-fixture');
      await expect.poll(() => fixture.locator('.state').textContent()).toContain('hu|');
      expect(await fixture.getAttribute('rendered')).toBe('');
      expect(await preloadErrors()).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }

  it("raises preload-error when the footer's content fails, and shows the content on the footer's next connect", async () => {
    // the German footer content, not the de-DE messages
    const { page, errors, preloadErrors } = await flakyPage(
      /\/dist\/chunks\/de-(?!DE-|AT-|CH-)[\w-]+\.js$/,
    );
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML = '<shop-footer site="DE"></shop-footer>';
    });
    await addModule(page, '/dist/shop-elements.js');
    await expect.poll(preloadErrors).toHaveLength(1);
    const [error] = await preloadErrors();
    expect(error?.tag).toBe('shop-footer');
    expect(error?.url).toMatch(/\/dist\/chunks\/de-[\w-]+\.js$/);
    const legal = page.locator('shop-footer').getByRole('link', { name: 'Impressum' });
    expect(await legal.count()).toBe(0);

    await reconnect(page, 'shop-footer');
    await legal.waitFor();
    expect(await preloadErrors()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("raises preload-error when the staff preview's panel fails, and defines the tag on its next connect", async () => {
    const { page, errors, preloadErrors } = await flakyPage(
      /\/dist\/chunks\/staff-preview\.panel-/,
      1,
      ['staffauthtoken=staff-token'],
    );
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML = '<staff-preview site="DE"></staff-preview>';
    });
    await addModule(page, '/dist/shop-elements.js');
    await expect.poll(preloadErrors).toHaveLength(1);
    const [error] = await preloadErrors();
    expect(error?.tag).toBe('staff-preview');
    expect(error?.url).toMatch(/\/dist\/chunks\/staff-preview\.panel-[\w-]+\.js$/);
    expect(await isDefined(page, 'staff-preview')).toBe(false);

    await reconnect(page, 'staff-preview');
    await expect.poll(() => isDefined(page, 'staff-preview')).toBe(true);
    expect(await preloadErrors()).toHaveLength(1);
    expect(errors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
  });
});

describe('the loader and app shells built as web components', () => {
  /**
   * The host page with an <app-shell> whose open shadow root holds a mini cart and, once the
   * shell is asked to, a search box added later. `observe` says whether the shell hands its
   * shadow root to the loader, as the README shows.
   */
  async function shellPage({ observe }: { observe: boolean }) {
    const watched = await hostPage();
    const warnings: string[] = [];
    watched.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await addModule(watched.page, '/dist/shop-elements.js');
    await watched.page.addScriptTag({
      type: 'module',
      content: `
        import { observe } from '/dist/shop-elements.js';
        class AppShell extends HTMLElement {
          constructor() {
            super();
            this.attachShadow({ mode: 'open' }).innerHTML =
              '<header><shop-minicart site="AT"></shop-minicart></header>';
            ${observe ? 'observe(this.shadowRoot);' : ''}
          }
          addSearch() {
            this.shadowRoot.querySelector('header').append(document.createElement('shop-search'));
          }
        }
        customElements.define('app-shell', AppShell);
        document.querySelector('main').append(document.createElement('app-shell'));
      `,
    });
    return { ...watched, warnings };
  }

  it('leaves the tags in a shadow root nobody hands over undefined, and names them in a warning', async () => {
    const { page, errors, requests, warnings } = await shellPage({ observe: false });
    await expect
      .poll(() => warnings)
      .toContainEqual(
        expect.stringContaining(
          '<shop-minicart> inside the shadow root of <app-shell> is not loaded: hand that shadow root to observe()',
        ),
      );
    expect(await page.evaluate(() => customElements.get('shop-minicart') === undefined)).toBe(true);
    expect(requests.some((path) => path.endsWith('/elements/shop-minicart.js'))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('defines and renders the tags in a shadow root handed to observe(), also ones added later', async () => {
    const { page, errors, warnings } = await shellPage({ observe: true });
    // Playwright's CSS locators pierce open shadow roots
    await page.locator('app-shell shop-minicart [part~="cart-icon"]').waitFor();
    await page.evaluate(() =>
      (document.querySelector('app-shell') as HTMLElement & { addSearch(): void }).addSearch(),
    );
    await page.locator('app-shell shop-search [part~="input"]').waitFor();
    expect(warnings.filter((text) => text.includes('observe()'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
