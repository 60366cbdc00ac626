import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chromiumForFile, type WatchedPage } from './browser';
import { chunkOf, timesLoaded } from './on-demand';

// <staff-preview> as integrators get it: the built dist/ through the lazy loader on the bare host
// page, against the fake shop backend, each test in its own backend session.
const browser = chromiumForFile('staff-preview-e2e');

const base = (): string => inject('demoUrl');

interface BackendRequest {
  readonly method: string;
  readonly path: string;
  readonly endpoint: string;
  readonly status: number | null;
  readonly outcome: string;
  readonly body: unknown;
}

interface BackendState {
  readonly requests: BackendRequest[];
  readonly preview: {
    readonly dateTime: string | null;
    readonly abTestName: string | null;
    readonly abTestGroup: string | null;
  };
  readonly staffToken: string;
}

interface StaffPage extends WatchedPage {
  /** Every path (with query) the page requested, scripts included. */
  readonly requested: string[];
}

const SERVICE_CALL = /^\/service\/(preview|abtestfrontend)\//;
/** Chromium logs each 4xx/5xx answer; the element logs failed calls with its prefix. */
const FAILED_CALLS = /Failed to load resource|\[shop-elements\]/;

const SETTINGS = 'Vorschau-Einstellungen';
const APPLY = 'Vorschau-Einstellungen setzen';

interface Options {
  /** The backend scenario; `staffAuth: true` logs staff in (and sets the staff cookie). */
  readonly scenario?: Record<string, unknown>;
  /** A staff auth cookie the backend does not know (an expired staff login). */
  readonly staleStaffCookie?: boolean;
  readonly ignoreConsole?: RegExp;
  /** Runs before the page loads (routes, the clock). */
  readonly before?: (page: Page) => Promise<unknown>;
  /** The staff-preview's site (DE). */
  readonly site?: string;
  /** Markup of other elements put on the page before the staff-preview. */
  readonly others?: string;
}

/** The bare host page with a <staff-preview> and the loader, in a fresh backend session. */
async function staffPage(options: Options = {}): Promise<StaffPage> {
  const watched = await browser.open({ ignoreConsole: options.ignoreConsole });
  const { page } = watched;
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.push(url.pathname + url.search);
  });
  if (options.scenario) {
    const response = await page.request.post(`${base()}/__backend/scenario`, {
      data: options.scenario,
    });
    expect(response.ok()).toBe(true);
  }
  if (options.staleStaffCookie) {
    await page.context().addCookies([{ name: 'staffauthtoken', value: 'expired', url: base() }]);
  }
  await options.before?.(page);
  await page.goto(`${base()}/demo/host.html`);
  const markup = `${options.others ?? ''}<staff-preview site="${options.site ?? 'DE'}"></staff-preview>`;
  await page.evaluate((html) => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', html);
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/dist/shop-elements.js';
    document.head.append(script);
  }, markup);
  return { ...watched, requested };
}

const staff = (options: Options = {}): Promise<StaffPage> =>
  staffPage({ ...options, scenario: { staffAuth: true, ...options.scenario } });

async function backendState(page: Page): Promise<BackendState> {
  return (await (await page.request.get(`${base()}/__backend/state`)).json()) as BackendState;
}

async function calls(page: Page, endpoint: string): Promise<BackendRequest[]> {
  return (await backendState(page)).requests.filter((request) => request.endpoint === endpoint);
}

const settingsButton = (page: Page) => page.getByRole('button', { name: SETTINGS, exact: true });

/**
 * Stops the page's running clock a moment ahead of its own time, from where it moves only by
 * hand. pauseAt refuses a moment already past, which a busy machine can reach between reading
 * the page's time and the pause: then it reads the time again.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (;;) {
    const soon = await page.evaluate(() => Date.now() + 100);
    try {
      await page.clock.pauseAt(soon);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}
async function openSettings(page: Page): Promise<void> {
  await settingsButton(page).click();
  await page.getByRole('dialog', { name: SETTINGS }).waitFor();
}

/** Waits until the page has made no request for a while and the auth check (if any) is done. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

const notices = (page: Page, role: 'status' | 'alert') =>
  page.locator('staff-preview').getByRole(role).allTextContents();

describe('<staff-preview> on the built bundle', () => {
  it('without the staff cookie: no panel code, no definition, no call', async () => {
    const { page, errors, requested } = await staffPage();
    // the entry's gate has arrived (it decides on the cookie as it runs); then nothing more comes
    await expect
      .poll(() => requested.some((path) => path.startsWith('/dist/chunks/gate-')))
      .toBe(true);
    await settled(page);
    expect(requested.filter((path) => SERVICE_CALL.test(path))).toEqual([]);
    const scripts = requested.filter((path) => path.endsWith('.js'));
    // chunk names without their hash
    expect(
      scripts.map((path) => path.replace(/^(\/dist\/chunks\/\w+)-[\w-]+\.js$/, '$1.js')),
    ).toEqual([
      '/dist/shop-elements.js',
      '/dist/elements/staff-preview.js',
      '/dist/chunks/gate.js',
    ]);
    expect(await page.evaluate(() => customElements.get('staff-preview') === undefined)).toBe(true);
    expect(await page.locator('staff-preview').evaluate((node) => node.shadowRoot)).toBeNull();
    expect(errors).toEqual([]);
  });

  it("a shopper's page loads no preview texts: not in its locale's part on load, no later part", async () => {
    const { page, errors } = await staffPage({
      site: 'PL',
      others: '<shop-minicart site="PL"></shop-minicart>',
    });
    await page.locator('shop-minicart [part~="cart-icon"]').waitFor();
    await settled(page);
    const onload = chunkOf('i18n/pl-PL.ts?messages=onload');
    expect(await timesLoaded(page, onload)).toBe(1);
    expect(await timesLoaded(page, chunkOf('i18n/pl-PL.ts?messages=later'))).toBe(0);
    const onloadText = await (await page.request.get(`${base()}/dist/${onload}`)).text();
    expect(onloadText).toContain('Koszyk');
    expect(onloadText).not.toContain('Ustawienia podglądu');
    expect(await page.evaluate(() => customElements.get('staff-preview') === undefined)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('staff in PL: the panel shows its texts, which come with it in the later part', async () => {
    // the mini cart has loaded the locale's part on load before the panel arrives
    const { page, errors } = await staff({
      site: 'PL',
      others: '<shop-minicart site="PL"></shop-minicart>',
    });
    await page.getByRole('button', { name: 'Ustawienia podglądu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ustawienia podglądu' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Data', { exact: true }).count()).toBe(1);
    expect(await dialog.getByLabel('Godzina').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Zastosuj ustawienia podglądu' }).count()).toBe(
      1,
    );
    expect(await dialog.getByRole('button', { name: 'Wyloguj się' }).count()).toBe(1);
    expect(await timesLoaded(page, chunkOf('i18n/pl-PL.ts?messages=later'))).toBe(1);
    expect(await axeViolations(page, 'staff-preview')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a staff cookie the auth check refuses: nothing shows and nothing else is called', async () => {
    const { page, errors, requested } = await staffPage({
      staleStaffCookie: true,
      ignoreConsole: FAILED_CALLS,
    });
    await expect.poll(async () => (await calls(page, 'preview.checkauth')).length).toBe(1);
    await settled(page);
    expect(requested.filter((path) => SERVICE_CALL.test(path))).toEqual([
      '/service/preview/api/auth/checkauth',
    ]);
    expect((await calls(page, 'preview.checkauth'))[0]?.status).toBe(401);
    expect(await page.evaluate(() => customElements.get('staff-preview') !== undefined)).toBe(true);
    expect(await page.locator('staff-preview').evaluate((node) => node.shadowRoot?.innerHTML)).toBe(
      '',
    );
    expect(errors).toEqual([]);
  });

  it('staff: login, the settings, an apply the backend stores, renewal every 5 minutes, logout', async () => {
    const { page, errors } = await staff({
      before: async (target) => {
        await target.clock.install();
        await target.clock.resume();
      },
    });
    await settingsButton(page).waitFor();
    expect(await axeViolations(page, 'staff-preview')).toEqual([]);
    await expect.poll(async () => (await calls(page, 'preview.renew')).length).toBe(1);
    expect(await calls(page, 'abtest.assignment')).toHaveLength(1);

    await openSettings(page);
    // the active settings are filled in: no preview date yet, so now
    const date = page.getByLabel('Datum', { exact: true });
    expect(await date.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await date.fill('2026-12-01');
    await page.getByLabel('Uhrzeit').fill('09:45');
    await page.getByText('Aktive Tests gefunden.').waitFor();
    const name = page.getByRole('combobox', { name: 'Name' });
    await expect
      .poll(() => name.locator('option').allTextContents())
      .toEqual(['Kein A/B-Test', 'header-benefits-rotation']);
    await name.selectOption('header-benefits-rotation');
    const group = page.getByRole('combobox', { name: /^Gruppe/ });
    await group.selectOption('rotate-8s');
    expect(await axeViolations(page, 'staff-preview')).toEqual([]);
    await page.getByRole('button', { name: APPLY }).click();
    await page.getByText('Die Einstellungen wurden erfolgreich übernommen.').waitFor();
    expect((await backendState(page)).preview).toMatchObject({
      dateTime: new Date(2026, 11, 1, 9, 45).toISOString(),
      abTestName: 'header-benefits-rotation',
      abTestGroup: 'rotate-8s',
    });
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('preview');

    // the renewal keeps going while the element is on the page
    await page.clock.fastForward('05:00');
    await expect.poll(async () => (await calls(page, 'preview.renew')).length).toBe(2);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect
      .poll(() => page.locator('staff-preview').evaluate((node) => node.shadowRoot?.innerHTML))
      .toBe('');
    await expect.poll(async () => (await calls(page, 'preview.logout')).length).toBe(1);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'staffauthtoken',
    );
    await page.clock.fastForward('10:00');
    // a task later any renewal the timers started would be on its way
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await calls(page, 'preview.renew')).toHaveLength(2);

    // the request log of the staff session, for the closing note
    const log = (await backendState(page)).requests.map(
      (request) => `${request.method} ${request.path} -> ${request.status} (${request.endpoint})`,
    );
    console.log(`request log of a staff session:\n  ${log.join('\n  ')}`);
    expect(errors).toEqual([]);
  });

  it('lists no tests on a date without any, and the none option stays', async () => {
    const { page, errors } = await staff();
    await openSettings(page);
    await page.getByLabel('Datum', { exact: true }).fill('2026-07-15');
    await page.getByText('Für dieses Datum gibt es keine aktiven Tests.').waitFor();
    expect(
      await page.getByRole('combobox', { name: 'Name' }).locator('option').allTextContents(),
    ).toEqual(['Kein A/B-Test']);
    await page.getByRole('button', { name: APPLY }).click();
    await page.getByText('Die Einstellungen wurden erfolgreich übernommen.').waitFor();
    const [token] = await calls(page, 'preview.token');
    expect(token?.path).toBe('/service/preview/api/token?test=&group=');
    expect(errors).toEqual([]);
  });
});

describe('<staff-preview> with bad input', () => {
  it.each(['shape', 'syntax'])(
    'a malformed auth check (%s) shows nothing and starts nothing',
    async (malformedKind) => {
      const { page, errors, requested } = await staff({
        scenario: { malformed: ['preview.checkauth'], malformedKind },
        ignoreConsole: FAILED_CALLS,
      });
      await expect.poll(async () => (await calls(page, 'preview.checkauth')).length).toBe(1);
      await settled(page);
      expect(requested.filter((path) => SERVICE_CALL.test(path))).toHaveLength(1);
      expect(
        await page.locator('staff-preview').evaluate((node) => node.shadowRoot?.innerHTML),
      ).toBe('');
      expect(errors).toEqual([]);
    },
  );

  it.each(['shape', 'syntax'])(
    'a test list of the wrong shape (%s) fails with only the none option',
    async (malformedKind) => {
      const { page, errors } = await staff({
        scenario: { malformed: ['abtest.tests'], malformedKind },
        ignoreConsole: FAILED_CALLS,
      });
      await openSettings(page);
      await page.getByText('Die A/B-Tests konnten nicht abgerufen werden.').waitFor();
      expect(
        await page.getByRole('combobox', { name: 'Name' }).locator('option').allTextContents(),
      ).toEqual(['Kein A/B-Test']);
      expect(await notices(page, 'alert')).toEqual([
        expect.stringContaining('Die A/B-Tests konnten nicht abgerufen werden.'),
      ]);
      expect(errors).toEqual([]);
    },
  );

  it('a test with no groups requires a group, and applying it sends nothing', async () => {
    const { page, errors } = await staff({
      before: (target) =>
        target.route('**/service/abtestfrontend/api/v1/gettestsat?*', (route: Route) =>
          route.fulfill({ json: [{ name: 'lonely-test', groups: [] }, { name: 'null-groups' }] }),
        ),
    });
    await openSettings(page);
    await page.getByRole('combobox', { name: 'Name' }).selectOption('lonely-test');
    const group = page.getByRole('combobox', { name: /^Gruppe/ });
    await expect.poll(() => group.getAttribute('aria-invalid')).toBe('true');
    expect(await group.locator('option').allTextContents()).toEqual(['Gruppe wählen']);
    await page.getByRole('button', { name: APPLY }).click();
    await page.getByText('Bitte wählen Sie auch eine A/B-Testgruppe aus!').waitFor();
    expect(await calls(page, 'preview.token')).toEqual([]);
    expect(await axeViolations(page, 'staff-preview')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('renders hostile test and group names as text and sends them encoded', async () => {
    const test = '<img src=x onerror="window.hacked=1">&group=evil#frag';
    const groupName = '"><script>window.hacked=2</script>?test=x&y=%2F';
    const { page, errors } = await staff({
      before: (target) =>
        target.route('**/service/abtestfrontend/api/v1/gettestsat?*', (route: Route) =>
          route.fulfill({ json: [{ name: test, groups: [{ name: groupName }] }] }),
        ),
      ignoreConsole: FAILED_CALLS,
    });
    await openSettings(page);
    const name = page.getByRole('combobox', { name: 'Name' });
    await expect.poll(() => name.locator('option').allTextContents()).toContain(test);
    await name.selectOption(test);
    await page.getByRole('combobox', { name: /^Gruppe/ }).selectOption(groupName);
    await page.getByRole('button', { name: APPLY }).click();
    // the backend knows no such test: its BAD_REQUEST is a failed apply
    await page.getByText('Die Einstellungen konnten nicht übernommen werden.').waitFor();
    const [token] = await calls(page, 'preview.token');
    const sent = new URL(token?.path ?? '', base());
    expect(sent.searchParams.getAll('test')).toEqual([test]);
    expect(sent.searchParams.getAll('group')).toEqual([groupName]);
    expect(token?.path).not.toContain('<');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator('staff-preview img, staff-preview script').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each([
    ['preview.renew', 'failing'],
    ['preview.renew', 'hanging'],
    ['abtest.assignment', 'failing'],
    ['abtest.assignment', 'hanging'],
  ])('a %s call %s: the panel works on', async (endpoint, kind) => {
    const scenario =
      kind === 'failing' ? { failing: [endpoint] } : { latency: { [endpoint]: 120_000 } };
    const { page, errors } = await staff({ scenario, ignoreConsole: FAILED_CALLS });
    await openSettings(page);
    await page.getByText('Aktive Tests gefunden.').waitFor();
    await page.getByRole('button', { name: APPLY }).click();
    await page.getByText('Die Einstellungen wurden erfolgreich übernommen.').waitFor();
    expect((await calls(page, endpoint))[0]?.outcome).toBe(
      kind === 'failing' ? 'failed' : 'pending',
    );
    expect(errors).toEqual([]);
  });

  it('a failing test list says so; a failing token call says the apply failed', async () => {
    const { page, errors } = await staff({
      scenario: { failing: ['abtest.tests', 'preview.token'] },
      ignoreConsole: FAILED_CALLS,
    });
    await openSettings(page);
    await page.getByText('Die A/B-Tests konnten nicht abgerufen werden.').waitFor();
    await page.getByRole('button', { name: APPLY }).click();
    await page.getByText('Die Einstellungen konnten nicht übernommen werden.').waitFor();
    expect(errors).toEqual([]);
  });

  it("a token call that hangs says 'Applying settings failed.' after 15 s", async () => {
    const { page, errors } = await staff({
      scenario: { latency: { 'preview.token': 120_000 } },
      ignoreConsole: FAILED_CALLS,
      // the page's clock, moved on below instead of waiting 15 s
      before: async (target) => {
        await target.clock.install();
        await target.clock.resume();
      },
    });
    await openSettings(page);
    await page.getByText('Aktive Tests gefunden.').waitFor();
    // the page's time stands still from here and moves only by hand: with it running, the real
    // seconds a busy machine takes between the steps below counted towards the 15 s
    await pauseSoon(page);
    await page.getByRole('button', { name: APPLY }).click();
    // the call's 15 s limit starts with the call
    await expect.poll(async () => (await calls(page, 'preview.token')).length).toBe(1);
    await page.clock.runFor(14_999);
    expect(await page.getByText('Wird geladen …').isVisible()).toBe(true);
    await page.clock.runFor(1);
    await page.getByText('Die Einstellungen konnten nicht übernommen werden.').waitFor();
    expect(await notices(page, 'alert')).toEqual([
      expect.stringContaining('Die Einstellungen konnten nicht übernommen werden.'),
    ]);
    expect((await calls(page, 'preview.token'))[0]?.outcome).not.toBe('answered');
    expect(errors).toEqual([]);
  });

  it.each([
    ['a failing', { failing: ['preview.logout'] }],
    ['a hanging', { latency: { 'preview.logout': 120_000 } }],
  ])('%s logout still takes the panel away', async (_case, scenario) => {
    const { page, errors } = await staff({ scenario, ignoreConsole: FAILED_CALLS });
    await openSettings(page);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect
      .poll(() => page.locator('staff-preview').evaluate((node) => node.shadowRoot?.innerHTML))
      .toBe('');
    expect(await calls(page, 'preview.logout')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it.each(['preview.checkauth', 'abtest.tests', 'preview.token'])(
    'a 500 or a hang on %s breaks nothing',
    async (endpoint) => {
      for (const scenario of [{ failing: [endpoint] }, { latency: { [endpoint]: 120_000 } }]) {
        const { page, errors } = await staff({ scenario, ignoreConsole: FAILED_CALLS });
        if (endpoint === 'preview.checkauth') {
          await expect.poll(async () => (await calls(page, endpoint)).length).toBe(1);
          expect(
            await page.locator('staff-preview').evaluate((node) => node.shadowRoot?.innerHTML),
          ).toBe('');
          expect(await calls(page, 'preview.renew')).toEqual([]);
          continue;
        }
        await openSettings(page);
        if (endpoint === 'preview.token') {
          await page.getByText('Aktive Tests gefunden.').waitFor();
          await page.getByRole('button', { name: APPLY }).click();
          await page
            .getByText(
              'failing' in scenario
                ? 'Die Einstellungen konnten nicht übernommen werden.'
                : 'Wird geladen …',
            )
            .waitFor();
        } else {
          await page
            .getByText(
              'failing' in scenario
                ? 'Die A/B-Tests konnten nicht abgerufen werden.'
                : 'Tests werden geladen …',
            )
            .waitFor();
        }
        // the modal still closes and the staff member can still log out
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        await openSettings(page);
        await page.getByRole('button', { name: 'Abmelden' }).click();
        await expect
          .poll(() => page.locator('staff-preview').evaluate((node) => node.shadowRoot?.innerHTML))
          .toBe('');
        expect(errors).toEqual([]);
      }
    },
  );
});

describe('the demo page', () => {
  it("signs staff in with the control panel's switch: the page reloads with the panel", async () => {
    const { page, errors } = await browser.open();
    await page.goto(`${base()}/#staff-preview`);
    const section = page.locator('section#staff-preview');
    await section.locator('staff-preview').waitFor({ state: 'attached' });
    expect(await section.getByRole('button', { name: SETTINGS, exact: true }).count()).toBe(0);
    // the demo has started (it scrolls to the linked section last): the switch stays put
    await page.locator('#catalogue[aria-busy="false"]').waitFor();
    // the switch saves the scenario (the backend sets the staff cookie), then reloads the page;
    // by keyboard, as the sticky header may cover the switch for a pointer
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('checkbox', { name: /Staff member signed in/ }).press('Space'),
    ]);
    await section.getByRole('button', { name: SETTINGS, exact: true }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it("a scenario link forces the token call's answer", async () => {
    const { page, errors } = await browser.open({ ignoreConsole: FAILED_CALLS });
    await page.goto(`${base()}/?staffAuth=true&tokenStatus=INTERNAL_ERROR#staff-preview`);
    const section = page.locator('section#staff-preview');
    await section.getByRole('button', { name: SETTINGS, exact: true }).click();
    await page.getByRole('dialog', { name: SETTINGS }).waitFor();
    await page.getByRole('button', { name: APPLY }).click();
    await page.getByText('Die Einstellungen konnten nicht übernommen werden.').waitFor();
    expect(await page.getByLabel("'Set preview settings' (token call) answers").inputValue()).toBe(
      'INTERNAL_ERROR',
    );
    expect(errors).toEqual([]);
  });
});
