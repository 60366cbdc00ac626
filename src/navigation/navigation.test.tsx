// @vitest-environment-options { "url": "https://www.shop.example/c/coffee/whole-beans" }
import userEvent from '@testing-library/user-event';
import { within } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../test/helpers/dom';
import { cleanupViews, renderView, type RenderedView } from '../../test/helpers/render';
import {
  EMPTY_THEME_WORLD_NAVIGATION,
  NAVIGATION_TREE,
  THEME_WORLD_NAVIGATION,
  countNodes,
  createLargeNavigationTree,
} from '../../test/fixtures/navigation';
import type { Platform } from '../core/sites';
import { $flyoutState, closeFlyout, openFlyout } from '../../stores/flyout/index';
import { resetNavigation } from '../../stores/navigation/index';
import { resetPromotions } from '../../stores/promotions/index';
import { Navigation, type NavigationProps } from './index';

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;

/** The promotions the fake service has, by id: the category banner for coffee only. */
function answerPromotion(url: URL): Promise<Response> {
  const id = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  if (id === '~category_banner' && url.searchParams.getAll('anyOfTags').includes('coffee')) {
    const content = { headline: 'Kaffee-Wochen', linkURL: '/c/coffee', link: 'Zu den Angeboten' };
    return Promise.resolve(json({ type: 'ApiCategory', contentJSON: JSON.stringify(content) }));
  }
  if (id === '~phase_integration') {
    const content = { headline: 'Winterzeit', subline: 'Alles für kalte Tage' };
    return Promise.resolve(json({ type: 'ApiPiPromotion', contentJSON: JSON.stringify(content) }));
  }
  return Promise.resolve(json({ error: 'NOT_FOUND' }, 404));
}

function answer({
  tree = () => Promise.resolve(json(NAVIGATION_TREE)),
  themeWorlds = () => Promise.resolve(json(THEME_WORLD_NAVIGATION)),
}: {
  tree?: () => Promise<Response>;
  themeWorlds?: () => Promise<Response>;
} = {}): void {
  fetchMock.mockImplementation((address) => {
    const url = new URL(address);
    if (url.pathname.startsWith('/service/promotion/')) return answerPromotion(url);
    return url.pathname.includes('themeworld') ? themeWorlds() : tree();
  });
}

const calledPaths = (path: string): string[] =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(path));

async function show(
  props: NavigationProps = {},
  platform: Platform = 'CLASSIC',
): Promise<RenderedView> {
  const view = await renderView(<Navigation {...props} />, { platform });
  await waitFor(() => view.shadow.querySelector('nav[aria-busy="false"]'), {
    message: 'the navigation to load',
  });
  return view;
}

const nav = (view: RenderedView) => within(view.shadow.querySelector('nav') as HTMLElement);
const shownPanel = (view: RenderedView): HTMLElement | null =>
  view.shadow.querySelector('.navigation__panel:not([hidden])');
/**
 * The open panel once its body is there. The levels' code loads on intent, and an import slower
 * than the flyout's 400 ms opens the panel busy first ('Wird geladen …'): on a busy machine.
 */
const loadedPanel = (view: RenderedView): HTMLElement | null => {
  const panel = shownPanel(view);
  return panel && !panel.querySelector('[aria-busy="true"]') ? panel : null;
};
const activeElement = (view: RenderedView) => view.shadow.activeElement;

async function openCategory(view: RenderedView, title: string): Promise<HTMLElement> {
  await userEvent.click(nav(view).getByShadowRole('button', { name: `Untermenü ${title}` }));
  return waitFor(() => loadedPanel(view));
}

beforeEach(() => {
  resetNavigation();
  resetPromotions();
  fetchMock = vi.fn<(url: string) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  answer();
});

afterEach(() => {
  cleanupViews();
  closeFlyout();
  delete window.dataLayer;
});

describe('Navigation on desktop', () => {
  it('announces loading with aria-busy until both calls answered', async () => {
    let release = (): void => undefined;
    answer({
      tree: () =>
        new Promise((resolve) => {
          release = () => resolve(json(NAVIGATION_TREE));
        }),
    });
    const view = await renderView(<Navigation />);
    const navigation = await waitFor(() => view.shadow.querySelector('nav'));
    expect(navigation.getAttribute('aria-busy')).toBe('true');
    expect(navigation.getAttribute('aria-label')).toBe('Hauptnavigation');
    release();
    await waitFor(() => navigation.getAttribute('aria-busy') === 'false');
  });

  it('shows theme worlds first, then the categories of the navigation data', async () => {
    const view = await show({ themeWorldUrl: '/themenwelten' });
    const links = [...view.shadow.querySelectorAll('.navigation__top')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Themenwelten', '/themenwelten'],
      ['Kaffee', '/c/coffee'],
      ['Mode', '/c/fashion'],
      ['Mobilfunk', '/c/mobile'],
    ]);
    expect(nav(view).getByShadowRole('link', { name: 'Mobilfunk' }).getAttribute('target')).toBe(
      '_blank',
    );
    // a submenu button for each item with something to show, none for a plain link
    expect(
      nav(view)
        .getAllByShadowRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Untermenü Themenwelten', 'Untermenü Kaffee', 'Untermenü Mode']);
  });

  it('shows the theme-world item as a button named by its title when there is no url', async () => {
    const view = await show({ themeWorldTitle: 'Unsere Welten' });
    const button = nav(view).getByShadowRole('button', { name: 'Unsere Welten' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders nothing, and throws nothing, when both calls fail', async () => {
    answer({
      tree: () => Promise.resolve(json({ error: 'INTERNAL_ERROR' }, 500)),
      themeWorlds: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const view = await renderView(<Navigation />);
    await waitFor(() => fetchMock.mock.calls.length === 2);
    await waitFor(() => view.shadow.querySelector('nav') === null);
  });

  it('shows the categories when only the theme-world call fails', async () => {
    answer({ themeWorlds: () => Promise.resolve(json({}, 500)) });
    const view = await show();
    expect(view.shadow.querySelector('.navigation__top')?.textContent).toBe('Kaffee');
  });

  it('renders titles with markup as text', async () => {
    const hostile = '<img src=x onerror="alert(1)">Kaffee';
    answer({
      tree: () =>
        Promise.resolve(json([{ ...NAVIGATION_TREE[0], title: hostile }, NAVIGATION_TREE[1]])),
    });
    const view = await show();
    await openCategory(view, hostile);
    expect(nav(view).getByShadowRole('link', { name: hostile })).toBeTruthy();
    expect(view.shadow.querySelector('img')).toBeNull();
  });

  it('opens a flyout with the overview entry, the children and the teaser', async () => {
    const view = await show();
    const panel = within(await openCategory(view, 'Kaffee'));
    expect(panel.getByShadowRole('heading', { name: 'Kaffee' })).toBeTruthy();
    expect(
      panel.getByShadowRole('link', { name: 'Alles anzeigen: Kaffee' }).getAttribute('href'),
    ).toBe('/c/coffee');
    expect(panel.getByShadowRole('button', { name: 'Ganze Bohnen' })).toBeTruthy();
    expect(panel.getByShadowRole('link', { name: 'Kapseln' }).getAttribute('href')).toBe(
      '/c/coffee/capsules',
    );
    expect(panel.getByText('Entdecken')).toBeTruthy();
    expect(panel.getByShadowRole('link', { name: 'Sale' }).getAttribute('href')).toBe(
      '/c/coffee?filter=sale',
    );
    expect(
      nav(view)
        .getByShadowRole('button', { name: 'Untermenü Kaffee' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect($flyoutState.get().flyout).toBe('NAVIGATION');
  });

  it('drills down a level and back, focus following', async () => {
    const view = await show();
    const panel = within(await openCategory(view, 'Kaffee'));
    await userEvent.click(panel.getByShadowRole('button', { name: 'Ganze Bohnen' }));
    expect(panel.getByShadowRole('heading', { name: 'Ganze Bohnen' })).toBeTruthy();
    const overview = panel.getByShadowRole('link', { name: 'Alles anzeigen: Ganze Bohnen' });
    expect(overview.getAttribute('href')).toBe('/c/coffee/whole-beans');
    expect(activeElement(view)).toBe(overview);
    expect(panel.getByShadowRole('link', { name: 'Espresso' })).toBeTruthy();
    expect(panel.queryByShadowRole('link', { name: 'Kapseln' })).toBeNull();
    await userEvent.click(panel.getByShadowRole('button', { name: 'Zurück' }));
    expect(panel.getByShadowRole('heading', { name: 'Kaffee' })).toBeTruthy();
    expect(panel.queryByShadowRole('button', { name: 'Zurück' })).toBeNull();
    expect(activeElement(view)).toBe(panel.getByShadowRole('button', { name: 'Ganze Bohnen' }));
  });

  it('names the overview entry of every level with the overview-item-title', async () => {
    const view = await show({ overviewItemTitle: 'Zur Übersicht' });
    const panel = within(await openCategory(view, 'Kaffee'));
    expect(panel.getByShadowRole('link', { name: 'Zur Übersicht' })).toBeTruthy();
    await userEvent.click(panel.getByShadowRole('button', { name: 'Ganze Bohnen' }));
    expect(panel.getByShadowRole('link', { name: 'Zur Übersicht' }).getAttribute('href')).toBe(
      '/c/coffee/whole-beans',
    );
  });

  it('shows the category banner of the category on its own level', async () => {
    const view = await show();
    const panel = await openCategory(view, 'Kaffee');
    await waitFor(() => within(panel).queryByText('Kaffee-Wochen'));
    expect(calledPaths('~category_banner')).toEqual([
      expect.stringMatching(
        /\/service\/promotion\/api\/promotion\/~category_banner\?anyOfTags=coffee$/,
      ),
    ]);
    await userEvent.click(within(panel).getByShadowRole('button', { name: 'Ganze Bohnen' }));
    expect(within(panel).queryByText('Kaffee-Wochen')).toBeNull();
    // a category without a banner shows none
    const fashion = await openCategory(view, 'Mode');
    await waitFor(() => calledPaths('anyOfTags=fashion').length === 1);
    expect(within(fashion).queryByText('Kaffee-Wochen')).toBeNull();
  });

  it('shows the phase-integration block in the theme worlds', async () => {
    const view = await show({ themeWorldUrl: '/themenwelten' });
    const panel = within(await openCategory(view, 'Themenwelten'));
    await waitFor(() => panel.queryByText('Winterzeit'));
  });

  it('keeps an item opened once rendered, hidden, and opens it again at its own level', async () => {
    const view = await show();
    // from the keyboard: no mouse resting on the item keeps it rendered for another reason
    nav(view).getByShadowRole('button', { name: 'Untermenü Kaffee' }).focus();
    await userEvent.keyboard('{Enter}');
    const panel = await waitFor(() => loadedPanel(view));
    within(panel).getByShadowRole('button', { name: 'Ganze Bohnen' }).click();
    await waitFor(() => within(panel).queryByShadowRole('heading', { name: 'Ganze Bohnen' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => panel.hidden);
    expect(panel.isConnected).toBe(true);
    expect(await openCategory(view, 'Kaffee')).toBe(panel);
    expect(within(panel).getByShadowRole('heading', { name: 'Kaffee' })).toBeTruthy();
    // never opened: not rendered
    expect(view.shadow.querySelectorAll('.navigation__panel')).toHaveLength(1);
  });

  it('closes when an icon-bar flyout opens, and closes that one when it opens', async () => {
    const view = await show();
    const panel = await openCategory(view, 'Kaffee');
    openFlyout('USER_MENU', 'x');
    await waitFor(() => panel.hidden);
    await openCategory(view, 'Mode');
    expect($flyoutState.get().flyout).toBe('NAVIGATION');
  });

  it('shows the theme worlds with their sections, texts from the answer', async () => {
    const view = await show({ themeWorldUrl: '/themenwelten' });
    const panel = within(await openCategory(view, 'Themenwelten'));
    expect(panel.getByShadowRole('link', { name: 'Alle Themenwelten' }).getAttribute('href')).toBe(
      '/themenwelten',
    );
    expect(
      panel.getAllByShadowRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Demnächst', 'Mehr Themenwelten']);
    const winter = panel.getByShadowRole('link', { name: /Wintersport/ });
    expect(winter.getAttribute('href')).toBe('/themeworld/winter-sports');
    expect(winter.textContent).toBe(
      'WintersportNeuBald erhältlichMit Kundenkarte sparenbis 24.12.Nur noch 2 Tage',
    );
    const image = winter.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('');
    expect(winter.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-24T23:59:59.000Z');
    expect(panel.getByShadowRole('link', { name: /Yoga/ }).textContent).toBe(
      'YogaNur onlinebis 24.12.',
    );
  });

  it('shows the loyalty-card logo claim on theme worlds with card prices', async () => {
    const view = await show({ loyaltyCardLogoClaim: 'Kundenkarten-Preis', themeWorldUrl: '/tw' });
    const panel = within(await openCategory(view, 'Themenwelten'));
    expect(panel.getByShadowRole('link', { name: /Wintersport/ }).textContent).toContain(
      'Kundenkarten-Preis',
    );
    expect(panel.queryByText('Mit Kundenkarte sparen')).toBeNull();
  });

  it('falls back to its own texts when the answer has no translations', async () => {
    answer({
      themeWorlds: () => Promise.resolve(json({ ...THEME_WORLD_NAVIGATION, translations: null })),
    });
    const view = await show({ themeWorldUrl: '/themenwelten' });
    const panel = within(await openCategory(view, 'Themenwelten'));
    expect(panel.getByShadowRole('link', { name: 'Alle Themenwelten' })).toBeTruthy();
    expect(panel.getByShadowRole('link', { name: /Yoga/ }).textContent).toContain('Nur online');
  });

  it('leaves theme worlds out when there are none and no url', async () => {
    answer({ themeWorlds: () => Promise.resolve(json(EMPTY_THEME_WORLD_NAVIGATION)) });
    const view = await show();
    expect(nav(view).queryByShadowRole('button', { name: /Themenwelten/ })).toBeNull();
  });

  it('shows plain links without flyouts with menu-type links', async () => {
    const view = await show({ menuType: 'links', themeWorldUrl: '/themenwelten' });
    expect(nav(view).queryAllByShadowRole('button')).toEqual([]);
    expect(nav(view).getAllByShadowRole('link')).toHaveLength(4);
  });

  it('links to the base domain', async () => {
    const view = await show({ baseDomain: 'https://www.shop.example', themeWorldUrl: 'tw' });
    expect(
      [...view.shadow.querySelectorAll('.navigation__top')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual([
      'https://www.shop.example/tw',
      'https://www.shop.example/c/coffee',
      'https://www.shop.example/c/fashion',
      'https://www.shop.example/c/mobile',
    ]);
  });

  it('tracks a click on a navigation link as navigation_click', async () => {
    const view = await show();
    const stopNavigating = (event: Event): void => event.preventDefault();
    document.addEventListener('click', stopNavigating);
    try {
      const panel = within(await openCategory(view, 'Kaffee'));
      await userEvent.click(panel.getByShadowRole('link', { name: 'Kapseln' }));
      await userEvent.click(nav(view).getByShadowRole('link', { name: 'Mode' }));
    } finally {
      document.removeEventListener('click', stopNavigating);
    }
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'navigation_click',
        navigation_type: 'main_navigation',
        click_target: 'Kaffee > Kapseln',
        click_url: 'https://www.shop.example/c/coffee/capsules',
        page_path: '/c/coffee/whole-beans',
      }),
      expect.objectContaining({ click_target: 'Mode' }),
    ]);
  });
});

describe('Navigation on phones', () => {
  const openDrawer = async (view: RenderedView): Promise<HTMLDialogElement> => {
    await userEvent.click(nav(view).getByShadowRole('button', { name: 'Menü' }));
    return waitFor(() => view.shadow.querySelector<HTMLDialogElement>('dialog[open]'));
  };

  it.each(['MATCH', 'SMARTPHONE'] as const)(
    'opens a drawer from the menu button on %s',
    async (platform) => {
      const view = await show({ themeWorldUrl: '/themenwelten' }, platform);
      expect(view.shadow.querySelector('.navigation__bar')).toBeNull();
      const drawer = within(await openDrawer(view));
      expect(drawer.getAllByShadowRole('button').map((button) => button.textContent)).toEqual([
        '',
        'Themenwelten',
        'Kaffee',
        'Mode',
      ]);
      expect(drawer.getByShadowRole('link', { name: 'Mobilfunk' })).toBeTruthy();
      expect(activeElement(view)?.textContent).toBe('Themenwelten');
      expect($flyoutState.get().flyout).toBe('NAVIGATION');
      expect(document.documentElement.style.overflow).toBe('hidden');
    },
  );

  it('drills into a category and steps back, focus following', async () => {
    const view = await show({}, 'SMARTPHONE');
    const drawer = within(await openDrawer(view));
    await userEvent.click(drawer.getByShadowRole('button', { name: 'Kaffee' }));
    expect(drawer.getByShadowRole('heading', { name: 'Kaffee' })).toBeTruthy();
    expect(activeElement(view)?.textContent).toBe('Alles anzeigen: Kaffee');
    await userEvent.click(drawer.getByShadowRole('button', { name: 'Ganze Bohnen' }));
    await userEvent.click(drawer.getByShadowRole('button', { name: 'Zurück' }));
    expect(activeElement(view)?.textContent).toBe('Ganze Bohnen');
    await userEvent.click(drawer.getByShadowRole('button', { name: 'Zurück' }));
    expect(drawer.queryByShadowRole('heading')).toBeNull();
    expect(activeElement(view)?.textContent).toBe('Kaffee');
  });

  it('closes with its close button, unlocking the page and returning focus', async () => {
    const view = await show({}, 'SMARTPHONE');
    const dialog = await openDrawer(view);
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'Schließen' }));
    await waitFor(() => !dialog.open);
    expect(document.documentElement.style.overflow).toBe('');
    expect($flyoutState.get().flyout).toBe('NONE');
    expect(activeElement(view)?.textContent).toBe('Menü');
  });

  it('closes when another flyout of the page opens', async () => {
    const view = await show({}, 'SMARTPHONE');
    const dialog = await openDrawer(view);
    openFlyout('CART', 'minicart');
    await waitFor(() => !dialog.open);
  });

  it('opens at the page’s own category with mobile-navigation-behaviour current', async () => {
    const view = await show({ mobileNavigationBehaviour: 'current' }, 'SMARTPHONE');
    const drawer = within(await openDrawer(view));
    expect(drawer.getByShadowRole('heading', { name: 'Ganze Bohnen' })).toBeTruthy();
  });

  it('shows no mobile navigation with mobile-navigation-behaviour none', async () => {
    const view = await renderView(<Navigation mobileNavigationBehaviour="none" />, {
      platform: 'MATCH',
    });
    await waitFor(() => fetchMock.mock.calls.length === 2);
    expect(view.shadow.querySelector('nav')).toBeNull();
    const desktop = await show({ mobileNavigationBehaviour: 'none' }, 'TABLET');
    expect(desktop.shadow.querySelector('.navigation__bar')).toBeTruthy();
  });
});

describe('Navigation with 2,000 nodes on 6 levels', () => {
  it('renders the tree and drills down to its sixth level', async () => {
    const tree = createLargeNavigationTree(2_000, 6);
    expect(countNodes(tree)).toBeGreaterThanOrEqual(2_000);
    answer({ tree: () => Promise.resolve(json(tree)) });
    const started = performance.now();
    const view = await show();
    const loaded = performance.now();
    const panel = within(await openCategory(view, 'Kategorie 1'));
    for (const title of ['1.1', '1.1.1', '1.1.1.1', '1.1.1.1.1']) {
      await userEvent.click(panel.getByShadowRole('button', { name: `Kategorie ${title}` }));
    }
    expect(panel.getByShadowRole('link', { name: 'Kategorie 1.1.1.1.1.3' })).toBeTruthy();
    console.info(
      `navigation of ${countNodes(tree)} nodes: loaded and rendered in ${Math.round(loaded - started)} ms, ` +
        `first flyout opened and drilled to level 6 in ${Math.round(performance.now() - loaded)} ms (happy-dom)`,
    );
  });
});
