import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { closeFlyout, openFlyout } from '../../stores/flyout/index';
import { resetPromotions } from '../../stores/promotions/index';
import { HOSTILE_MARKUP } from '../../test/fixtures/hostile-markup';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { imageOfSrcAnswered, nextFrames, waitFor } from '../../test/helpers/dom';
import { newBackendSession } from '../../test/helpers/backend';
import { arePromotionsLoaded } from '../../test/helpers/promotions';
import { cleanupViews, renderView, type RenderedView } from '../../test/helpers/render';
import { PromotionBlock, type PromotionBlockProps } from './promotions';

declare global {
  interface Window {
    /** Set by a hostile promotion's script, should any of it ever run. */
    promotionPwned?: unknown;
  }
}

/** Each test talks to its own fake-backend session, with its own scenario. */
async function useSession(scenario?: Record<string, unknown>): Promise<void> {
  await newBackendSession('promotions', scenario);
}

async function promotionRequests(): Promise<{ outcome: string }[]> {
  const state = (await (await fetch('/__backend/state')).json()) as {
    requests: { endpoint: string; outcome: string }[];
  };
  return state.requests.filter((request) => request.endpoint === 'promotion');
}

/** Polls the backend's request log until a promotion call is answered (or failed). */
async function waitForPromotionAnswer(): Promise<void> {
  await waitFor(
    async () => (await promotionRequests()).some((request) => request.outcome !== 'pending'),
    { interval: 20, message: 'the backend to answer a promotion call' },
  );
}

/**
 * The page has the answer of every promotion it asked for (loaded, or failed and loaded as none)
 * and has drawn what it shows for them: the moment a block that should show nothing would show.
 */
async function promotionsLoaded(): Promise<void> {
  await waitFor(arePromotionsLoaded, { message: 'every promotion asked for loaded' });
  await nextFrames();
}

async function show(props: PromotionBlockProps): Promise<RenderedView> {
  const view = await renderView(<PromotionBlock {...props} />);
  await waitFor(() => view.shadow.querySelector('[part="promotion"]'), {
    message: `${props.promotionId} to render`,
  });
  return view;
}

function block(view: RenderedView): HTMLElement {
  return view.shadow.querySelector<HTMLElement>('[part="promotion"]') as HTMLElement;
}

/** What has focus, as text: chai would try to print whole DOM nodes when a check fails. */
function focused(view: RenderedView): string {
  const active = view.shadow.activeElement;
  return active ? `${active.localName} ${active.textContent ?? ''}` : 'nothing';
}

/** Pastes the clipboard into a fresh text field, as a shopper would in the cart. */
async function paste(): Promise<string> {
  const field = document.createElement('textarea');
  field.setAttribute('aria-label', 'Gutscheincode einfügen');
  document.body.append(field);
  field.focus();
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'v' });
  await sendKeys({ up: 'Control' });
  await waitFor(() => field.value, { message: 'the pasted text' });
  field.remove();
  return field.value;
}

/** Tabs until the named button has focus. */
async function tabTo(view: RenderedView, name: string): Promise<void> {
  for (let step = 0; step < 12 && !focused(view).includes(name); step += 1) {
    await sendKeys({ press: 'Tab' });
  }
  expect(focused(view)).to.contain(name);
}

const SALE = { promotionId: '~top_banner', anyOfTags: ['sale'] } as const;

describe('promotion blocks in Chromium', () => {
  let clipboard: PropertyDescriptor | undefined;

  beforeEach(async () => {
    await useSession();
    resetPromotions();
    clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    await setViewport({ width: 1280, height: 800 });
    window.scrollTo(0, 0);
  });

  afterEach(() => {
    cleanupViews();
    closeFlyout();
    resetPromotions();
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else delete (navigator as { clipboard?: unknown }).clipboard;
    delete window.shopPromotions;
    document.querySelector('[data-test-spacer]')?.remove();
  });

  for (const props of [
    SALE,
    { promotionId: '~top_banner', anyOfTags: ['coffee'] },
    { promotionId: '~header_top' },
    { promotionId: '~category_banner', anyOfTags: ['coffee'] },
    { promotionId: '~category_banner', anyOfTags: ['fashion'] },
    { promotionId: '~category_banner', anyOfTags: ['kitchen'] },
    { promotionId: '~phase_integration', anyOfTags: ['themeworld'] },
  ]) {
    it(`shows ${props.promotionId} ${props.anyOfTags?.join(',') ?? ''} from the service with no axe violations`, async () => {
      const view = await show(props);
      await expectNoAxeViolations(view.host);
    });
  }

  describe('voucher code', () => {
    it('copies the code from the keyboard, says so for 3 s, and the code pastes', async () => {
      const view = await show(SALE);
      const status = view.shadow.querySelector('.promotions__copy-status') as HTMLElement;
      await tabTo(view, 'Code kopieren');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => status.textContent === 'Code kopiert', { message: 'the copy success' });
      expect(focused(view)).to.contain('Code kopieren');
      await expectNoAxeViolations(view.host);
      expect(await paste()).to.equal('HERBST15');
      await waitFor(() => status.textContent === '', {
        timeout: 6_000,
        message: 'the copy success to go after 3 s',
      });
    });

    it('copies on a page without the Clipboard API, through the selection copy', async () => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      const view = await show(SALE);
      const status = view.shadow.querySelector('.promotions__copy-status') as HTMLElement;
      await tabTo(view, 'Code kopieren');
      await sendKeys({ press: 'Space' });
      await waitFor(() => status.textContent === 'Code kopiert', { message: 'the copy success' });
      // the focus went back to the button after the hidden field was used
      expect(focused(view)).to.contain('Code kopieren');
      expect(await paste()).to.equal('HERBST15');
    });
  });

  describe('legal hint', () => {
    async function openHint(): Promise<{
      view: RenderedView;
      hint: HTMLElement;
      text: HTMLElement;
    }> {
      const view = await show(SALE);
      const hint = screen.getByShadowRole('button', { name: 'Aktionsbedingungen' });
      const text = view.shadow.getElementById(
        hint.getAttribute('aria-controls') ?? '',
      ) as HTMLElement;
      hint.click();
      await waitFor(() => text.checkVisibility(), { message: 'the legal text to open' });
      return { view, hint, text };
    }

    function makeScrollable(): void {
      const spacer = document.createElement('div');
      spacer.dataset.testSpacer = '';
      spacer.style.height = '3000px';
      document.body.append(spacer);
    }

    it('opens and closes from the keyboard, Escape giving focus back, with no axe violations', async () => {
      window.shopPromotions = {
        '~top_banner?anyOfTags=sale': {
          type: 'ApiTopBannerPromotion',
          contentJSON: JSON.stringify({
            headline: 'Herbst-Sale',
            voucherCode: { code: 'HERBST15' },
            legalTextHint: 'Aktionsbedingungen',
            legalText: 'Gültig bis Sonntag. <a href="/info/agb">Teilnahmebedingungen</a>',
          }),
        },
      };
      const view = await show(SALE);
      const hint = screen.getByShadowRole('button', { name: 'Aktionsbedingungen' });
      const text = view.shadow.getElementById(
        hint.getAttribute('aria-controls') ?? '',
      ) as HTMLElement;
      await tabTo(view, 'Aktionsbedingungen');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => text.checkVisibility(), { message: 'the legal text to open' });
      expect(hint.getAttribute('aria-expanded')).to.equal('true');
      await sendKeys({ press: 'Tab' });
      expect(focused(view)).to.equal('a Teilnahmebedingungen');
      await expectNoAxeViolations(view.host);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !text.checkVisibility(), { message: 'Escape to close the legal text' });
      expect(focused(view)).to.contain('Aktionsbedingungen');
      await sendKeys({ press: 'Space' });
      await waitFor(() => text.checkVisibility(), { message: 'Space to open it again' });
      await sendKeys({ press: 'Space' });
      await waitFor(() => !text.checkVisibility(), { message: 'Space to close it' });
      await expectNoAxeViolations(view.host);
    });

    it('closes on a scroll down and stays open on a scroll up', async () => {
      makeScrollable();
      window.scrollTo(0, 400);
      const { text } = await openHint();
      const scrolled = new Promise((done) =>
        window.addEventListener('scroll', done, { once: true }),
      );
      window.scrollTo(0, 200);
      // the scroll up has reached the page (the hint's listener came first) and been drawn
      await scrolled;
      await nextFrames();
      expect(text.checkVisibility()).to.equal(true);
      window.scrollTo(0, 260);
      await waitFor(() => !text.checkVisibility(), { message: 'a scroll down to close it' });
    });

    it('closes when a flyout opens', async () => {
      const { text } = await openHint();
      openFlyout('USER_MENU', 'x');
      await waitFor(() => !text.checkVisibility(), { message: 'the user menu to close it' });
    });

    it('closes when the navigation opens', async () => {
      const { text } = await openHint();
      openFlyout('NAVIGATION', 'y');
      await waitFor(() => !text.checkVisibility(), { message: 'the navigation to close it' });
    });
  });

  describe('layout', () => {
    async function showIn(width: number): Promise<RenderedView> {
      const view = await show(SALE);
      view.host.style.width = `${width}px`;
      await waitFor(() => view.host.getBoundingClientRect().width === width, {
        message: `the block ${width} px wide`,
      });
      return view;
    }

    it('shows the long text in a wide block and the short text in a narrow one, whatever the window', async () => {
      const long = 'Mit dem Code sparen Sie zusätzlich 15 % auf Jacken und Strick.';
      const short = 'Nur bis Sonntag';
      const wide = await showIn(1000);
      expect(screen.getByShadowText(long).checkVisibility()).to.equal(true);
      expect(screen.getByShadowText(short).checkVisibility()).to.equal(false);
      wide.host.style.width = '320px';
      await waitFor(() => screen.getByShadowText(short).checkVisibility(), {
        message: 'the short text in the narrow block',
      });
      expect(screen.getByShadowText(long).checkVisibility()).to.equal(false);
      expect(screen.getByShadowText(short).checkVisibility()).to.equal(true);
      await expectNoAxeViolations(wide.host);
    });
  });

  describe('hostile promotion', () => {
    const WORD = 'Gutscheinbedingungsunterlagenverzeichnis'.repeat(12);
    const PAYLOAD = `<img src=x onerror="window.promotionPwned=1"><script>window.promotionPwned=2</script><a href="javascript:window.promotionPwned=3">${WORD}</a>`;
    const CONTENT = {
      headline: `${WORD} ${PAYLOAD}`,
      promotionLongText: `${WORD}${HOSTILE_MARKUP.map(([, html]) => html).join('<br>')}`,
      promotionShortText: PAYLOAD,
      subline: WORD,
      imageCutouts: [
        { url: 'javascript:window.promotionPwned=4', alt: 'x' },
        ...Array.from({ length: 4 }, () => ({
          url: '/demo-assets/themeworlds/cosy-home.svg',
          alt: PAYLOAD,
        })),
      ],
      backgroundColor: '#fff;position:fixed;inset:0',
      promotionTextColor: 'expression(window.promotionPwned=5)',
      legalText: `${WORD}<img src=x onerror="window.promotionPwned=6"><a href="/info/agb" onclick="window.promotionPwned=7">${WORD}</a>`,
      legalTextHint: PAYLOAD,
      voucherCode: { code: WORD, instruction: PAYLOAD },
      links: [
        { text: WORD, url: '/ok' },
        { text: PAYLOAD, url: 'javascript:window.promotionPwned=8' },
      ],
      link: WORD,
      linkURL: '/c/coffee',
    };

    for (const type of [
      'ApiTopBannerPromotion',
      'ApiCategory',
      'ApiPiPromotion',
      'ApiHeaderBenefitsPromotion',
    ]) {
      it(`keeps a hostile ${type} harmless and inside its block`, async () => {
        window.shopPromotions = {
          '~hostile': { type, contentJSON: JSON.stringify(CONTENT) },
        };
        const view = await renderView(
          <div style={{ width: '120px' }}>
            <PromotionBlock promotionId="~hostile" />
          </div>,
        );
        await waitFor(() => view.shadow.querySelector('[part="promotion"]'), {
          message: 'the hostile promotion to render',
        });
        for (const button of view.shadow.querySelectorAll<HTMLButtonElement>('button'))
          button.click();
        for (const link of view.shadow.querySelectorAll<HTMLAnchorElement>('a')) {
          link.addEventListener('click', (event) => event.preventDefault(), { once: true });
          link.click();
        }
        // the hostile images' address is x: one made now has failed, a hostile one before it too
        await imageOfSrcAnswered('x');
        expect(window.promotionPwned).to.equal(undefined);
        const root = block(view);
        const edge = root.getBoundingClientRect();
        expect(edge.width).to.be.at.most(120.5);
        expect(root.scrollWidth).to.be.at.most(root.clientWidth + 1);
        for (const element of root.querySelectorAll('*')) {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 && rect.height === 0) continue;
          // the benefits strip is one line that scrolls sideways: its entries beyond the block's
          // edge are clipped by the line (the ticker's list, checked itself), not pushed past it
          if (element.parentElement?.closest('[part~="ticker"]')) continue;
          expect(rect.left, element.className.toString()).to.be.at.least(edge.left - 1);
          expect(rect.right, element.className.toString()).to.be.at.most(edge.right + 1);
        }
        expect(getComputedStyle(root).position).to.equal('static');
        await expectNoAxeViolations(view.host);
      });
    }
  });

  describe('failures', () => {
    for (const [name, scenario] of [
      ['a failing service', { failing: ['promotion'] }],
      ['a broken answer', { malformed: ['promotion'], malformedKind: 'syntax' }],
      ['an answer of the wrong shape', { malformed: ['promotion'] }],
      ['a network failure', { networkError: ['promotion'] }],
    ] as const) {
      it(`shows nothing after ${name}`, async () => {
        await useSession(scenario);
        const view = await renderView(<PromotionBlock {...SALE} />);
        await waitForPromotionAnswer();
        await promotionsLoaded();
        expect(view.shadow.childElementCount).to.equal(0);
      });
    }

    it('shows nothing when the service has no promotion for the tags', async () => {
      const view = await renderView(
        <PromotionBlock promotionId="~top_banner" anyOfTags={['garden']} />,
      );
      await waitForPromotionAnswer();
      await promotionsLoaded();
      expect(view.shadow.childElementCount).to.equal(0);
    });
  });
});
