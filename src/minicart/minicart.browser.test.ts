import { expect } from 'chai';
import { html } from 'lit-html';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/shop-minicart';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import {
  hoverAndLeaveAtOnce,
  mount,
  mouseEventInit,
  nextFrames,
  rendered,
  unmountAll,
  waitFor,
} from '../../test/helpers/dom';
import { PAST_FLYOUT_OPEN_DELAYS_MS } from '../../test/helpers/flyout';
import { newBackendSession } from '../../test/helpers/backend';
import { installClock } from '../../test/helpers/clock';
import { resetCart } from '../../stores/cart/index';
import { closeFlyout } from '../../stores/flyout/index';
import { OVERLAY_HOVER_CLOSE_MS } from '../core/config';

async function useScenario(scenario: Record<string, unknown>): Promise<void> {
  await newBackendSession('minicart-browser', scenario);
}

async function mountMiniCart(
  attributes = 'site="DE"',
): Promise<{ host: HTMLElement; root: ShadowRoot }> {
  const container = mount(html``);
  container.innerHTML = `<div style="display:flex;justify-content:flex-end;padding:16px 48px"><shop-minicart ${attributes}></shop-minicart></div>`;
  const host = container.querySelector('shop-minicart') as HTMLElement;
  const root = await rendered(host);
  await waitFor(() => root.querySelector('[part~="cart-icon"]'));
  return { host, root };
}

function part(root: ShadowRoot, name: string): HTMLElement | null {
  return root.querySelector(`[part~="${name}"]`);
}

/** The panel is built (hidden) while the hover delay runs; open means shown. */
function openPanel(root: ShadowRoot): HTMLElement | null {
  return root.querySelector('[part~="flyout"]:not([hidden])');
}

function isOpen(root: ShadowRoot): boolean {
  return openPanel(root) !== null;
}

async function moveTo(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'move',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

async function hoverOpen(root: ShadowRoot): Promise<HTMLElement> {
  await moveTo(part(root, 'cart-icon')!);
  return waitFor(() => openPanel(root), { message: 'the flyout to open' });
}

async function keyboardOpen(root: ShadowRoot): Promise<void> {
  part(root, 'cart-icon')!.focus();
  await sendKeys({ press: 'Tab' });
  expect(root.activeElement === part(root, 'toggle'), 'focus on the toggle').to.equal(true);
  await sendKeys({ press: 'Enter' });
  // open with its content: the panel's code loads on intent, and what a test does next (axe,
  // Escape) must not race its arrival; focus is on the flyout then, as before it arrived
  await waitFor(() => isOpen(root) && !part(root, 'flyout')?.hasAttribute('aria-busy'), {
    message: 'the flyout open with its content',
  });
  await waitFor(() => root.activeElement === part(root, 'flyout'), {
    message: 'focus on the flyout',
  });
}

/** Records where a click would navigate, and stops the navigation so the test page stays. */
function captureNavigation(): { readonly hrefs: string[]; stop(): void } {
  const hrefs: string[] = [];
  const onClick = (event: MouseEvent): void => {
    const link = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (link && !event.defaultPrevented) hrefs.push(link.getAttribute('href') ?? '');
    event.preventDefault();
  };
  document.addEventListener('click', onClick);
  return { hrefs, stop: () => document.removeEventListener('click', onClick) };
}

describe('<shop-minicart> in Chromium', () => {
  afterEach(async () => {
    await resetMouse();
    unmountAll();
    closeFlyout();
    resetCart();
  });

  describe('opening and closing', () => {
    beforeEach(() => useScenario({ cartPreset: 'full' }));

    it('opens after the pointer rests on the icon, and tracks modal_open', async () => {
      window.dataLayer = [];
      const { root } = await mountMiniCart();
      await hoverOpen(root);
      expect(window.dataLayer).to.deep.include({ event: 'modal_open', modal_name: 'minicart' });
      await waitFor(() => root.querySelectorAll('[part~="tile"]').length > 0);
      await expectNoAxeViolations(root.host);
    });

    it('opens nothing when the pointer leaves before the delay', async () => {
      const { root } = await mountMiniCart();
      const icon = part(root, 'cart-icon')!;
      const clock = installClock();
      try {
        hoverAndLeaveAtOnce(icon);
        await clock.tick(PAST_FLYOUT_OPEN_DELAYS_MS);
        await nextFrames();
        expect(isOpen(root)).to.equal(false);
      } finally {
        clock.uninstall();
      }
      // the same pointer resting opens it
      icon.dispatchEvent(new PointerEvent('pointerover', mouseEventInit()));
      expect(isOpen(root)).to.equal(false);
      await waitFor(() => isOpen(root));
    });

    it('goes to the cart page on a click on the icon', async () => {
      const { root } = await mountMiniCart();
      const navigation = captureNavigation();
      try {
        const icon = part(root, 'cart-icon')!;
        const box = icon.getBoundingClientRect();
        await sendMouse({
          type: 'click',
          position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
        });
        await waitFor(() => navigation.hrefs.length > 0);
        expect(navigation.hrefs).to.deep.equal(['/cart?step=shopping_cart']);
      } finally {
        navigation.stop();
      }
    });

    it('follows the link on a touch tap and opens no flyout', async () => {
      const { root } = await mountMiniCart();
      const navigation = captureNavigation();
      try {
        const icon = part(root, 'cart-icon')!;
        const touch = { bubbles: true, composed: true, pointerType: 'touch', isPrimary: true };
        const clock = installClock();
        try {
          icon.dispatchEvent(new PointerEvent('pointerover', touch));
          icon.dispatchEvent(new PointerEvent('pointerenter', { ...touch, bubbles: false }));
          icon.dispatchEvent(new PointerEvent('pointerdown', touch));
          icon.dispatchEvent(new PointerEvent('pointerup', touch));
          icon.click();
          await clock.tick(PAST_FLYOUT_OPEN_DELAYS_MS);
          await nextFrames();
        } finally {
          clock.uninstall();
        }
        expect(navigation.hrefs).to.deep.equal(['/cart?step=shopping_cart']);
        expect(isOpen(root)).to.equal(false);
      } finally {
        navigation.stop();
      }
    });

    for (const attributes of ['site="DE" page-type="basket"', 'site="DE" useminicart="false"']) {
      it(`opens no flyout with ${attributes}`, async () => {
        const { root } = await mountMiniCart(attributes);
        const clock = installClock();
        try {
          await moveTo(part(root, 'cart-icon')!);
          await clock.tick(PAST_FLYOUT_OPEN_DELAYS_MS);
          await nextFrames();
        } finally {
          clock.uninstall();
        }
        expect(isOpen(root)).to.equal(false);
        expect(part(root, 'toggle')).to.equal(null);
        await expectNoAxeViolations(root.host);
      });
    }

    it('closes after the pointer rests on the overlay for a second', async () => {
      const { root } = await mountMiniCart();
      await hoverOpen(root);
      await sendMouse({ type: 'move', position: [20, 500] });
      await waitFor(() => !isOpen(root), { timeout: 3000, message: 'the flyout to close' });
    });

    it('stays open when the pointer only crosses the overlay', async () => {
      const { root } = await mountMiniCart();
      const flyout = await hoverOpen(root);
      // on the test's clock: the real time between two mouse moves is the machine's
      const clock = installClock();
      try {
        await sendMouse({ type: 'move', position: [20, 500] });
        await moveTo(flyout);
        await clock.tick(OVERLAY_HOVER_CLOSE_MS + 500);
        await nextFrames();
      } finally {
        clock.uninstall();
      }
      expect(isOpen(root)).to.equal(true);
    });

    it('opens from the keyboard, and Escape closes it and returns focus to the icon', async () => {
      const { root } = await mountMiniCart();
      await keyboardOpen(root);
      await expectNoAxeViolations(root.host);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !isOpen(root));
      expect(root.activeElement === part(root, 'cart-icon'), 'focus on the cart icon').to.equal(
        true,
      );
    });

    it('closes with the close button and returns focus to the icon', async () => {
      const { root } = await mountMiniCart();
      await keyboardOpen(root);
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement === part(root, 'close'), 'focus on the close button').to.equal(
        true,
      );
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !isOpen(root));
      expect(root.activeElement === part(root, 'cart-icon'), 'focus on the cart icon').to.equal(
        true,
      );
    });

    it('closes when focus moves on past the flyout', async () => {
      const { host, root } = await mountMiniCart();
      const after = document.createElement('button');
      after.textContent = 'after';
      host.parentElement!.after(after);
      await keyboardOpen(root);
      await waitFor(() => root.querySelector('[part~="exits"]'));
      const exits = [...root.querySelectorAll<HTMLElement>('[part~="exits"] a')];
      exits.at(-1)!.focus();
      await sendKeys({ press: 'Tab' });
      await waitFor(() => !isOpen(root));
      expect(document.activeElement === after, 'focus on after').to.equal(true);
    });
  });

  describe('changes', () => {
    it('shows a removed item as deleted with the time left, announces it, and undoes it', async () => {
      await useScenario({ cartPreset: 'full' });
      const { root } = await mountMiniCart();
      await hoverOpen(root);
      const remove = await waitFor(() => part(root, 'remove'));
      const name = remove.getAttribute('aria-label') ?? '';
      await moveTo(remove);
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'up' });
      const undo = await waitFor(() =>
        [...root.querySelectorAll('button')].find((button) => button.textContent === 'Rückgängig'),
      );
      expect(root.activeElement === undo, 'focus on undo').to.equal(true);
      expect(root.querySelector('[data-state="deleted"]')?.textContent).to.match(
        /Entfernt.*noch (10|9) s/,
      );
      expect(root.querySelector('.minicart__announcer')?.textContent).to.contain(
        'wurde aus dem Warenkorb entfernt.',
      );
      await expectNoAxeViolations(root.host);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !root.querySelector('[data-state="deleted"]'));
      await waitFor(() => root.activeElement?.getAttribute('aria-label') === name);
      expect(root.textContent).to.contain('ist wieder im Warenkorb.');
    });

    it('announces a failed change and shows the error', async () => {
      await useScenario({ cartPreset: 'full', failing: ['cart.put'] });
      const { root } = await mountMiniCart();
      await hoverOpen(root);
      (await waitFor(() => part(root, 'remove'))).click();
      const alert = await waitFor(() =>
        [...root.querySelectorAll('[role="alert"]')].find((node) =>
          node.textContent?.includes('kann aus technischen Gründen derzeit nicht geändert werden'),
        ),
      );
      expect(alert).to.not.equal(undefined);
      expect(root.querySelector('[data-state="deleted"]')).to.equal(null);
      await expectNoAxeViolations(root.host);
    });
  });

  describe('layout', () => {
    it('keeps the delete control top right on a defective tile, above its footnote', async () => {
      await useScenario({ cartPreset: 'defective' });
      const { root } = await mountMiniCart('site="PL"');
      await hoverOpen(root);
      const tile = await waitFor(() =>
        root.querySelector<HTMLElement>('[part~="tile"][data-state="defective"]'),
      );
      const title = tile.querySelector('.minicart__title')!.getBoundingClientRect();
      const remove = tile.querySelector('[part~="remove"]')!.getBoundingClientRect();
      const footnote = tile.querySelector('.minicart__footnote')!.getBoundingClientRect();
      expect(remove.left).to.be.greaterThan(title.right - 1);
      expect(remove.bottom).to.be.at.most(footnote.top);
      expect(Math.abs(remove.top - title.top)).to.be.below(16);
    });

    it('keeps the item list in view in a short window, the whole panel scrolling instead', async () => {
      await useScenario({ cartPreset: 'full' });
      await setViewport({ width: 1280, height: 320 });
      try {
        const { root } = await mountMiniCart('site="DE"');
        const panel = await hoverOpen(root);
        await waitFor(() => root.querySelector('[part~="summary"]'));
        const items = root.querySelector('[part~="items"]')!.getBoundingClientRect();
        expect(items.height).to.be.at.least(96);
        expect(panel.getBoundingClientRect().bottom).to.be.at.most(320);
        expect(panel.scrollHeight).to.be.above(panel.clientHeight);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });

    // issue 23: the summary rows collapse behind the total and the exits sit side by side, so
    // the items get the room (PL's tiles are the tallest: a best-price line on every article)
    for (const site of ['DE', 'PL']) {
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ] as const) {
        it(`shows three items or more of a full ${site} cart with the total and the checkout, at ${width} x ${height}`, async () => {
          await useScenario({ cartPreset: 'full' });
          await setViewport({ width, height });
          try {
            const { root } = await mountMiniCart(`site="${site}"`);
            const panel = await hoverOpen(root);
            await waitFor(() => root.querySelector('[part~="summary"]'));
            const list = root.querySelector('[part~="items"]')!.getBoundingClientRect();
            const shown = [...root.querySelectorAll('[part~="tile"]')].filter((tile) => {
              const box = tile.getBoundingClientRect();
              return box.top >= list.top - 0.5 && box.bottom <= list.bottom + 0.5;
            });
            expect(shown.length).to.be.at.least(3);
            // no scrolling to reach the total or the checkout
            expect(panel.scrollHeight).to.be.at.most(panel.clientHeight + 1);
            const checkout = [...root.querySelectorAll('[part~="exits"] a')].at(-1)!;
            for (const target of [root.querySelector('.minicart__total')!, checkout]) {
              const box = target.getBoundingClientRect();
              expect(box.top).to.be.at.least(0);
              expect(box.bottom).to.be.at.most(height);
            }
            await expectNoAxeViolations(root.host);
            (root.querySelector('.minicart__summary-toggle') as HTMLButtonElement).click();
            await waitFor(() => !root.querySelector('.minicart__rows[hidden]'));
            await expectNoAxeViolations(root.host);
          } finally {
            await setViewport({ width: 800, height: 600 });
          }
        });
      }
    }

    it('puts the best-price info button on the line of its text', async () => {
      await useScenario({ cartPreset: 'full' });
      const { root } = await mountMiniCart('site="PL"');
      await hoverOpen(root);
      const best = await waitFor(() => root.querySelector<HTMLElement>('.minicart__price-best'));
      const toggle = best.querySelector('.minicart__info-toggle')!.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(best.firstChild!);
      const lines = [...text.getClientRects()];
      const last = lines[lines.length - 1]!;
      // on the last line of the text, after it
      expect(toggle.top).to.be.below(last.bottom);
      expect(toggle.left).to.be.at.least(last.right - 1);
    });
  });

  describe('every view passes axe', () => {
    const views: [string, Record<string, unknown>, string][] = [
      [
        'loading',
        { cartPreset: 'full', latency: { 'cart.get': 5000 } },
        '[role="status"].minicart__loading',
      ],
      ['empty', { cartPreset: 'empty' }, '[part~="empty"]'],
      ['defective', { cartPreset: 'defective' }, '[part~="errors"]'],
      ['unavailable', { cartPreset: 'unavailable' }, '.minicart__hint'],
      ['read error', { failing: ['cart.get'] }, '[part~="errors"]'],
    ];
    for (const [name, scenario, selector] of views) {
      it(`the ${name} view`, async () => {
        await useScenario(scenario);
        const { root } = await mountMiniCart('site="AT"');
        await expectNoAxeViolations(root.host);
        await hoverOpen(root);
        await waitFor(() => root.querySelector(selector), { message: `the ${name} view` });
        await expectNoAxeViolations(root.host);
      });
    }

    it('the limit warning', async () => {
      await useScenario({ cartPreset: 'full', limit: 'ITEM_LIMIT' });
      const { host, root } = await mountMiniCart();
      await hoverOpen(root);
      await waitFor(() => part(root, 'tile'));
      const modify = (host as unknown as { modify(request: unknown): Promise<string> }).modify({
        setArticle: { productId: '100101', tcm: '100101001', quantity: 3 },
      });
      let message = '';
      await modify.catch((error: Error) => {
        message = error.message;
      });
      expect(message).to.equal(
        'Von diesem Artikel können Sie pro Einkauf maximal 20 Stück kaufen.',
      );
      await waitFor(() => root.textContent?.includes(message));
      await expectNoAxeViolations(root.host);
    });
  });
});
