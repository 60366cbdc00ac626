import { expect } from 'chai';
import { html } from 'lit-html';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/shop-header';
import '../../elements/shop-minicart';
import { countAccessibleRole, expectNoAxeViolations } from '../../test/helpers/axe';
import {
  hoverAndLeaveAtOnce,
  mount,
  mouseEventInit,
  nextFrames,
  rendered,
  unmountAll,
  waitFor,
} from '../../test/helpers/dom';
import { newBackendSession } from '../../test/helpers/backend';
import { installClock } from '../../test/helpers/clock';
import { resetCart } from '../../stores/cart/index';
import { closeFlyout } from '../../stores/flyout/index';
import { resetUser } from '../../stores/user/index';
import { getLogEntries, resetLogger } from '../core/logger';

async function useScenario(scenario: Record<string, unknown>): Promise<void> {
  await newBackendSession('header-browser', scenario);
}

interface Mounted {
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
  readonly container: HTMLElement;
}

/** A header at the top of a long page with a <main>. */
async function mountHeader(attributes = 'site="DE"', after = ''): Promise<Mounted> {
  const container = mount(html``);
  container.innerHTML = `<shop-header ${attributes}></shop-header><main><h1>Seite</h1><p style="height:3000px">Inhalt</p></main>${after}`;
  const host = container.querySelector('shop-header') as HTMLElement;
  const root = await rendered(host);
  await waitFor(() => root.querySelector('[part~="icon-bar"]'));
  return { host, root, container };
}

const part = (root: ShadowRoot, name: string): HTMLElement | null =>
  root.querySelector(`[part~="${name}"]`);
const icon = (root: ShadowRoot, name: string): HTMLButtonElement =>
  part(root, `${name}-icon`) as HTMLButtonElement;
const openFlyoutPanel = (root: ShadowRoot): HTMLElement | null =>
  root.querySelector('[role="dialog"]:not([hidden])');
/**
 * The open flyout's parts, or null: assertions compare this string, not the element, because a
 * failed chai match on an element stalls the test runner's report of it until the browser
 * disconnects, and the whole file fails without saying which test.
 */
const openFlyoutParts = (root: ShadowRoot): string | null =>
  openFlyoutPanel(root)?.getAttribute('part') ?? null;

function center(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

async function keyboardOpen(root: ShadowRoot, name: string, key = 'Enter'): Promise<HTMLElement> {
  icon(root, name).focus();
  await sendKeys({ press: key });
  return waitFor(() => openFlyoutPanel(root), { message: `${name} to open` });
}

/** A button of the header by its accessible name (its label, else its text). */
const button = (root: ShadowRoot, name: string): HTMLButtonElement | undefined =>
  [...root.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  );

/** The mouse coming onto `element` (React's pointerenter follows from it). */
const mouseEnters = (element: Element): boolean =>
  element.dispatchEvent(new PointerEvent('pointerover', mouseEventInit()));

describe('<shop-header> in Chromium', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    await useScenario({ cartPreset: 'full' });
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    await resetMouse();
    unmountAll();
    closeFlyout();
    resetCart();
    resetUser();
    delete window.shopPersonalData;
    window.scrollTo(0, 0);
  });

  describe('room for the navigation', () => {
    /** The icons' names as shown (a visually hidden name is 1 px wide). */
    const shownIconNames = (root: ShadowRoot): string[] =>
      [...root.querySelectorAll<HTMLElement>('[part~="icon"] span')]
        .filter((label) => label.getBoundingClientRect().width > 1)
        .map((label) => label.textContent ?? '');

    afterEach(() => document.body.style.removeProperty('margin'));

    // a CMS page's header spans the window, less the page's scrollbar
    it('shows every category on the row in a 1280 px window, the icons named for screen readers only', async () => {
      document.body.style.margin = '0';
      const { root } = await mountHeader();
      const bar = await waitFor(
        () =>
          root.querySelector<HTMLElement>('.navigation__bar li') &&
          root.querySelector<HTMLElement>('.navigation__bar'),
      );
      expect(bar.querySelectorAll('li').length, 'categories').to.be.above(5);
      expect(bar.scrollWidth - bar.clientWidth, 'width of the categories beyond the row').to.equal(
        0,
      );
      expect(shownIconNames(root)).to.deep.equal([]);
      expect(icon(root, 'store-finder').textContent).to.contain('Filialfinder');
    });

    it('fades the end of the country links where they run past a 390 px phone, and lets them stand', async () => {
      document.body.style.margin = '0';
      await setViewport({ width: 390, height: 800 });
      const { root } = await mountHeader();
      const list = root.querySelector<HTMLElement>('[part~="links"] [part~="ticker"]')!;
      expect(list.scrollWidth, 'the links run past the phone').to.be.above(list.clientWidth);
      expect(list.hasAttribute('data-overflows')).to.equal(true);
      expect(getComputedStyle(list).maskImage).to.contain('linear-gradient');
      // links a shopper looks for: no moving on by itself, no pause control
      expect(root.querySelector('[part~="links"] [part~="ticker-pause"]') === null).to.equal(true);
    });

    it('tightens the categories where the bar gets less than 720 px, by its own room (a 900 px column of a 1280 px window)', async () => {
      document.body.style.margin = '0';
      const { root, container } = await mountHeader();
      const bar = await waitFor(
        () =>
          root.querySelector<HTMLElement>('.navigation__bar li') &&
          root.querySelector<HTMLElement>('.navigation__bar'),
      );
      const look = (): { room: number; fontSize: number; padding: number } => ({
        room: part(root, 'navigation')!.getBoundingClientRect().width,
        fontSize: parseFloat(getComputedStyle(bar).fontSize),
        padding: parseFloat(getComputedStyle(bar.querySelector('a')!).paddingInlineStart),
      });
      const wide = look();
      expect(wide.room, 'the bar’s room in the window').to.be.at.least(720);
      container.style.width = '900px';
      expect(
        (
          await waitFor(() => look().room < 720 && look().fontSize < wide.fontSize && look(), {
            message: 'the smaller font in the column',
          })
        ).padding,
        'padding of a category',
      ).to.be.below(wide.padding);
    });

    it('shows the icons’ names beside them in a 1536 px window', async () => {
      document.body.style.margin = '0';
      await setViewport({ width: 1536, height: 800 });
      const { root } = await mountHeader();
      await waitFor(() => shownIconNames(root).length > 0, { message: 'the names shown' });
      expect(shownIconNames(root)).to.include('Filialfinder');
      const bar = root.querySelector<HTMLElement>('.navigation__bar')!;
      expect(bar.scrollWidth - bar.clientWidth).to.equal(0);
    });
  });

  describe('landmarks', () => {
    it('is the page’s banner', async () => {
      await mountHeader();
      expect(await countAccessibleRole('banner')).to.equal(1);
    });

    it('inside the page’s own <header> is part of that banner, not a second one inside it', async () => {
      const container = mount(html``);
      container.innerHTML = `<header id="header"><shop-header site="DE"></shop-header></header><main><h1>Seite</h1></main>`;
      const root = await rendered(container.querySelector('shop-header') as HTMLElement);
      await waitFor(() => root.querySelector('[part~="icon-bar"]'));
      expect(await countAccessibleRole('banner')).to.equal(1);
      await expectNoAxeViolations(container);
    });
  });

  describe('icon bar flyouts', () => {
    it('opens a flyout after the mouse rests on its icon for 200 ms, not when it leaves earlier', async () => {
      const { root } = await mountHeader();
      const trigger = icon(root, 'store-finder');
      // past the delay on the hand clock: a timer the visit left behind would have opened it
      const passing = installClock();
      try {
        hoverAndLeaveAtOnce(trigger);
        await passing.tick(400);
      } finally {
        passing.uninstall();
      }
      expect(openFlyoutParts(root)).to.equal(null);
      await sendMouse({ type: 'move', position: center(trigger) });
      expect(openFlyoutParts(root), 'not at once').to.equal(null);
      const panel = await waitFor(() => openFlyoutPanel(root));
      expect(panel.getAttribute('part')).to.contain('store-finder-flyout');
    });

    it('opens a flyout 200 ms after the mouse comes to its icon, not at 199 ms', async () => {
      const { root } = await mountHeader();
      const clock = installClock();
      try {
        const arrival = new PointerEvent('pointerover', mouseEventInit());
        icon(root, 'search').dispatchEvent(arrival);
        // the delay counts from the pointer's arrival (the event's timestamp), so the real time
        // the page took to handle the event is already part of it
        const handled = Math.ceil(performance.now() - arrival.timeStamp);
        await clock.tick(199 - handled);
        expect(openFlyoutParts(root), 'at 199 ms').to.equal(null);
        await clock.tick(1 + handled);
        const panel = await clock.until(() => openFlyoutPanel(root), 'the flyout at 200 ms');
        expect(panel.getAttribute('part')).to.contain('search-flyout');
      } finally {
        clock.uninstall();
      }
    });

    it('closes when the mouse rests on the overlay for 1 s, not at 999 ms', async () => {
      const { root } = await mountHeader();
      await keyboardOpen(root, 'user-menu');
      // the overlay covers the window: the real pointer goes onto it now, or the browser would
      // report it there at some moment of its own and restart the 1 s mid-test
      await sendMouse({ type: 'move', position: [300, 600] });
      const clock = installClock();
      try {
        // the 1 s starts again, on the test's clock
        mouseEnters(part(root, 'overlay')!);
        await clock.tick(999);
        expect(openFlyoutParts(root) ?? 'none', 'at 999 ms').to.contain('user-menu-flyout');
        await clock.tick(1);
        await clock.until(() => openFlyoutPanel(root) === null, 'the flyout closed at 1 s');
      } finally {
        clock.uninstall();
      }
    });

    it('opens on a tap (store finder, user menu, search) and keeps one open at a time', async () => {
      const { root } = await mountHeader();
      const tap = (button: HTMLElement): void => {
        button.dispatchEvent(
          new PointerEvent('click', {
            bubbles: true,
            composed: true,
            cancelable: true,
            pointerType: 'touch',
            detail: 1,
          }),
        );
      };
      tap(icon(root, 'user-menu'));
      await waitFor(() => openFlyoutPanel(root)?.getAttribute('part')?.includes('user-menu'));
      tap(icon(root, 'store-finder'));
      await waitFor(() => openFlyoutPanel(root)?.getAttribute('part')?.includes('store-finder'));
      expect(root.querySelectorAll('[role="dialog"]:not([hidden])')).to.have.length(1);
      expect(icon(root, 'user-menu').getAttribute('aria-expanded')).to.equal('false');
      tap(icon(root, 'store-finder'));
      await waitFor(() => openFlyoutPanel(root) === null);
      tap(icon(root, 'user-menu'));
      await waitFor(() => openFlyoutPanel(root)?.getAttribute('part')?.includes('user-menu'));
      tap(icon(root, 'search'));
      await waitFor(() => openFlyoutPanel(root)?.getAttribute('part')?.includes('search'), {
        message: 'the search flyout opened by a tap',
      });
      expect(root.querySelectorAll('[role="dialog"]:not([hidden])')).to.have.length(1);
      expect(icon(root, 'search').getAttribute('aria-expanded')).to.equal('true');
      expect(icon(root, 'user-menu').getAttribute('aria-expanded')).to.equal('false');
      tap(icon(root, 'search'));
      await waitFor(() => openFlyoutPanel(root) === null, { message: 'the search flyout closed' });
    });

    it('opens from the keyboard with Enter or Space, focus in; Escape closes and returns focus', async () => {
      const { root } = await mountHeader();
      for (const [name, key] of [
        ['store-finder', 'Enter'],
        ['user-menu', 'Space'],
      ] as const) {
        const panel = await keyboardOpen(root, name, key);
        await waitFor(() => panel.contains(root.activeElement));
        await sendKeys({ press: 'Escape' });
        await waitFor(() => openFlyoutPanel(root) === null);
        expect(root.activeElement === icon(root, name), `focus back on ${name}`).to.equal(true);
      }
    });

    it('opens the search flyout with its search box focused; Escape closes the suggestions, clears, then closes it with focus back on the icon', async () => {
      const { root } = await mountHeader();
      await keyboardOpen(root, 'search');
      const box = await waitFor(() =>
        root.activeElement?.getAttribute('role') === 'combobox' ? root.activeElement : null,
      );
      await sendKeys({ type: 'kaf' });
      await waitFor(() => root.querySelector('[role="option"]'));
      expect((box as HTMLInputElement).value).to.equal('kaf');
      // the search's own Escape closes the suggestions first, the flyout stays
      await sendKeys({ press: 'Escape' });
      expect(openFlyoutParts(root)).not.to.equal(null);
      // the second clears the field, the third closes the flyout and gives focus back to the icon
      await sendKeys({ press: 'Escape' });
      await waitFor(() => (box as HTMLInputElement).value === '');
      expect(openFlyoutParts(root)).not.to.equal(null);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => openFlyoutPanel(root) === null, { message: 'the flyout to close' });
      expect(root.activeElement?.getAttribute('part')).to.equal('icon search-icon');
    });

    it('tracks a click on each of the four icons as navigation_click header_icon with its target', async () => {
      window.dataLayer = [];
      const { root } = await mountHeader();
      const address = window.location.href;
      // the cart icon is a link to the cart page: the test page stays
      const stay = (event: Event): void => event.preventDefault();
      document.addEventListener('click', stay);
      try {
        window.history.replaceState(null, '', '/m/kaffee/tasse@blau');
        for (const name of ['search', 'store-finder', 'user-menu']) {
          icon(root, name).click();
          closeFlyout();
        }
        part(root, 'cart-icon')!.click();
      } finally {
        document.removeEventListener('click', stay);
        window.history.replaceState(null, '', address);
      }
      const clicks = window.dataLayer.filter(
        (event) => (event as { event?: string }).event === 'navigation_click',
      );
      expect(clicks).to.deep.equal(
        ['search', 'store_finder', 'user_menu', 'cart'].map((target) => ({
          event: 'navigation_click',
          navigation_type: 'header_icon',
          click_target: target,
          page_path: '/kaffee',
        })),
      );
    });

    it('fires flyout-change on the element with each open and close', async () => {
      const { host, root } = await mountHeader();
      const seen: string[] = [];
      host.addEventListener('flyout-change', (event) =>
        seen.push((event as CustomEvent<{ flyout: string }>).detail.flyout),
      );
      await keyboardOpen(root, 'user-menu');
      await keyboardOpen(root, 'store-finder');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => seen.length === 4);
      // moving focus to the next icon closes the first flyout before Enter opens the next
      expect(seen).to.deep.equal(['USER_MENU', 'NONE', 'STORE_FINDER', 'NONE']);
    });

    it('closes on the overlay after 1 s and on the close button', async () => {
      const { root } = await mountHeader();
      await keyboardOpen(root, 'user-menu');
      await sendMouse({ type: 'move', position: [300, 600] });
      await waitFor(() => openFlyoutPanel(root) === null, { timeout: 3000 });
      await keyboardOpen(root, 'user-menu');
      (part(root, 'close') as HTMLElement).click();
      await waitFor(() => openFlyoutPanel(root) === null);
    });

    it('marks the page while a flyout is open and keeps its scroll position', async () => {
      const { root } = await mountHeader();
      window.scrollTo(0, 300);
      // the scroll's event has been handled before the flyout opens
      await nextFrames();
      await keyboardOpen(root, 'store-finder');
      expect(document.documentElement.getAttribute('data-shop-flyout')).to.equal('STORE_FINDER');
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
      window.scrollTo(0, 900);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => openFlyoutPanel(root) === null);
      expect(document.documentElement.hasAttribute('data-shop-flyout')).to.equal(false);
      expect(window.scrollY).to.equal(300);
      expect(getComputedStyle(document.documentElement).overflow).not.to.equal('hidden');
    });

    it('has no axe violations closed and with each flyout open', async () => {
      window.shopPersonalData = Promise.resolve({
        tracking: { loginStatus: 'LOGGED_IN' },
        customer: { firstname: 'Anna', lastname: 'Nowak', loyaltyBeans: 1234 },
        statuses: { isCardMember: true, isCommunityMember: true },
      });
      const { host, root } = await mountHeader();
      await expectNoAxeViolations(host);
      for (const name of ['search', 'store-finder', 'user-menu']) {
        await keyboardOpen(root, name);
        await expectNoAxeViolations(host);
        await sendKeys({ press: 'Escape' });
        await waitFor(() => openFlyoutPanel(root) === null);
      }
      part(root, 'toggle')!.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => root.querySelector('[part~="flyout"]:not([hidden]) [part~="summary"]'));
      await expectNoAxeViolations(host);
    });
  });

  describe('user menu', () => {
    it('offers login and register to a logged-out visitor', async () => {
      const { root } = await mountHeader('site="AT"');
      const panel = await keyboardOpen(root, 'user-menu');
      const links = [...panel.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(links).to.include('/signin?loginRedirect=red');
      expect(links).to.include('/register');
      expect(links).not.to.include('/logout');
      expect(links).not.to.include('/beanaccount');
    });

    it('greets a card member by name (as text), with logout and the loyalty beans', async () => {
      window.shopPersonalData = Promise.resolve({
        tracking: { loginStatus: 'REMEMBERED' },
        customer: {
          firstname: '<img src=x onerror=alert(1)>',
          lastname: 'Nowak',
          loyaltyBeans: 1234,
        },
        statuses: { isCardMember: true },
      });
      const { root } = await mountHeader('site="PL"');
      await waitFor(() => icon(root, 'user-menu').getAttribute('aria-label')?.includes('Nowak'));
      const panel = await keyboardOpen(root, 'user-menu');
      expect(panel.querySelector('img') === null, 'no img from the name').to.equal(true);
      expect(panel.textContent).to.contain('<img src=x onerror=alert(1)> Nowak');
      const beans = panel.querySelector('a[href="/beanaccount"]');
      expect(beans?.textContent).to.contain('1\u00a0234');
      expect(panel.querySelector('a[href="/logout"]')).not.to.equal(null);
      expect(panel.querySelector('a[href^="/signin"]') === null, 'no login link').to.equal(true);
    });

    it('shows a logged-out menu when personal data fails or is malformed', async () => {
      window.shopPersonalData = Promise.resolve({ tracking: { loginStatus: 'SOMETHING' } });
      const { root } = await mountHeader();
      const panel = await keyboardOpen(root, 'user-menu');
      expect(panel.querySelector('a[href="/signin?loginRedirect=red"]')).not.to.equal(null);
    });
  });

  describe('store finder', () => {
    it('focuses the field on an empty search instead of searching', async () => {
      const { root } = await mountHeader();
      const panel = await keyboardOpen(root, 'store-finder');
      let submitted = false;
      // after the view's own handler (React listens on the shadow root, and was there first)
      root.addEventListener('submit', (event) => {
        submitted = !event.defaultPrevented;
        event.preventDefault();
      });
      (panel.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      expect(submitted).to.equal(false);
      expect(
        root.activeElement === panel.querySelector('input[name="searchTerm"]'),
        'focus on the search term',
      ).to.equal(true);
    });

    it('searches /service/storefinder/search with the term, and links the supermarket on DE only', async () => {
      const { root } = await mountHeader();
      const panel = await keyboardOpen(root, 'store-finder');
      const form = panel.querySelector('form')!;
      expect(new URL(form.action).pathname).to.equal('/service/storefinder/search');
      expect(form.method).to.equal('get');
      expect(panel.querySelectorAll('li a')).to.have.length(2);
      unmountAll();
      closeFlyout();
      const other = await mountHeader('site="CZ"');
      const czPanel = await keyboardOpen(other.root, 'store-finder');
      expect(czPanel.querySelectorAll('li a')).to.have.length(1);
    });
  });

  describe('sticky', () => {
    it('stays at the top while the page scrolls, keeping its place in the page', async () => {
      const { root, container } = await mountHeader();
      const main = container.querySelector('main')!;
      const mainTop = main.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, 700);
      await waitFor(() => part(root, 'header')?.dataset.sticky === 'stuck');
      expect(part(root, 'bar')!.getBoundingClientRect().top).to.equal(0);
      expect(main.getBoundingClientRect().top + window.scrollY).to.equal(mainTop);
      const height = getComputedStyle(document.documentElement).getPropertyValue(
        '--shop-header-height',
      );
      expect(height).to.equal(`${part(root, 'bar')!.getBoundingClientRect().height}px`);
    });

    it('scrolls away with sticky="false" and on the basket page', async () => {
      for (const attributes of [
        'site="DE" sticky="false"',
        'site="DE" page-type="basket"',
        // read as the cart flyout reads it: trimmed, in any case
        'site="DE" page-type=" Basket "',
      ]) {
        const { root } = await mountHeader(attributes);
        window.scrollTo(0, 700);
        // the scroll's event has been handled (the first scroll is handled at once) and drawn
        await nextFrames();
        expect(part(root, 'header')?.dataset.sticky, attributes).to.equal('static');
        expect(part(root, 'bar')!.getBoundingClientRect().bottom).to.be.below(0);
        unmountAll();
        window.scrollTo(0, 0);
      }
    });

    it('with sticky-mode on-scroll-up hides on scroll down and comes back on scroll up', async () => {
      const { host, root } = await mountHeader('site="DE" sticky-mode="on-scroll-up"');
      window.scrollTo(0, 300);
      // the first scroll has been handled, and its 50 ms have run out on the page's timers
      await nextFrames();
      await new Promise((resolve) => setTimeout(resolve, 60));
      window.scrollTo(0, 900);
      await waitFor(() => part(root, 'header')?.dataset.sticky === 'hidden');
      await waitFor(() => part(root, 'bar')!.getBoundingClientRect().bottom <= 0);
      await expectNoAxeViolations(host);
      window.scrollTo(0, 800);
      await waitFor(() => part(root, 'header')?.dataset.sticky === 'stuck');
      await waitFor(() => part(root, 'bar')!.getBoundingClientRect().top === 0);
    });
  });

  describe('sticky scroll debounce', () => {
    it('handles the first scroll at once and what follows 50 ms later, not at 49 ms', async () => {
      const { root } = await mountHeader();
      const header = part(root, 'header')!;
      // the scroll back to the top between tests arrives (its event is dispatched with the next
      // frame), and its 50 ms pass on the real clock: the page's timers run in the order they
      // are due, so the header's, started with that scroll, runs before this one
      await nextFrames();
      await new Promise((resolve) => setTimeout(resolve, 60));
      let scrollEvents = 0;
      const countScroll = (): void => {
        scrollEvents += 1;
      };
      window.addEventListener('scroll', countScroll);
      const clock = installClock();
      try {
        window.scrollTo(0, 700);
        await clock.until(() => header.dataset.sticky === 'stuck', 'the first scroll, at once');
        window.scrollTo(0, 0);
        await clock.until(() => scrollEvents === 2, 'the second scroll event');
        // the header's handler ran before this counter (added first); what it rendered is drawn
        await nextFrames();
        expect(header.dataset.sticky, 'the second scroll, not yet handled').to.equal('stuck');
        await clock.tick(49);
        expect(header.dataset.sticky, 'at 49 ms').to.equal('stuck');
        await clock.tick(1);
        await clock.until(() => header.dataset.sticky === 'static', 'the second scroll at 50 ms');
      } finally {
        clock.uninstall();
        window.removeEventListener('scroll', countScroll);
      }
    });
  });

  describe('back button', () => {
    let historyBacks = 0;
    beforeEach(() => {
      historyBacks = 0;
      // an own property in front of History.prototype.back: the test page stays where it is
      Object.defineProperty(window.history, 'back', {
        configurable: true,
        value: () => {
          historyBacks += 1;
        },
      });
    });
    afterEach(() => {
      delete (window.history as { back?: unknown }).back;
      delete window.shopApp;
      resetLogger();
    });

    it("calls the app's back action when the page exposes window.shopApp.back", async () => {
      let appBacks = 0;
      window.shopApp = {
        back() {
          appBacks += 1;
        },
      };
      const { root } = await mountHeader();
      button(root, 'Zurück')!.click();
      expect(appBacks).to.equal(1);
      expect(historyBacks).to.equal(0);
    });

    it('goes back in the browser history without an app action (on a phone)', async () => {
      const { root } = await mountHeader('site="DE" platform="SMARTPHONE"');
      button(root, 'Zurück')!.click();
      expect(historyBacks).to.equal(1);
    });

    it('logs an app back action that throws and goes back in the browser history instead', async () => {
      window.shopApp = {
        back() {
          throw new Error('bridge gone');
        },
      };
      const { root } = await mountHeader();
      const consoleError = console.error;
      console.error = () => undefined;
      try {
        button(root, 'Zurück')!.click();
      } finally {
        console.error = consoleError;
      }
      expect(historyBacks).to.equal(1);
      const logged = getLogEntries().filter((entry) => entry.message === 'shopApp.back failed');
      expect(logged).to.have.length(1);
      expect(logged[0]!.level).to.equal('error');
      expect(JSON.stringify(logged[0]!.context)).to.contain('bridge gone');
    });
  });

  describe('variants and placements', () => {
    it('keeps logo, secure-purchase hint and cart in the reduced header', async () => {
      const { host, root } = await mountHeader('site="DE" reduced');
      expect(part(root, 'logo')?.getAttribute('href')).to.equal('/');
      expect(part(root, 'secure-hint')?.textContent).to.contain('Sicherer Einkauf');
      expect(part(root, 'cart-icon')).not.to.equal(null);
      for (const name of [
        'search-icon',
        'store-finder-icon',
        'user-menu-icon',
        'links',
        'navigation',
      ]) {
        expect(part(root, name) === null, name).to.equal(true);
      }
      await expectNoAxeViolations(host);
    });

    it('leaves the secure-purchase hint out with showsecurehint="false"', async () => {
      const { host, root } = await mountHeader('site="DE" reduced="true" showsecurehint="false"');
      expect(root.textContent).not.to.contain('Sicherer Einkauf');
      expect(part(root, 'secure-hint') === null, 'no secure-hint part').to.equal(true);
      expect(root.querySelector('a[aria-label="Zur Startseite"]')?.getAttribute('href')).to.equal(
        '/',
      );
      expect(part(root, 'cart-icon')).not.to.equal(null);
      await expectNoAxeViolations(host);
    });

    it('fits back button, menu, logo and all four icons into a 320 px phone', async () => {
      await setViewport({ width: 320, height: 640 });
      const { root } = await mountHeader('site="HU" platform="SMARTPHONE"');
      const parts = [
        'back',
        'logo',
        'search-icon',
        'store-finder-icon',
        'user-menu-icon',
        'cart-icon',
      ];
      for (const name of parts) {
        const box = part(root, name)!.getBoundingClientRect();
        expect(box.left, name).to.be.at.least(0);
        expect(box.right, name).to.be.at.most(320);
      }
    });

    it('jumps to the main content with the skip link', async () => {
      const { root, container } = await mountHeader();
      const skip = part(root, 'skip-link')!;
      skip.focus();
      expect(skip.getBoundingClientRect().top).to.be.at.least(0);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => document.activeElement === container.querySelector('main'));
    });

    it('keeps one flyout open across two headers and a standalone mini cart', async () => {
      const first = await mountHeader('site="DE"', '<shop-minicart site="DE"></shop-minicart>');
      first.container.insertAdjacentHTML(
        'afterbegin',
        '<shop-header site="DE" sticky="false"></shop-header>',
      );
      const other = await rendered(first.container.querySelector('shop-header') as HTMLElement);
      await waitFor(() => other.querySelector('[part~="icon-bar"]'));
      const standalone = await rendered(first.container.querySelector('shop-minicart')!);
      await keyboardOpen(first.root, 'user-menu');
      await keyboardOpen(other, 'store-finder');
      expect(openFlyoutParts(first.root)).to.equal(null);
      (standalone.querySelector('[part~="toggle"]') as HTMLElement).focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => standalone.querySelector('[part~="flyout"]:not([hidden])'));
      expect(openFlyoutParts(other)).to.equal(null);
      expect(openFlyoutParts(first.root)).to.equal(null);
    });

    it("leaves the page's marker to another header that shows a flyout when it is removed", async () => {
      const { host } = await mountHeader(
        'site="DE"',
        '<shop-header site="DE" id="second"></shop-header>',
      );
      const second = document.getElementById('second') as HTMLElement;
      const secondRoot = await rendered(second);
      await waitFor(() => secondRoot.querySelector('[part~="icon-bar"]'));
      await keyboardOpen(secondRoot, 'store-finder');
      host.remove();
      // the removed header's clean-ups ran with its removal; a frame later the page is as it is
      await nextFrames();
      expect(openFlyoutParts(secondRoot)).not.to.equal(null);
      expect(document.documentElement.getAttribute('data-shop-flyout')).to.equal('STORE_FINDER');
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !document.documentElement.hasAttribute('data-shop-flyout'));
    });

    it('closes its flyout and releases the page when removed while a flyout is open', async () => {
      const { host, root, container } = await mountHeader();
      await keyboardOpen(root, 'user-menu');
      host.remove();
      await waitFor(() => !document.documentElement.hasAttribute('data-shop-flyout'));
      expect(getComputedStyle(document.documentElement).overflow).not.to.equal('hidden');
      container.prepend(host);
      await waitFor(() => host.shadowRoot?.querySelector('[part~="icon-bar"]'));
      await keyboardOpen(host.shadowRoot!, 'store-finder');
    });
  });
});
