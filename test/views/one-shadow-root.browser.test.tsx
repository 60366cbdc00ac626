/**
 * The header renders its views in one shadow root, each view bringing its own stylesheet: its own
 * bar, the navigation, the promotion blocks, the app banner, the mini cart and the search flyout
 * (and the newsletter form is a view of the footer's, beside the same design system). This
 * renders each view alone in a shadow root of its own, then a set of them together in one, and
 * compares the computed styles of every element of each view: no view's CSS may restyle
 * another's elements. Two sets: the mini cart, the search and the newsletter (at rest and in each
 * one's open state), and the header's real set (at rest, each loaded: the header with every view
 * it holds, beside each of those views alone).
 */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ReactElement } from 'react';
import { AppBanner } from '../../src/header/app-banner';
import { Header, type HeaderProps } from '../../src/header/header';
import { MiniCart } from '../../src/minicart/minicart';
import { Navigation } from '../../src/navigation/index';
import { CampaignRow } from '../../src/promotions/index';
import { NewsletterSignup } from '../../src/newsletter/newsletter';
import { SearchFlyout } from '../../src/search/search';
import searchSuggestionsCss from '../../src/search/search-suggestions.css?inline';
import { resetAppBanner, setAppBannerEnvironment } from '../../stores/app-banner/index';
import { resetCart } from '../../stores/cart/index';
import { closeFlyout } from '../../stores/flyout/index';
import { waitFor } from '../helpers/dom';
import { adoptStyles } from '../../src/shared/stylesheets';
import { cleanupViews, renderView, type RenderedView } from '../helpers/render';

const VIEWS = {
  minicart: () => <MiniCart pageType={undefined} useminicart />,
  search: () => <SearchFlyout />,
  newsletter: () => <NewsletterSignup scrollOnSuccess={false} />,
} satisfies Record<string, () => ReactElement>;

const HEADER_PROPS: HeaderProps = {
  reduced: false,
  showPromotionBanner: true,
  // not fixed to the window: the pictures compare views in place
  sticky: false,
  stickyMode: 'always',
  onetrustenabled: false,
  showsecurehint: true,
  useminicart: true,
  pageType: undefined,
  clientId: undefined,
  navigationRoute: undefined,
  baseDomain: undefined,
  menuType: undefined,
  themeWorldTitle: undefined,
  themeWorldUrl: '/themeworld',
  loyaltyCardLogoClaim: undefined,
  overviewItemTitle: undefined,
  mobileNavigationBehaviour: undefined,
};

/** The header's real set: the header (holding all the others) and each of them on its own. */
const HEADER_VIEWS = {
  header: () => <Header {...HEADER_PROPS} />,
  navigation: () => <Navigation themeWorldUrl="/themeworld" />,
  promotions: () => <CampaignRow />,
  appBanner: () => <AppBanner reduced={false} />,
  minicart: VIEWS.minicart,
  search: VIEWS.search,
} satisfies Record<string, () => ReactElement>;

type ViewName = keyof typeof VIEWS | keyof typeof HEADER_VIEWS;
const ALL_VIEWS: Record<ViewName, () => ReactElement> = { ...VIEWS, ...HEADER_VIEWS };
const NAMES = Object.keys(VIEWS) as ViewName[];
const HEADER_NAMES = Object.keys(HEADER_VIEWS) as ViewName[];

/** The properties a stray rule would change; layout sizes follow from them. */
const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'width',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'line-height',
  'text-transform',
  'text-align',
  'white-space',
  'padding',
  'margin',
  'border',
  'border-radius',
  'box-shadow',
  'gap',
  'flex-direction',
  'opacity',
  'visibility',
  'overflow',
] as const;

/** Still pictures: a transition (the search field growing) must not be caught half-way. */
async function renderStill(ui: ReactElement): Promise<RenderedView> {
  const view = await renderView(ui);
  adoptStyles(view.shadow, [
    '*, *::before, *::after { transition: none !important; animation: none !important; }',
  ]);
  return view;
}

function Slot({ name }: { name: ViewName }): ReactElement {
  return (
    <div data-view={name} style={{ width: name === 'header' ? 1024 : 640, marginBottom: 24 }}>
      {ALL_VIEWS[name]()}
    </div>
  );
}

type Interaction = (view: RenderedView) => Promise<void>;

/** Every element of a view with its computed styles, in document order. */
function styleSignature(view: RenderedView, name: ViewName): string[] {
  const slot = view.shadow.querySelector(`[data-view="${name}"]`);
  if (!slot) throw new Error(`no ${name} slot`);
  return [...slot.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    const label = `${element.localName}.${[...element.classList].join('.')}`;
    return `${label} ${PROPERTIES.map((property) => style.getPropertyValue(property)).join('|')}`;
  });
}

/** Whether `root` has adopted the stylesheet of `cssText` (compared by its first rule). */
function hasAdopted(root: ShadowRoot, cssText: string): boolean {
  const probe = new CSSStyleSheet();
  probe.replaceSync(cssText);
  const first = probe.cssRules[0]?.cssText;
  return root.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText === first);
}

/**
 * What each view shows at rest once what it loads has arrived: the mini cart its count (the
 * cart's answer), the search box the suggestions' code with its stylesheet (the flyout variant
 * loads it on mount), the newsletter form its e-mail field. A picture taken before that would
 * compare a view half-loaded alone with the same view loaded in the shared root.
 */
const SETTLED: Record<ViewName, (slot: Element, root: ShadowRoot) => unknown> = {
  minicart: (slot) => slot.querySelector('[part~="cart-icon"] [part~="badge"]'),
  search: (slot, root) =>
    slot.querySelector('[role="combobox"]') && hasAdopted(root, searchSuggestionsCss),
  newsletter: (slot) => slot.querySelector('input[type="email"]'),
  navigation: (slot) => slot.querySelector('nav[aria-busy="false"] li'),
  // the campaign row with the service's top banner (not the standing benefits shown until then)
  promotions: (slot) => slot.querySelector('[part~="promotion"][data-campaign="banner"]'),
  appBanner: (slot) => slot.querySelector('[part~="app-banner"]'),
  // the header's bar with every view it holds loaded: navigation, the campaign row, banner, cart
  header: (slot, root) =>
    SETTLED.navigation(slot, root) &&
    SETTLED.promotions(slot, root) &&
    SETTLED.appBanner(slot, root) &&
    SETTLED.minicart(slot, root),
};

async function ready(view: RenderedView, names: readonly ViewName[]): Promise<void> {
  for (const name of names) {
    await waitFor(
      () => {
        const slot = view.shadow.querySelector(`[data-view="${name}"]`);
        return slot && SETTLED[name](slot, view.shadow);
      },
      { message: `the ${name} view to settle` },
    );
  }
}

/** Each of `names` alone in a root of its own, `interact`ed with where `isInteracted` says. */
async function aloneSignatures(
  names: readonly ViewName[],
  interact: Interaction,
  isInteracted: (name: ViewName) => boolean,
): Promise<Partial<Record<ViewName, string[]>>> {
  const alone: Partial<Record<ViewName, string[]>> = {};
  for (const name of names) {
    const view = await renderStill(<Slot name={name} />);
    await ready(view, [name]);
    if (isInteracted(name)) await interact(view);
    alone[name] = styleSignature(view, name);
    view.unmount();
    closeFlyout();
  }
  return alone;
}

/** `names` together in one root, `interact`ed with, compared with their pictures alone. */
async function expectAsAlone(
  names: readonly ViewName[],
  alone: Partial<Record<ViewName, string[]>>,
  interact: Interaction,
): Promise<void> {
  const together = await renderStill(
    <>
      {names.map((name) => (
        <Slot key={name} name={name} />
      ))}
    </>,
  );
  await ready(together, names);
  await interact(together);

  for (const name of names) {
    const shared = styleSignature(together, name);
    const differing = shared.filter((line, index) => line !== alone[name]?.[index]);
    expect(shared.length, `${name}: number of elements`).to.equal(alone[name]?.length);
    expect(differing, `${name}: elements styled differently in the shared root`).to.deep.equal([]);
  }
}

const STATES: Record<string, Interaction> = {
  'at rest': async () => {},
  'with the mini cart open': async (view) => {
    view.shadow.querySelector<HTMLElement>('[part~="toggle"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => view.shadow.querySelector('[part~="flyout"]:not([hidden]) li'), {
      message: 'the mini cart to open with its items',
    });
  },
  'with search suggestions': async (view) => {
    view.shadow.querySelector<HTMLElement>('[role="combobox"]')!.focus();
    await sendKeys({ type: 'kaf' });
    await waitFor(
      () => view.shadow.querySelector('[part~="panel"]:not([hidden]) [role="option"]'),
      {
        message: 'the suggestions',
      },
    );
  },
  'with the newsletter form expanded': async (view) => {
    view.shadow.querySelector<HTMLElement>('input[type="email"]')!.focus();
    await waitFor(() => view.shadow.querySelector('[part~="details"]'), {
      message: 'the newsletter form to expand',
    });
  },
};

describe('views in one shadow root', () => {
  before(async () => {
    document.cookie = `demo_session=one-root-${Date.now()}; path=/`;
    const response = await fetch('/__backend/scenario', {
      method: 'POST',
      body: JSON.stringify({ cartPreset: 'full' }),
    });
    if (!response.ok) throw new Error(`scenario refused: ${await response.text()}`);
  });
  afterEach(() => {
    cleanupViews();
    closeFlyout();
    resetCart();
  });

  for (const [state, interact] of Object.entries(STATES)) {
    it(`leaves each view's styles as they are alone, ${state}`, async () => {
      const alone = await aloneSignatures(
        NAMES,
        interact,
        (name) =>
          (state.includes('mini cart') && name === 'minicart') ||
          (state.includes('search') && name === 'search') ||
          (state.includes('newsletter') && name === 'newsletter'),
      );
      await expectAsAlone(NAMES, alone, interact);
    });
  }

  describe("the header's real set", () => {
    beforeEach(() => {
      // an Android visitor: the app banner shows (the store's environment, not Chromium's)
      setAppBannerEnvironment({
        getUserAgent: () =>
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        getMaxTouchPoints: () => 5,
      });
    });
    afterEach(() => {
      resetAppBanner();
    });

    it('leaves the styles of the header, navigation, promotions, app banner, mini cart and search as they are alone, at rest', async () => {
      const atRest: Interaction = async () => {};
      const alone = await aloneSignatures(HEADER_NAMES, atRest, () => false);
      await expectAsAlone(HEADER_NAMES, alone, atRest);
    });
  });
});
