import {
  emulateMedia,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { installClock } from '../../test/helpers/clock';
import { hoverAndLeaveAtOnce, mouseEventInit, nextFrames, waitFor } from '../../test/helpers/dom';
import { newBackendSession, waitForAnswers } from '../../test/helpers/backend';
import { cleanupViews, renderView, type RenderedView } from '../../test/helpers/render';
import {
  NAVIGATION_TREE,
  countNodes,
  createLargeNavigationTree,
} from '../../test/fixtures/navigation';
import type { Platform } from '../core/sites';
import { $flyoutState, closeFlyout, openFlyout } from '../../stores/flyout/index';
import { resetNavigation } from '../../stores/navigation/index';
import { Navigation, type NavigationProps } from './index';

async function useScenario(scenario: Record<string, unknown> = {}): Promise<void> {
  await newBackendSession('navigation-browser', scenario);
}

async function show(
  props: NavigationProps = { themeWorldUrl: '/themeworld' },
  platform: Platform = 'CLASSIC',
): Promise<RenderedView> {
  const view = await renderView(<Navigation {...props} />, { platform });
  await waitFor(() => view.shadow.querySelector('nav[aria-busy="false"]'), {
    message: 'the navigation to load from the fake backend',
  });
  return view;
}

const byText = <T extends HTMLElement>(
  root: ParentNode,
  selector: string,
  text: string,
): T | undefined =>
  [...root.querySelectorAll<T>(selector)].find((element) => element.textContent === text);
const topLink = (view: RenderedView, title: string): HTMLAnchorElement =>
  byText<HTMLAnchorElement>(view.shadow, '.navigation__top', title) ??
  (() => {
    throw new Error(`no top-level link ${title}`);
  })();
const toggle = (view: RenderedView, title: string): HTMLButtonElement =>
  view.shadow.querySelector<HTMLButtonElement>(`button[aria-label="Untermenü ${title}"]`) ??
  (() => {
    throw new Error(`no submenu button for ${title}`);
  })();
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

const realFetch = window.fetch;

/**
 * The category tree answers `tree` instead of the fake backend's (a fixed tree whose shape the
 * tests decide); the theme worlds still come from the backend.
 */
function answerTree(tree: unknown): void {
  window.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input).includes('/jsonflyoutnavigation')
      ? Promise.resolve(new Response(JSON.stringify(tree)))
      : realFetch(input, init);
}

/**
 * Both navigation calls wait until the returned release is called (the navigation stays in its
 * loading state until then); then the category tree answers `tree` and the theme worlds come from
 * the backend.
 */
function holdNavigationCalls(tree: unknown): () => void {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  window.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/jsonflyoutnavigation') && !url.includes('themeworld'))
      return realFetch(input, init);
    await released;
    return url.includes('/jsonflyoutnavigation')
      ? new Response(JSON.stringify(tree))
      : realFetch(input, init);
  };
  return release;
}

/** Axe reads colours as they are painted: a level sliding in is checked once it is in. */
async function expectAxeCleanAfterAnimations(view: RenderedView): Promise<void> {
  await Promise.all(view.shadow.getAnimations().map((animation) => animation.finished));
  await expectNoAxeViolations(view.host);
}

function center(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

function tap(element: Element): boolean {
  return element.dispatchEvent(
    new PointerEvent('click', {
      bubbles: true,
      composed: true,
      cancelable: true,
      pointerType: 'touch',
      detail: 1,
    }),
  );
}

describe('Navigation in Chromium', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    await useScenario();
    resetNavigation();
  });
  afterEach(async () => {
    window.fetch = realFetch;
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
    cleanupViews();
    closeFlyout();
  });

  describe('desktop', () => {
    it('opens after the mouse rests on an item for 300 ms, not when it leaves earlier', async () => {
      const view = await show();
      const coffee = topLink(view, 'Kaffee');
      // past the delay on the hand clock: a timer the visit left behind would have opened it
      const passing = installClock();
      try {
        hoverAndLeaveAtOnce(coffee);
        await passing.tick(500);
      } finally {
        passing.uninstall();
      }
      expect(shownPanel(view), 'left before the delay').to.equal(null);
      // when the mouse arrives, as the page sees it; the panel cannot show earlier than 300 ms
      // after that (a lower bound only: a busy machine makes it later, never earlier)
      let arrived = 0;
      coffee.addEventListener('pointerover', () => (arrived ||= performance.now()));
      await sendMouse({ type: 'move', position: center(coffee) });
      const panel = await waitFor(() => loadedPanel(view), { interval: 5 });
      expect(performance.now() - arrived, 'not before 300 ms').to.be.at.least(300);
      expect(panel.querySelector('h2')?.textContent).to.equal('Kaffee');
      expect(toggle(view, 'Kaffee').getAttribute('aria-expanded')).to.equal('true');
    });

    it('opens an item 300 ms after the mouse comes to it, not at 299 ms', async () => {
      const view = await show();
      const coffee = topLink(view, 'Kaffee');
      const shownTitle = (): string | null =>
        shownPanel(view)?.querySelector('h2')?.textContent ?? null;
      // opened once and closed: the levels' code is there, so the panel shows as its timer ends
      toggle(view, 'Kaffee').click();
      await waitFor(() => loadedPanel(view), { message: 'the panel opened by its button' });
      closeFlyout();
      await waitFor(() => shownPanel(view) === null, { message: 'the panel closed' });
      const clock = installClock();
      try {
        const arrival = new PointerEvent('pointerover', mouseEventInit());
        coffee.dispatchEvent(arrival);
        // the delay counts from the pointer's arrival (the event's timestamp), so the real time
        // the page took to handle the event is already part of it
        const handled = Math.ceil(performance.now() - arrival.timeStamp);
        await clock.tick(299 - handled);
        expect(shownTitle(), 'at 299 ms').to.equal(null);
        await clock.tick(1 + handled);
        await clock.until(() => shownPanel(view), 'the panel at 300 ms');
        expect(shownTitle()).to.equal('Kaffee');
      } finally {
        clock.uninstall();
      }
    });

    it('opens on the first tap and follows the link on the second', async () => {
      const view = await show();
      const coffee = topLink(view, 'Kaffee');
      const followed: boolean[] = [];
      const record = (event: Event): void => {
        followed.push(!event.defaultPrevented);
        event.preventDefault();
      };
      document.addEventListener('click', record);
      try {
        tap(coffee);
        await waitFor(() => shownPanel(view));
        tap(coffee);
      } finally {
        document.removeEventListener('click', record);
      }
      expect(followed).to.deep.equal([false, true]);
      expect(shownPanel(view)).to.not.equal(null);
    });

    it('follows the link of an item without flyout on the first tap', async () => {
      const view = await show({ menuType: 'links' });
      let followed = false;
      const record = (event: Event): void => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', record);
      try {
        tap(topLink(view, 'Mobilfunk'));
      } finally {
        document.removeEventListener('click', record);
      }
      expect(followed).to.equal(true);
    });

    it('closes on a click outside', async () => {
      const view = await show();
      await sendMouse({ type: 'click', position: center(toggle(view, 'Kaffee')) });
      const panel = await waitFor(() => shownPanel(view));
      await sendMouse({ type: 'click', position: [640, 780] });
      await waitFor(() => panel.hidden);
      expect($flyoutState.get().flyout).to.equal('NONE');
    });

    it('moves along the top level with the arrow keys, Home and End', async () => {
      const view = await show();
      topLink(view, 'Kaffee').focus();
      const order: (string | null)[] = [];
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'Home', 'ArrowLeft', 'End']) {
        await sendKeys({ press: key });
        const active = view.shadow.activeElement;
        order.push(active?.getAttribute('aria-label') ?? active?.textContent ?? null);
      }
      expect(order).to.deep.equal([
        'Untermenü Kaffee',
        'Mode',
        'Untermenü Kaffee',
        'Themenwelten',
        'Untermenü Mobilfunk',
        'Untermenü Mobilfunk',
      ]);
    });

    it('scrolls an item focused at the end of an overflowing row whole into view', async () => {
      const view = await show();
      view.host.style.width = '760px';
      const bar = view.shadow.querySelector<HTMLElement>('.navigation__bar')!;
      await waitFor(() => bar.scrollWidth > bar.clientWidth, { message: 'the row to overflow' });
      const end = (): number => bar.getBoundingClientRect().right;
      const cut = [...bar.querySelectorAll<HTMLElement>('.navigation__top')].find((item) => {
        const box = item.getBoundingClientRect();
        return box.left < end() && box.right > end();
      });
      expect(cut, 'an item cut by the row’s end').not.to.equal(undefined);
      cut!.focus();
      // whole, with room for its focus ring (8 px of scroll padding; a pixel's rounding allowed)
      await waitFor(() => cut!.getBoundingClientRect().right <= end() - 7, {
        message: 'the focused item shown whole',
      });
    });

    it('opens from the keyboard with focus in, Escape closes it and returns focus', async () => {
      const view = await show();
      toggle(view, 'Kaffee').focus();
      await sendKeys({ press: 'Enter' });
      const panel = await waitFor(() => shownPanel(view));
      await waitFor(() => panel.contains(view.shadow.activeElement));
      await sendKeys({ press: 'Tab' });
      expect(view.shadow.activeElement?.textContent).to.equal('Alles anzeigen: Kaffee');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => panel.hidden);
      expect(
        view.shadow.activeElement === toggle(view, 'Kaffee'),
        'focus on the Kaffee toggle',
      ).to.equal(true);
    });

    it('closes when focus moves on past the flyout', async () => {
      const view = await show();
      toggle(view, 'Mode').focus();
      await sendKeys({ press: 'Enter' });
      const panel = await waitFor(() => shownPanel(view));
      for (let step = 0; step < 20 && !panel.hidden; step += 1) await sendKeys({ press: 'Tab' });
      await waitFor(() => panel.hidden);
      expect(view.shadow.activeElement?.textContent).to.equal('Wohnen');
    });

    it('drills down with the keyboard, focus on the new level and back', async () => {
      answerTree(NAVIGATION_TREE);
      const view = await show();
      toggle(view, 'Kaffee').focus();
      await sendKeys({ press: 'Enter' });
      const panel = await waitFor(() => shownPanel(view));
      byText<HTMLButtonElement>(panel, 'button', 'Ganze Bohnen')?.focus();
      await sendKeys({ press: 'Enter' });
      expect(view.shadow.activeElement?.textContent).to.equal('Alles anzeigen: Ganze Bohnen');
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      await sendKeys({ press: 'Enter' });
      expect(view.shadow.activeElement?.textContent).to.equal('Ganze Bohnen');
      await expectAxeCleanAfterAnimations(view);
    });

    it('and an icon-bar flyout close each other', async () => {
      const view = await show();
      await sendMouse({ type: 'click', position: center(toggle(view, 'Kaffee')) });
      const panel = await waitFor(() => shownPanel(view));
      openFlyout('USER_MENU', 'x');
      await waitFor(() => panel.hidden);
      expect(view.shadow.querySelector('.flyout-overlay')).to.equal(null);
      await sendMouse({ type: 'click', position: center(toggle(view, 'Mode')) });
      await waitFor(() => shownPanel(view));
      expect($flyoutState.get().flyout).to.equal('NAVIGATION');
      expect(view.shadow.querySelectorAll('.flyout-overlay')).to.have.length(1);
    });

    it('shows the flyout inside the window, below its item', async () => {
      const view = await show();
      await sendMouse({ type: 'click', position: center(toggle(view, 'Mode')) });
      const panel = (await waitFor(() => shownPanel(view))).getBoundingClientRect();
      const item = topLink(view, 'Mode').getBoundingClientRect();
      expect(panel.top).to.be.greaterThan(item.bottom - 1);
      expect(panel.left).to.be.at.least(0);
      expect(panel.right).to.be.at.most(1280);
    });

    it('shows the theme worlds with lazy images', async () => {
      const view = await show();
      await sendMouse({ type: 'click', position: center(toggle(view, 'Themenwelten')) });
      const panel = await waitFor(() => shownPanel(view));
      const images = [...panel.querySelectorAll('img')];
      expect(images.length).to.be.greaterThan(0);
      expect(images.every((image) => image.loading === 'lazy')).to.equal(true);
      expect(panel.querySelectorAll('h3').length).to.be.greaterThan(0);
    });

    it('is axe-clean closed, open, drilled down and with the theme worlds open', async () => {
      answerTree(NAVIGATION_TREE);
      const view = await show();
      await expectAxeCleanAfterAnimations(view);
      await sendMouse({ type: 'click', position: center(toggle(view, 'Kaffee')) });
      const panel = await waitFor(() => shownPanel(view));
      // with the fake backend's category banner for coffee in it
      await waitFor(() => panel.querySelector('.promotions__headline'));
      await expectAxeCleanAfterAnimations(view);
      byText<HTMLButtonElement>(panel, 'button', 'Ganze Bohnen')?.click();
      await waitFor(() => panel.querySelector('.navigation__back'));
      await expectAxeCleanAfterAnimations(view);
      await sendMouse({ type: 'click', position: center(toggle(view, 'Themenwelten')) });
      const themeWorlds = await waitFor(() => shownPanel(view));
      await waitFor(() => themeWorlds.querySelector('img'));
      await waitFor(() => themeWorlds.querySelector('.promotions__headline'));
      await expectAxeCleanAfterAnimations(view);
    });

    it('is axe-clean while it loads (aria-busy) and once loaded', async () => {
      const release = holdNavigationCalls(NAVIGATION_TREE);
      const view = await renderView(<Navigation themeWorldUrl="/themeworld" />);
      const nav = await waitFor(() => view.shadow.querySelector('nav[aria-busy="true"]'), {
        message: 'the navigation in its loading state',
      });
      // the theme-world link (its url is given) already shows while the calls are out
      expect(nav.querySelector('a')?.textContent).to.equal('Themenwelten');
      await expectAxeCleanAfterAnimations(view);
      release();
      await waitFor(() => view.shadow.querySelector('nav[aria-busy="false"]'));
      await expectAxeCleanAfterAnimations(view);
    });

    it('renders nothing when both calls fail', async () => {
      await useScenario({ failing: ['navigation', 'themeworlds'] });
      const view = await renderView(<Navigation />);
      // both failures have been answered; the loading navigation goes
      await waitForAnswers(['navigation', 'themeworlds']);
      await waitFor(() => view.shadow.querySelector('nav') === null, {
        message: 'the loading navigation to go',
      });
      await nextFrames();
      expect(view.shadow.querySelector('nav')).to.equal(null);
    });

    it('renders 2,000 nodes on 6 levels and drills to the sixth', async () => {
      const tree = createLargeNavigationTree(2_000, 6);
      answerTree(tree);
      const started = performance.now();
      const view = await show();
      const loaded = performance.now();
      toggle(view, 'Kategorie 1').click();
      const panel = await waitFor(() => shownPanel(view));
      const opened = performance.now();
      for (const title of ['1.1', '1.1.1', '1.1.1.1', '1.1.1.1.1']) {
        byText<HTMLButtonElement>(panel, 'button', `Kategorie ${title}`)?.click();
        await waitFor(() => panel.querySelector('h2')?.textContent === `Kategorie ${title}`);
      }
      expect(byText(panel, 'a', 'Kategorie 1.1.1.1.1.3')).to.not.equal(undefined);
      // warn: the test runner shows a browser's warnings, not its info lines
      console.warn(
        `navigation of ${countNodes(tree)} nodes on 6 levels in Chromium: fetched, parsed and ` +
          `rendered in ${Math.round(loaded - started)} ms, first flyout shown in ` +
          `${Math.round(opened - loaded)} ms, drilled to level 6 in ` +
          `${Math.round(performance.now() - opened)} ms`,
      );
    });
  });

  describe('look (issue 24)', () => {
    /** The room between an item's title (its text) and its chevron. */
    function chevronGap(item: Element): number {
      const text = document.createRange();
      const title = [...item.querySelectorAll('a, button')]
        .flatMap((control) => [...control.childNodes])
        .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!title) throw new Error('no title');
      text.selectNodeContents(title);
      const chevron = item.querySelector('svg')!.getBoundingClientRect();
      return chevron.left - text.getBoundingClientRect().right;
    }

    it('puts every chevron as near its title: the theme worlds and each category alike', async () => {
      // theme worlds without an address of their own: one button with title and chevron, the
      // categories a link beside their toggle
      const view = await show({});
      const items = [...view.shadow.querySelectorAll('.navigation__trigger')];
      const gaps = items.map((item) => Math.round(chevronGap(item)));
      expect(gaps.length).to.be.above(3);
      expect(new Set(gaps).size, `gaps ${gaps.join(', ')}`).to.equal(1);
    });

    it('fills a 1280 px window’s theme-world flyout, its sections side by side', async () => {
      const view = await show();
      const themeWorlds = view.shadow.querySelector<HTMLButtonElement>('.navigation__toggle')!;
      themeWorlds.click();
      const panel = await waitFor(
        () => shownPanel(view)?.querySelector('.navigation__worlds') && shownPanel(view),
      );
      await waitFor(() => panel.querySelectorAll('.navigation__worlds img').length > 3);
      const box = panel.getBoundingClientRect();
      const right = Math.max(
        ...[...panel.querySelectorAll('.navigation__worlds > li')].map(
          (tile) => tile.getBoundingClientRect().right,
        ),
      );
      // nothing but the panel's padding beside the last column of tiles
      expect(box.right - right, 'room right of the tiles').to.be.at.most(32);
    });
  });

  describe('mobile drawer', () => {
    beforeEach(async () => {
      await setViewport({ width: 390, height: 800 });
    });

    const menuButton = (view: RenderedView): HTMLButtonElement =>
      byText<HTMLButtonElement>(view.shadow, 'button', 'Menü') ??
      (() => {
        throw new Error('no menu button');
      })();

    async function openDrawer(view: RenderedView): Promise<HTMLDialogElement> {
      menuButton(view).focus();
      await sendKeys({ press: 'Enter' });
      return waitFor(() => view.shadow.querySelector<HTMLDialogElement>('dialog[open]'));
    }

    it('keeps focus in the current level and steps back a level per Escape', async () => {
      answerTree(NAVIGATION_TREE);
      const view = await show(undefined, 'SMARTPHONE');
      const dialog = await openDrawer(view);
      expect(view.shadow.activeElement?.textContent).to.equal('Themenwelten');
      expect(document.documentElement.style.overflow).to.equal('hidden');
      // Tab goes round the level and the close button, never out of the drawer
      for (let step = 0; step < 12; step += 1) {
        await sendKeys({ press: 'Tab' });
        expect(dialog.contains(view.shadow.activeElement), `Tab ${step + 1}`).to.equal(true);
      }
      byText<HTMLButtonElement>(dialog, 'button', 'Kaffee')?.focus();
      await sendKeys({ press: 'Enter' });
      expect(view.shadow.activeElement?.textContent).to.equal('Alles anzeigen: Kaffee');
      byText<HTMLButtonElement>(dialog, 'button', 'Ganze Bohnen')?.focus();
      await sendKeys({ press: 'Enter' });
      expect(dialog.querySelector('h2')?.textContent).to.equal('Ganze Bohnen');
      await sendKeys({ press: 'Escape' });
      expect(dialog.querySelector('h2')?.textContent).to.equal('Kaffee');
      expect(view.shadow.activeElement?.textContent).to.equal('Ganze Bohnen');
      await sendKeys({ press: 'Escape' });
      expect(dialog.open, 'the second Escape keeps it open').to.equal(true);
      expect(dialog.querySelector('h2')).to.equal(null);
      expect(view.shadow.activeElement?.textContent).to.equal('Kaffee');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialog.open);
      expect(view.shadow.activeElement === menuButton(view), 'focus on the menu button').to.equal(
        true,
      );
      expect(document.documentElement.style.overflow).to.equal('');
    });

    it('closes on a press on the backdrop', async () => {
      const view = await show(undefined, 'SMARTPHONE');
      const dialog = await openDrawer(view);
      await sendMouse({ type: 'click', position: [380, 400] });
      await waitFor(() => !dialog.open);
    });

    it('slides in, and not where reduced motion is asked for', async () => {
      const view = await show(undefined, 'SMARTPHONE');
      const dialog = await openDrawer(view);
      expect(getComputedStyle(dialog).animationName).to.equal('navigation-drawer-in');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(dialog).animationName).to.equal('none');
    });

    it('is axe-clean while it loads (aria-busy)', async () => {
      const release = holdNavigationCalls(NAVIGATION_TREE);
      const view = await renderView(<Navigation />, { platform: 'SMARTPHONE' });
      await waitFor(() => view.shadow.querySelector('nav[aria-busy="true"]'), {
        message: 'the navigation in its loading state',
      });
      expect(menuButton(view)).to.not.equal(null);
      await expectAxeCleanAfterAnimations(view);
      release();
      await waitFor(() => view.shadow.querySelector('nav[aria-busy="false"]'));
    });

    it('is axe-clean closed, open and a level down', async () => {
      const view = await show(undefined, 'SMARTPHONE');
      await expectAxeCleanAfterAnimations(view);
      const dialog = await openDrawer(view);
      await expectAxeCleanAfterAnimations(view);
      byText<HTMLButtonElement>(dialog, 'button', 'Themenwelten')?.click();
      await waitFor(() => dialog.querySelector('img'));
      await expectAxeCleanAfterAnimations(view);
    });
  });
});
