import { fireEvent } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { html } from 'lit-html';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_RENEWAL_INTERVAL_MS } from '../core/config';
import type { Site } from '../core/sites';
import { $staffPreview, resetStaffPreview } from '../../stores/preview/index';
import { mount, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { reactIdle } from '../../test/helpers/react-idle';

// the entry defines the tag only for a visitor with the staff auth cookie
document.cookie = 'staffauthtoken=staff-token; path=/';
await import('../../elements/staff-preview');

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });
const hang: Handler = () => new Promise<Response>(() => undefined);

const TESTS = [
  { name: 'minicart-checkout-cta', groups: [{ name: 'control' }, { name: 'sticky-button' }] },
  { name: 'no-groups', groups: [] },
];
const REPORTED = new Date(2026, 11, 1, 8, 30).toISOString();

let handlers: Record<string, Handler>;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
const callsTo = (path: string): [URL, RequestInit][] =>
  fetchMock.mock.calls
    .map(([url, init]): [URL, RequestInit] => [new URL(url), init])
    .filter(([url]) => url.pathname.endsWith(path));

beforeEach(() => {
  resetStaffPreview();
  document.cookie = 'staffauthtoken=staff-token; path=/';
  handlers = {
    '/checkauth': () =>
      json({ status: 'SUCCESS', dateTime: REPORTED, abTestName: null, abTestGroup: null }),
    '/renew': () => json({ status: 'SUCCESS' }),
    '/logout': () => json({ status: 'SUCCESS' }),
    '/getassignment': () => json([]),
    '/gettestsat': () => json(TESTS),
    '/token': () => json({ status: 'SUCCESS' }),
  };
  fetchMock = vi.fn((url: string, init: RequestInit) => {
    const parsed = new URL(url);
    const handler = Object.entries(handlers).find(([path]) => parsed.pathname.endsWith(path));
    return Promise.resolve(handler ? handler[1](parsed, init) : json({}, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  unmountAll();
  resetStaffPreview();
  vi.useRealTimers();
});

async function mountPreview(site: Site = 'DE') {
  const container = mount(html``);
  container.innerHTML = `<staff-preview site="${site}"></staff-preview>`;
  const element = container.querySelector('staff-preview');
  if (!element) throw new Error('no <staff-preview>');
  return { element, container };
}

/** The panel shown (auth SUCCESS): its root and the 'Preview settings' button. */
async function shownPanel(site: Site = 'DE') {
  const { element, container } = await mountPreview(site);
  const root = await rendered(element);
  const button = await waitFor(() =>
    root.querySelector<HTMLButtonElement>('[part~="preview"] button'),
  );
  return { element, container, root, button };
}

/** The panel with its modal open and the tests loaded. */
async function openSettings() {
  const panel = await shownPanel();
  await userEvent.click(screen.getByShadowRole('button', { name: 'Vorschau-Einstellungen' }));
  await screen.findByShadowText('Aktive Tests gefunden.');
  return panel;
}

const testSelect = (): HTMLSelectElement =>
  screen.getByShadowRole('combobox', { name: 'Name' }) as HTMLSelectElement;
const groupSelect = (): HTMLSelectElement =>
  screen.getByShadowRole('combobox', { name: /^Gruppe/ }) as HTMLSelectElement;
const optionTexts = (select: HTMLSelectElement): string[] =>
  [...select.options].map((option) => option.textContent ?? '');
const choose = (select: HTMLSelectElement, value: string): void => {
  fireEvent.change(select, { target: { value } });
};

describe('<staff-preview>', () => {
  it('renders nothing until the auth check says SUCCESS', async () => {
    handlers['/checkauth'] = hang;
    const { element } = await mountPreview();
    await waitFor(() => callsTo('/checkauth').length > 0);
    // checking, with what it loads on demand there and React done: a panel would show now
    expect($staffPreview.get().auth).toBe('checking');
    await vi.dynamicImportSettled();
    await reactIdle();
    expect(element.shadowRoot?.childElementCount ?? 0).toBe(0);
    expect(callsTo('/renew')).toHaveLength(0);
  });

  it.each<[string, Handler]>([
    ['UNAUTHORIZED', () => json({ status: 'UNAUTHORIZED' }, 401)],
    ['a malformed answer', () => json({ status: ['SUCCESS'] })],
  ])('renders nothing after %s', async (_case, checkAuth) => {
    handlers['/checkauth'] = checkAuth;
    const { element } = await mountPreview();
    await waitFor(() => callsTo('/checkauth').length > 0);
    // the answer has been read, and what it loads on demand is there and React done: a panel
    // would show now
    await waitFor(() => $staffPreview.get().auth === 'denied', { message: 'access denied' });
    await vi.dynamicImportSettled();
    await reactIdle();
    expect(element.shadowRoot?.childElementCount ?? 0).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each<[Site, string]>([
    ['DE', 'Vorschau-Einstellungen'],
    ['AT', 'Vorschau-Einstellungen'],
    ['CH', 'Vorschau-Einstellungen'],
    ['CH_FR', 'Paramètres de prévisualisation'],
    ['PL', 'Ustawienia podglądu'],
    ['CZ', 'Nastavení náhledu'],
    ['HU', 'Előnézeti beállítások'],
    ['SK', 'Nastavenia náhľadu'],
    ['TR', 'Önizleme ayarları'],
  ])('%s: shows the preview settings button as %j', async (site, name) => {
    const { button } = await shownPanel(site);
    expect(button.textContent).toBe(name);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens the modal with the active settings filled in', async () => {
    handlers['/checkauth'] = () =>
      json({
        status: 'SUCCESS',
        dateTime: REPORTED,
        abTestName: 'minicart-checkout-cta',
        abTestGroup: 'sticky-button',
      });
    await openSettings();
    expect(screen.getByShadowRole('dialog', { name: 'Vorschau-Einstellungen' })).toBeTruthy();
    expect((screen.getByShadowLabelText('Datum') as HTMLInputElement).value).toBe('2026-12-01');
    expect((screen.getByShadowLabelText('Uhrzeit') as HTMLInputElement).value).toBe('08:30');
    expect(testSelect().value).toBe('minicart-checkout-cta');
    expect(groupSelect().value).toBe('sticky-button');
    expect(screen.getByShadowRole('group', { name: 'A/B-Test' })).toBeTruthy();
    const time = callsTo('/gettestsat')[0]?.[0].searchParams.get('time');
    expect(time).toBe(REPORTED);
  });

  it('lists the tests running then, none first', async () => {
    await openSettings();
    expect(optionTexts(testSelect())).toEqual([
      'Kein A/B-Test',
      'minicart-checkout-cta',
      'no-groups',
    ]);
  });

  it('keeps the group select disabled until a real test is chosen', async () => {
    await openSettings();
    expect(groupSelect().disabled).toBe(true);
    choose(testSelect(), 'minicart-checkout-cta');
    await waitFor(() => !groupSelect().disabled);
    expect(optionTexts(groupSelect())).toEqual(['Gruppe wählen', 'control', 'sticky-button']);
    choose(testSelect(), '');
    await waitFor(() => groupSelect().disabled);
  });

  it('a test without a group shows Required; a group clears it; none clears the selection', async () => {
    const { root } = await openSettings();
    choose(testSelect(), 'minicart-checkout-cta');
    await waitFor(() => groupSelect().getAttribute('aria-invalid') === 'true');
    const errorId = groupSelect().getAttribute('aria-describedby') ?? '';
    expect(root.getElementById(errorId)?.textContent).toBe('Pflichtfeld');
    expect(groupSelect().getAttribute('aria-required')).toBe('true');
    choose(groupSelect(), 'control');
    await waitFor(() => groupSelect().getAttribute('aria-invalid') === null);
    expect(root.getElementById(errorId)).toBeNull();
    choose(testSelect(), '');
    await waitFor(() => testSelect().value === '' && groupSelect().value === '');
    expect(groupSelect().getAttribute('aria-invalid')).toBeNull();
  });

  it('a test with no groups shows Required and offers only the placeholder', async () => {
    await openSettings();
    choose(testSelect(), 'no-groups');
    await waitFor(() => groupSelect().getAttribute('aria-invalid') === 'true');
    expect(optionTexts(groupSelect())).toEqual(['Gruppe wählen']);
  });

  it('refuses to apply a test without a group, sends nothing and focuses the group', async () => {
    await openSettings();
    choose(testSelect(), 'minicart-checkout-cta');
    await userEvent.click(
      screen.getByShadowRole('button', { name: 'Vorschau-Einstellungen setzen' }),
    );
    const alert = await screen.findByShadowRole('alert');
    expect(alert.textContent).toContain('Bitte wählen Sie auch eine A/B-Testgruppe aus!');
    expect(callsTo('/token')).toHaveLength(0);
    await waitFor(
      () =>
        groupSelect().getRootNode() instanceof ShadowRoot &&
        (groupSelect().getRootNode() as ShadowRoot).activeElement === groupSelect(),
    );
  });

  it('applies: Loading... as info, then Settings applied successfully. as info', async () => {
    let answer: (response: Response) => void = () => undefined;
    handlers['/token'] = () => new Promise((resolve) => (answer = resolve));
    await openSettings();
    choose(testSelect(), 'minicart-checkout-cta');
    choose(groupSelect(), 'control');
    await userEvent.click(
      screen.getByShadowRole('button', { name: 'Vorschau-Einstellungen setzen' }),
    );
    await waitFor(() =>
      screen
        .queryAllByShadowRole('status')
        .some((node) => node.textContent?.includes('Wird geladen …')),
    );
    answer(json({ status: 'SUCCESS' }));
    const done = await waitFor(() =>
      screen
        .queryAllByShadowRole('status')
        .find((node) =>
          node.textContent?.includes('Die Einstellungen wurden erfolgreich übernommen.'),
        ),
    );
    expect(done.textContent).toContain('Hinweis');
    const [url, init] = callsTo('/token')[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(url?.searchParams.get('test')).toBe('minicart-checkout-cta');
    expect(url?.searchParams.get('group')).toBe('control');
  });

  it('shows Applying settings failed. as an error when the service refuses', async () => {
    handlers['/token'] = () => json({ status: 'BAD_REQUEST' }, 400);
    await openSettings();
    await userEvent.click(
      screen.getByShadowRole('button', { name: 'Vorschau-Einstellungen setzen' }),
    );
    const alert = await screen.findByShadowRole('alert');
    expect(alert.textContent).toContain('Die Einstellungen konnten nicht übernommen werden.');
  });

  it.each<[string, Handler, string, 'status' | 'alert']>([
    ['while loading', hang, 'Tests werden geladen …', 'status'],
    [
      'for an empty list',
      () => json([]),
      'Für dieses Datum gibt es keine aktiven Tests.',
      'status',
    ],
    ['for a list', () => json(TESTS), 'Aktive Tests gefunden.', 'status'],
    [
      'for a failed call',
      () => json({}, 500),
      'Die A/B-Tests konnten nicht abgerufen werden.',
      'alert',
    ],
    [
      'for a list of the wrong shape',
      () => json({ length: 2 }),
      'Die A/B-Tests konnten nicht abgerufen werden.',
      'alert',
    ],
  ])('says so %s', async (_case, testsAt, message, role) => {
    handlers['/gettestsat'] = testsAt;
    await shownPanel();
    await userEvent.click(screen.getByShadowRole('button', { name: 'Vorschau-Einstellungen' }));
    const notice = await waitFor(() =>
      screen.queryAllByShadowRole(role).find((node) => node.textContent?.includes(message)),
    );
    expect(notice).toBeTruthy();
    if (role === 'alert') expect(optionTexts(testSelect())).toEqual(['Kein A/B-Test']);
  });

  it('asks for the tests again when the date changes', async () => {
    await openSettings();
    fireEvent.change(screen.getByShadowLabelText('Datum'), { target: { value: '2027-01-15' } });
    await waitFor(() => callsTo('/gettestsat').length === 2);
    expect(callsTo('/gettestsat')[1]?.[0].searchParams.get('time')).toBe(
      new Date(2027, 0, 15, 8, 30).toISOString(),
    );
  });

  it('renders hostile test and group names as text', async () => {
    const hostile = '<img src=x onerror="window.hacked=1">';
    handlers['/gettestsat'] = () =>
      json([{ name: hostile, groups: [{ name: `${hostile}&group=x` }] }]);
    const { root } = await openSettings();
    choose(testSelect(), hostile);
    await waitFor(() => !groupSelect().disabled);
    expect(optionTexts(testSelect())).toContain(hostile);
    expect(optionTexts(groupSelect())).toContain(`${hostile}&group=x`);
    expect(root.querySelector('img')).toBeNull();
  });

  it('logs out: the panel goes and the logout call is made', async () => {
    const { element } = await openSettings();
    await userEvent.click(screen.getByShadowRole('button', { name: 'Abmelden' }));
    await waitFor(() => (element.shadowRoot?.childElementCount ?? 0) === 0);
    expect(callsTo('/logout')).toHaveLength(1);
  });

  it('stops renewing when the element leaves the page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { container, element } = await shownPanel();
    expect(callsTo('/renew')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PREVIEW_RENEWAL_INTERVAL_MS);
    expect(callsTo('/renew')).toHaveLength(2);
    container.remove();
    // unmounted: its effects have been cleaned up
    await waitFor(() => element.shadowRoot?.childElementCount === 0, { message: 'unmounted' });
    await vi.advanceTimersByTimeAsync(2 * PREVIEW_RENEWAL_INTERVAL_MS);
    expect(callsTo('/renew')).toHaveLength(2);
  });
});
