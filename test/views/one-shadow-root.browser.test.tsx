/**
 * The header renders the mini cart, the search flyout and (in the footer) the newsletter form in
 * one shadow root, each view bringing its own stylesheet. This renders each view alone in a
 * shadow root of its own, then all three together in one, and compares the computed styles of
 * every element of each view: no view's CSS may restyle another's elements.
 */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ReactElement } from 'react';
import { MiniCart } from '../../src/minicart/minicart';
import { NewsletterSignup } from '../../src/newsletter/newsletter';
import { SearchFlyout } from '../../src/search/search';
import searchSuggestionsCss from '../../src/search/search-suggestions.css?inline';
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
type ViewName = keyof typeof VIEWS;
const NAMES = Object.keys(VIEWS) as ViewName[];

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
    <div data-view={name} style={{ width: 640, marginBottom: 24 }}>
      {VIEWS[name]()}
    </div>
  );
}

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
const SETTLED: Record<ViewName, (root: ShadowRoot) => unknown> = {
  minicart: (root) => root.querySelector('[part~="cart-icon"] [part~="badge"]'),
  search: (root) =>
    root.querySelector('[role="combobox"]') && hasAdopted(root, searchSuggestionsCss),
  newsletter: (root) => root.querySelector('input[type="email"]'),
};

async function ready(view: RenderedView, names: readonly ViewName[]): Promise<void> {
  for (const name of names) {
    await waitFor(() => SETTLED[name](view.shadow), { message: `the ${name} view to settle` });
  }
}

type Interaction = (view: RenderedView) => Promise<void>;

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
      const alone: Partial<Record<ViewName, string[]>> = {};
      for (const name of NAMES) {
        const view = await renderStill(<Slot name={name} />);
        await ready(view, [name]);
        if (
          (state.includes('mini cart') && name === 'minicart') ||
          (state.includes('search') && name === 'search') ||
          (state.includes('newsletter') && name === 'newsletter')
        ) {
          await interact(view);
        }
        alone[name] = styleSignature(view, name);
        view.unmount();
        closeFlyout();
      }

      const together = await renderStill(
        <>
          {NAMES.map((name) => (
            <Slot key={name} name={name} />
          ))}
        </>,
      );
      await ready(together, NAMES);
      await interact(together);

      for (const name of NAMES) {
        const shared = styleSignature(together, name);
        const differing = shared.filter((line, index) => line !== alone[name]?.[index]);
        expect(shared.length, `${name}: number of elements`).to.equal(alone[name]?.length);
        expect(differing, `${name}: elements styled differently in the shared root`).to.deep.equal(
          [],
        );
      }
    });
  }
});
