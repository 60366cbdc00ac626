/**
 * Hydration in place (elements/internal/define-element.tsx): the header and the footer rendered
 * on the server (the fake backend's /service/pageborder/... answers through renderFragment from
 * source) are parsed with their declarative shadow roots before the tags are defined, as a
 * server-included page is; then the element code arrives and hydrates them. The tags are defined
 * by this file's dynamic imports, after the markup is on the page.
 */
import { expect } from 'chai';
import { newBackendSession, setBackendScenario } from '../../test/helpers/backend';
import { $cart, INITIAL_CART_STATE } from '../../stores/cart/index';
import { $user } from '../../stores/user/index';
import { waitFor } from '../../test/helpers/dom';
import { expectNoAxeViolations } from '../../test/helpers/axe';

/** The console's errors and warnings and the page's uncaught errors, from now on. */
function watchConsole(): { readonly messages: string[]; stop(): void } {
  const messages: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
    error.apply(console, args);
  };
  console.warn = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
    warn.apply(console, args);
  };
  const onError = (event: ErrorEvent) => messages.push(String(event.error ?? event.message));
  window.addEventListener('error', onError);
  return {
    messages,
    stop() {
      console.error = error;
      console.warn = warn;
      window.removeEventListener('error', onError);
    },
  };
}

/** The services' requests this page makes from now on (the embedded data spares them). */
function watchRequests(): { readonly paths: string[]; stop(): void } {
  const paths: string[] = [];
  const original = window.fetch;
  window.fetch = (input, init) => {
    paths.push(
      new URL(String(input instanceof Request ? input.url : input), location.href).pathname,
    );
    return original(input, init);
  };
  return { paths, stop: () => (window.fetch = original) };
}

async function serverFragment(path: string, place: HTMLElement): Promise<HTMLElement> {
  const response = await fetch(path);
  expect(response.status).to.equal(200);
  document.body.append(place);
  // parsed as a page's HTML is: the declarative shadow root is attached
  place.setHTMLUnsafe(await response.text());
  const element = place.firstElementChild as HTMLElement;
  expect(element.shadowRoot, 'a declarative shadow root').to.not.equal(null);
  return element;
}

describe('a server-rendered page border hydrates in place', () => {
  before(() => newBackendSession('hydration'));

  it('keeps the server DOM nodes of the header and footer, with no hydration warning and no second request', async () => {
    // a page whose own <header> holds the fragment, and whose last heading before the footer is
    // an h2: what the server could not know, taken from the page after hydration
    const header = await serverFragment(
      '/service/pageborder/header/DE/CLASSIC/sticky',
      document.createElement('header'),
    );
    const heading = document.createElement('h2');
    heading.textContent = 'Kaffee';
    document.body.append(heading);
    const footer = await serverFragment(
      '/service/pageborder/footer/DE/CLASSIC/newsletter',
      document.createElement('div'),
    );
    expect(header.shadowRoot!.querySelector('header.header__bar')?.getAttribute('role')).to.equal(
      null,
    );
    expect(footer.shadowRoot!.querySelector('.footer__headline')?.localName).to.equal('h2');
    const logo = header.shadowRoot!.querySelector('a.header__logo');
    const category = header.shadowRoot!.querySelector('a.navigation__top');
    const legal = footer.shadowRoot!.querySelector('[part="footer-legal"] a');
    expect(logo && category && legal, 'server content before any script').to.not.equal(null);
    // before hydration the server's HTML is a working page border: links that navigate
    expect(logo?.getAttribute('href')).to.equal('/');
    // the search icon opens a plain GET form by the browser alone (popovertarget), and a shopper
    // who has typed in it when the code arrives keeps it until it closes
    const searchIcon = header.shadowRoot!.querySelector<HTMLButtonElement>('[part~="search-icon"]');
    searchIcon?.click();
    const fallback = header.shadowRoot!.querySelector<HTMLElement>(
      '[part="search-before-hydration"]',
    );
    expect(fallback?.matches(':popover-open'), 'the search opens without a script').to.equal(true);
    const term = fallback!.querySelector<HTMLInputElement>('input[name="query"]')!;
    term.value = 'kaffee';

    const console = watchConsole();
    const requests = watchRequests();
    try {
      await import('../shop-header');
      await import('../shop-footer');
      await waitFor(() => header.hasAttribute('rendered') && footer.hasAttribute('rendered'), {
        message: 'both hydrated',
      });
      // the same nodes, not re-created: a node marked before hydration is the node after
      expect(header.shadowRoot!.querySelector('a.header__logo') === logo, 'same logo').to.equal(
        true,
      );
      expect(
        header.shadowRoot!.querySelector('a.navigation__top') === category,
        'same category',
      ).to.equal(true);
      expect(
        footer.shadowRoot!.querySelector('[part="footer-legal"] a') === legal,
        'same legal link',
      ).to.equal(true);
      // hydrated while open: the popover (never hydrated) stays open with what was typed
      expect(fallback?.matches(':popover-open')).to.equal(true);
      expect(term.value).to.equal('kaffee');
      fallback?.hidePopover();
      // after hydration the same icon opens the search flyout, not the popover
      await waitFor(() => !searchIcon?.hasAttribute('popovertarget'), {
        message: 'the icon leaves the popover to the flyout',
      });
      expect(
        header.shadowRoot!.querySelector('[part~="search-icon"]') === searchIcon,
        'same search icon',
      ).to.equal(true);
      searchIcon?.click();
      await waitFor(() => searchIcon?.getAttribute('aria-expanded') === 'true', {
        message: 'the search flyout opens after hydration',
      });
      expect(fallback?.matches(':popover-open')).to.equal(false);
      searchIcon?.click();
      // the page's values right after hydration: the page's header is the banner, the outline
      await waitFor(
        () =>
          header.shadowRoot!.querySelector('header.header__bar')?.getAttribute('role') === 'none' &&
          footer.shadowRoot!.querySelector('.footer__headline')?.localName === 'h3',
        { message: "the page's landmark and heading level" },
      );
      const shared = [
        '/jsonflyoutnavigation',
        '/service/themeworld-frontend',
        '/service/promotion',
      ];
      expect(
        requests.paths.filter((path) => shared.some((prefix) => path.startsWith(prefix))),
      ).to.deep.equal([]);
      // hydrated: React handles the navigation's toggle now
      const toggle = header.shadowRoot!.querySelector<HTMLButtonElement>(
        'button.navigation__toggle',
      );
      toggle?.click();
      await waitFor(() => toggle?.getAttribute('aria-expanded') === 'true', {
        message: 'the navigation flyout opens after hydration',
      });
      toggle?.click();
      expect(
        console.messages.filter((message) => /hydrat|did not match|server rendered/i.test(message)),
      ).to.deep.equal([]);
      expect(console.messages.filter((message) => /error/i.test(message))).to.deep.equal([]);
    } finally {
      console.stop();
      requests.stop();
    }
    await expectNoAxeViolations(document.body);
  });

  it('hydrates as the server rendered it when a cart count and a logged-in name are known before, then shows them', async () => {
    await setBackendScenario({ loginStatus: 'LOGGED_IN', cartPreset: 'full' });
    await import('../shop-header');
    // what the page may know before the element hydrates: the cached cart count, the customer
    $cart.set({ ...$cart.get(), AT: { ...INITIAL_CART_STATE, count: 3 } });
    $user.set({ ...$user.get(), loggedInOrRemembered: true, customerName: 'Anna' });
    const console = watchConsole();
    try {
      // defined already: the element upgrades and hydrates as soon as it is parsed in
      const header = await serverFragment(
        '/service/pageborder/header/AT/CLASSIC/sticky',
        document.createElement('header'),
      );
      await waitFor(() => header.hasAttribute('rendered'), { message: 'hydrated' });
      // the server's fragment has neither; after hydration they arrive in their fixed places
      await waitFor(() => header.shadowRoot!.querySelector('[part="badge"]') !== null, {
        message: 'the badge after hydration',
      });
      expect(
        console.messages.filter((message) =>
          /hydrat|did not match|server rendered|#418/i.test(message),
        ),
      ).to.deep.equal([]);
      header.parentElement?.remove();
    } finally {
      console.stop();
    }
  });

  it('renders as without a server when its shadow root is not the server’s', async () => {
    await import('../shop-header');
    const place = document.createElement('div');
    document.body.append(place);
    place.innerHTML = '<shop-header site="AT" platform="CLASSIC"></shop-header>';
    const element = place.firstElementChild as HTMLElement;
    await waitFor(() => element.hasAttribute('rendered'), { message: 'rendered' });
    expect(element.shadowRoot?.querySelector('[data-shop-root]')).to.equal(null);
    expect(element.shadowRoot?.querySelector('a.header__logo')).to.not.equal(null);
    place.remove();
  });
});

describe('a server-rendered page border while the browser still parses it', () => {
  before(() => newBackendSession('fragment-parse'));

  /**
   * The header's fragment under a tag nothing defines (no upgrade, no hydration), parsed from its
   * start up to `end` (the parser closes what is open, as a paint in the middle of a streamed
   * page sees it), once its stylesheets have loaded.
   */
  async function parsedUpTo(html: string, end: number): Promise<ShadowRoot> {
    const place = document.createElement('div');
    document.body.append(place);
    place.setHTMLUnsafe(html.slice(0, end).replaceAll('shop-header', 'parsed-fragment'));
    const root = place.firstElementChild!.shadowRoot!;
    await waitFor(() => [...root.querySelectorAll('link')].every((link) => link.sheet !== null), {
      message: 'the stylesheets loaded',
    });
    return root;
  }

  it('lays the view out but shows it only once its shadow root is complete, never half drawn', async () => {
    const response = await fetch('/service/pageborder/header/DE/CLASSIC/sticky');
    const html = await response.text();
    // half parsed: up to the store finder's icon, before the user menu and the cart
    const half = await parsedUpTo(html, html.indexOf('user-menu-icon'));
    const halfView = half.querySelector<HTMLElement>('[data-shop-root]')!;
    expect(halfView.querySelector('.header__logo'), 'the logo parsed').to.not.equal(null);
    expect(getComputedStyle(halfView).visibility).to.equal('hidden');
    expect(halfView.getBoundingClientRect().height, 'laid out').to.be.above(0);
    // parsed to its end marker: shown
    const whole = await parsedUpTo(html, html.length);
    const view = whole.querySelector<HTMLElement>('[data-shop-root]')!;
    expect(whole.lastElementChild?.hasAttribute('data-shop-end')).to.equal(true);
    expect(getComputedStyle(view).visibility).to.equal('visible');
    for (const root of [half, whole]) (root.host.parentElement as HTMLElement).remove();
  });
});
