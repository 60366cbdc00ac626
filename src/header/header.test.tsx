import { html } from 'lit-html';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/shop-header';
import { mount, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { reactIdle } from '../../test/helpers/react-idle';
import { stubCartService } from '../../test/helpers/cart-service';
import { closeFlyout } from '../../stores/flyout/index';
import { resetCart } from '../../stores/cart/index';
import { resetHeader } from '../../stores/header/index';
import { resetPromotions } from '../../stores/promotions/index';
import { resetUser } from '../../stores/user/index';
import { REQUEST_TIMEOUT_MS } from '../core/config';
import { SITE_KEYS, type Site } from '../core/sites';

async function show(attributes: string): Promise<{ host: HTMLElement; root: ShadowRoot }> {
  const container = mount(html``);
  container.innerHTML = `<shop-header ${attributes}></shop-header><main>Inhalt</main>`;
  const host = container.querySelector('shop-header') as HTMLElement;
  const root = await rendered(host);
  await waitFor(() => root.querySelector('[part~="icon-bar"]'));
  return { host, root };
}

/**
 * Opens the user menu and waits for its body: a body that takes longer than the flyout waits for
 * it (a busy machine) first shows the panel busy, without the menu's links.
 */
async function openUserMenu(root: ShadowRoot): Promise<HTMLElement> {
  root.querySelector<HTMLButtonElement>('[part~="user-menu-icon"]')!.click();
  return waitFor(() => {
    const menu = root.querySelector<HTMLElement>('[part~="user-menu-flyout"]:not([hidden])');
    return menu && !menu.querySelector('[aria-busy="true"]') ? menu : undefined;
  });
}

const hrefs = (root: ParentNode, selector: string): string[] =>
  [...root.querySelectorAll(selector)].map((link) => link.getAttribute('href') ?? '');

/** What each site's header says, in its language: the icon names and the link row. */
const EXPECTED: Record<Site, { search: string; links: number; benefits: string }> = {
  DE: { search: 'Suche', links: 5, benefits: 'Ihre Vorteile' },
  AT: { search: 'Suche', links: 4, benefits: 'Ihre Vorteile' },
  CH: { search: 'Suche', links: 4, benefits: 'Ihre Vorteile' },
  CH_FR: { search: 'Recherche', links: 4, benefits: '' },
  PL: { search: 'Wyszukiwarka', links: 4, benefits: '' },
  CZ: { search: 'Vyhledávání', links: 4, benefits: '' },
  HU: { search: 'Keresés', links: 4, benefits: '' },
  SK: { search: 'Vyhľadávanie', links: 4, benefits: '' },
  TR: { search: 'Arama', links: 2, benefits: '' },
};

describe('<shop-header>', () => {
  beforeEach(() => {
    stubCartService('full');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    unmountAll();
    closeFlyout();
    resetCart();
    resetUser();
    resetHeader();
    resetPromotions();
    delete window.shopPersonalData;
  });

  it.each(SITE_KEYS)('speaks the language of %s and links its own pages', async (site) => {
    const { root } = await show(`site="${site}"`);
    const expected = EXPECTED[site];
    const searchIcon = root.querySelector('[part~="search-icon"]');
    expect(searchIcon?.textContent).toBe(expected.search);
    expect(root.querySelectorAll('[part~="links"] a')).toHaveLength(expected.links);
    if (expected.benefits !== '') {
      expect(root.querySelector('[data-link="benefits"]')?.textContent).toBe(expected.benefits);
    }
    expect(root.querySelector('[part~="logo"]')?.getAttribute('href')).toBe('/');
  });

  it('leaves the loyalty-card and contact links out on TR', async () => {
    const { root } = await show('site="TR"');
    expect(hrefs(root, '[part~="links"] a')).toEqual(['/avantajlar', '/service/storefinder/']);
  });

  it('falls back to DE for an unknown site and ignores hostile attribute values', async () => {
    const { root } = await show(
      'site="XX" sticky-mode="sideways" page-type="<b>basket</b>" reduced="maybe" useminicart="0"',
    );
    expect(root.querySelector('[part~="logo"]')?.getAttribute('aria-label')).toBe('Zur Startseite');
    // reduced="maybe" is present and not "false": the reduced header
    expect(root.querySelector('[part~="secure-hint"]')?.textContent).toContain('Sicherer Einkauf');
  });

  it('says on its root part whether it is reduced, as data-reduced="true" or "false"', async () => {
    const { root } = await show('site="DE" reduced');
    expect(root.querySelector('[part~="header"]')?.getAttribute('data-reduced')).toBe('true');
    const full = await show('site="DE"');
    expect(full.root.querySelector('[part~="header"]')?.getAttribute('data-reduced')).toBe('false');
  });

  it('renders the customer name as text and greets remembered visitors', async () => {
    window.shopPersonalData = Promise.resolve({
      tracking: { loginStatus: 'REMEMBERED' },
      customer: { firstname: '<b>Ayşe</b>', lastname: 'Yılmaz', loyaltyBeans: 12 },
      statuses: { isCardMember: false },
    });
    const { root } = await show('site="TR"');
    const menu = await openUserMenu(root);
    await waitFor(() => menu.textContent?.includes('Yılmaz'));
    expect(menu.querySelector('b')).toBeNull();
    expect(menu.textContent).toContain('<b>Ayşe</b> Yılmaz');
    expect(hrefs(menu, 'a')).toContain('/logout');
    expect(hrefs(menu, 'a')).not.toContain('/beanaccount');
  });

  it.each([
    ['a rejected promise', () => Promise.reject(new Error('offline'))],
    ['a malformed body', () => Promise.resolve({ tracking: 'LOGGED_IN' })],
    ['a promise that never settles', () => new Promise(() => {})],
  ])('shows the logged-out menu after %s', async (_name, data) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = data();
    // the header reads it; this only keeps the test runner from reporting the rejection twice
    answer.catch(() => undefined);
    window.shopPersonalData = answer;
    const pending = _name === 'a promise that never settles';
    // a clock the test can move on past every timer the header starts, and real time meanwhile
    if (pending)
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { root } = await show('site="DE"');
    const menu = await openUserMenu(root);
    expect(hrefs(menu, 'a')).toEqual(
      expect.arrayContaining(['/signin?loginRedirect=red', '/register']),
    );
    const shownWhileWaiting = menu.textContent;
    if (!pending) {
      await waitFor(() => errors.mock.calls.length > 0);
    } else {
      // the promise stays pending past the longest the header waits for any answer: the menu
      // shows the logged-out state all along and nothing changes
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 4);
      vi.useRealTimers();
      expect(menu.isConnected && !menu.hidden).toBe(true);
      expect(menu.textContent).toBe(shownWhileWaiting);
    }
    // what the answer left, once it has had its effect (or never will)
    expect(hrefs(menu, 'a')).toEqual(
      expect.arrayContaining(['/signin?loginRedirect=red', '/register']),
    );
    expect(hrefs(menu, 'a')).not.toContain('/logout');
  });

  it('shows the campaign row under the bar: the standing benefits when no campaign answers', async () => {
    const service = stubCartService('full');
    const { root } = await show('site="DE"');
    const row = await waitFor(() => root.querySelector('[part~="campaign-row"]'));
    expect(row.textContent).toContain('Kaffee versandkostenfrei ab 20 €');
    await waitFor(() => service.requests.some((request) => request.url.includes('~top_banner')));
  });

  it.each(['show-promotion-banner="false"', 'reduced'])(
    'shows no campaign row and asks for no promotion with %s',
    async (attribute) => {
      const service = stubCartService('full');
      const { root } = await show(`site="DE" ${attribute}`);
      // React has done all it had to: the row or a promotion request would be there by now
      await reactIdle();
      expect(root.querySelector('[part~="campaign-row"]')).toBeNull();
      expect(service.requests.filter((request) => request.url.includes('/promotion/'))).toEqual([]);
    },
  );

  it('sends the header icon click to tracking', async () => {
    window.dataLayer = [];
    const { root } = await show('site="DE"');
    root.querySelector<HTMLButtonElement>('[part~="store-finder-icon"]')!.click();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'navigation_click',
        navigation_type: 'header_icon',
        click_target: 'store_finder',
      }),
    );
  });
});
