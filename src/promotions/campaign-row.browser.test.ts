// The header's campaign row in Chromium (issue 24): one height whatever it shows, the shipped
// stylesheet reserving exactly the header's heights, and the top banner's details panel.
import { expect } from 'chai';
import { html } from 'lit-html';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/shop-header';
import pageBorderCss from '../../elements/page-border/page-border.css?raw';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { newBackendSession } from '../../test/helpers/backend';
import { mount, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { closeFlyout } from '../../stores/flyout/index';
import { resetPromotions } from '../../stores/promotions/index';

type Campaign = 'banner' | 'benefits' | 'standing';

interface Mounted {
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
}

async function mountHeader(attributes: string): Promise<Mounted> {
  const container = mount(html``);
  container.innerHTML = `<shop-header ${attributes}></shop-header><main><h1>Seite</h1></main>`;
  const host = container.querySelector('shop-header') as HTMLElement;
  const root = await rendered(host);
  await waitFor(() => root.querySelector('[part~="icon-bar"]'));
  return { host, root };
}

const row = (root: ShadowRoot): HTMLElement | null =>
  root.querySelector<HTMLElement>('[part~="campaign-row"]');

const shownCampaign = (root: ShadowRoot): string | null =>
  row(root)?.querySelector('[data-campaign]')?.getAttribute('data-campaign') ?? null;

async function campaignShown(root: ShadowRoot, campaign: Campaign): Promise<void> {
  await waitFor(() => shownCampaign(root) === campaign, {
    message: `the ${campaign} in the row (shows ${shownCampaign(root)})`,
  });
}

const height = (element: Element | null): number =>
  Math.round((element?.getBoundingClientRect().height ?? 0) * 100) / 100;

/** A promotion answer of the page's own (README "Promotion blocks"), settled by the test. */
function serverPromotion(): {
  promise: Promise<unknown>;
  answer: (type: string, content: unknown) => void;
} {
  let answer: (type: string, content: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((resolve) => {
    answer = (type, content) => resolve({ type, contentJSON: JSON.stringify(content) });
  });
  return { promise, answer };
}

/** 300 characters, none of them trailing white space (the schema trims texts). */
const HEADLINE_300 = `${`Herbstwochen: ${'Kaffee, Mode und Wohnideen zu kleinen Preisen – '.repeat(7)}`.slice(0, 299)}!`;

/** The header's height with the campaign row, by width class (README "The header"). */
const HEADER_HEIGHT = { 390: 133, 1280: 141 } as const;

describe('the campaign row in Chromium', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    resetPromotions();
  });
  afterEach(async () => {
    await resetMouse();
    unmountAll();
    closeFlyout();
    resetPromotions();
    delete window.shopPromotions;
  });

  for (const width of [390, 1280] as const) {
    it(`stays one 40 px line in a ${HEADER_HEIGHT[width]} px header at ${width} px: top banner, benefits strip, standing benefits, a 300-character headline; German, French, Hungarian, Turkish`, async () => {
      await setViewport({ width, height: 800 });
      const measured: string[] = [];
      const cases: readonly [string, Record<string, unknown>, Campaign][] = [
        ['DE', { promotions: 'cms' }, 'banner'],
        ['DE', { promotions: 'benefits' }, 'benefits'],
        ['DE', { promotions: 'none' }, 'standing'],
        ['CH_FR', { promotions: 'cms' }, 'banner'],
        ['HU', { promotions: 'cms' }, 'banner'],
        ['TR', { promotions: 'cms' }, 'banner'],
        ['HU', { promotions: 'benefits' }, 'benefits'],
        ['TR', { promotions: 'none' }, 'standing'],
        ['CH_FR', { promotions: 'none' }, 'standing'],
      ];
      for (const [site, scenario, campaign] of cases) {
        resetPromotions();
        await newBackendSession('campaign-row', scenario);
        const { host, root } = await mountHeader(`site="${site}"`);
        await campaignShown(root, campaign);
        measured.push(`${site} ${campaign}: ${height(row(root))} / ${height(host)}`);
        unmountAll();
      }
      resetPromotions();
      await newBackendSession('campaign-row', { promotions: 'none' });
      window.shopPromotions = {
        '~top_banner': {
          type: 'ApiTopBannerPromotion',
          contentJSON: JSON.stringify({
            headline: HEADLINE_300,
            voucherCode: { code: 'HERBST15', instruction: 'Code im Warenkorb eingeben' },
          }),
        },
      };
      const { host, root } = await mountHeader('site="DE"');
      await campaignShown(root, 'banner');
      expect(root.querySelector('[data-campaign="banner"] p')?.textContent).to.have.length(300);
      measured.push(`300 characters: ${height(row(root))} / ${height(host)}`);
      const expected = measured.map(
        (entry) => `${entry.split(':')[0]}: 40 / ${HEADER_HEIGHT[width]}`,
      );
      expect(measured).to.deep.equal(expected);
    });
  }

  it('keeps its height while what it shows changes: standing benefits, benefits strip, top banner', async () => {
    await newBackendSession('campaign-row', { promotions: 'none' });
    const banner = serverPromotion();
    const benefits = serverPromotion();
    window.shopPromotions = { '~top_banner': banner.promise, '~header_top': benefits.promise };
    const { host, root } = await mountHeader('site="DE"');
    await campaignShown(root, 'standing');
    expect(row(root)?.textContent).to.contain('Kaffee versandkostenfrei ab 20 €');
    const heights = [height(host)];
    benefits.answer('ApiHeaderBenefitsPromotion', {
      links: [{ text: 'Versandkostenfrei ab 20 € bei Kaffee', url: '/info/shipping' }],
    });
    await campaignShown(root, 'benefits');
    heights.push(height(host));
    banner.answer('ApiTopBannerPromotion', {
      headline: 'Herbst-Sale: bis zu 30 % auf Mode',
      promotionLongText: 'Mit dem Code sparen Sie zusätzlich 15 % auf Jacken und Strick.',
      voucherCode: { code: 'HERBST15' },
    });
    await campaignShown(root, 'banner');
    heights.push(height(host));
    expect(heights).to.deep.equal([141, 141, 141]);
  });

  describe("the page's reservation, dist/page-border.css", () => {
    let style: HTMLStyleElement;
    beforeEach(() => {
      style = document.createElement('style');
      style.textContent = pageBorderCss;
      document.head.append(style);
    });
    afterEach(() => style.remove());

    for (const width of [390, 1280] as const) {
      it(`reserves the header's own height at ${width} px, with and without the row, reduced, and for #header`, async () => {
        await setViewport({ width, height: 800 });
        await newBackendSession('campaign-row', { promotions: 'cms' });
        const rows: string[] = [];
        for (const [attributes, flags] of [
          ['site="DE"', ''],
          ['site="DE" show-promotion-banner="false"', undefined],
          ['site="DE" reduced', 'reduced'],
        ] as const) {
          const container = mount(html``);
          container.innerHTML = `<shop-header ${attributes}></shop-header>`;
          const host = container.querySelector('shop-header') as HTMLElement;
          // before any of its code has run: the stylesheet alone
          const reserved = height(host);
          const place = flags === undefined ? undefined : document.createElement('div');
          if (place) {
            place.id = 'header';
            if (flags) place.dataset.flags = flags;
            container.append(place);
          }
          const placeReserved = height(place ?? null);
          await rendered(host);
          await waitFor(() => host.hasAttribute('rendered'));
          const drawn = height(host);
          rows.push(`${attributes}: ${reserved} ${place ? placeReserved : '-'} -> ${drawn}`);
          unmountAll();
        }
        const [row, noRow, reduced] = width === 390 ? [133, 93, 57] : [141, 101, 65];
        expect(rows).to.deep.equal([
          `site="DE": ${row} ${row} -> ${row}`,
          `site="DE" show-promotion-banner="false": ${noRow} - -> ${noRow}`,
          `site="DE" reduced: ${reduced} ${reduced} -> ${reduced}`,
        ]);
      });
    }
  });

  describe("the top banner's details", () => {
    /** The details control: its name is its text, read only on a phone. */
    const detailsToggle = (root: ShadowRoot): HTMLButtonElement | undefined =>
      [...root.querySelectorAll<HTMLButtonElement>('[part~="promotions-details-toggle"]')].find(
        (button) => button.textContent?.trim() === 'Details',
      );
    const openPanel = (root: ShadowRoot): HTMLElement | null =>
      root.querySelector<HTMLElement>('[part~="promotions-details"]:not([hidden])');
    const focusedText = (root: ShadowRoot): string => {
      const active = root.activeElement;
      return active ? `${active.localName} ${active.textContent?.trim() ?? ''}` : 'nothing';
    };

    async function bannerHeader(width = 1280): Promise<Mounted> {
      await setViewport({ width, height: 800 });
      await newBackendSession('campaign-row', { promotions: 'cms' });
      const mounted = await mountHeader('site="DE"');
      await campaignShown(mounted.root, 'banner');
      return mounted;
    }

    for (const width of [1280, 390] as const) {
      it(`opens from the keyboard in a panel over the page with the long text, subline and legal text; Escape closes it, focus returns; no axe violations open or closed (${width} px)`, async () => {
        const { host, root } = await bannerHeader(width);
        const toggle = detailsToggle(root)!;
        expect(toggle.getAttribute('aria-expanded')).to.equal('false');
        await expectNoAxeViolations(host);
        toggle.focus();
        await sendKeys({ press: 'Enter' });
        const panel = await waitFor(() => openPanel(root), { message: 'the details to open' });
        expect(toggle.getAttribute('aria-expanded')).to.equal('true');
        expect(panel.getAttribute('role')).to.equal('dialog');
        // its title and body come with the panel's code
        const title = await waitFor(() =>
          root.getElementById(panel.getAttribute('aria-labelledby') ?? ''),
        );
        expect(title.textContent).to.equal('Aktionsdetails');
        await waitFor(() => panel.contains(root.activeElement), { message: 'focus in the panel' });
        expect(panel.textContent).to.contain(
          'Mit dem Code sparen Sie zusätzlich 15 % auf Jacken und Strick.',
        );
        expect(panel.textContent).to.contain('Ausgewählte Artikel, solange der Vorrat reicht');
        expect(panel.textContent).to.contain('Code im Warenkorb eingeben');
        // over the page, in the top layer: the row keeps its 40 px
        expect(panel.matches(':popover-open')).to.equal(true);
        expect(height(row(root))).to.equal(40);
        expect(document.documentElement.getAttribute('data-shop-flyout')).to.equal('PROMOTION');
        await expectNoAxeViolations(host);
        await sendKeys({ press: 'Escape' });
        await waitFor(() => openPanel(root) === null, { message: 'the details to close' });
        expect(focusedText(root)).to.equal('button Details');
        expect(document.documentElement.hasAttribute('data-shop-flyout')).to.equal(false);
        await expectNoAxeViolations(host);
      });
    }

    it('opens its legal text inside the panel; Escape closes the legal text first, then the panel', async () => {
      const { root } = await bannerHeader();
      detailsToggle(root)!.click();
      const panel = await waitFor(() => openPanel(root));
      const hint = await waitFor(() =>
        [...panel.querySelectorAll('button')].find(
          (button) => button.textContent?.trim() === 'Aktionsbedingungen',
        ),
      );
      hint.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => hint.getAttribute('aria-expanded') === 'true');
      expect(panel.textContent).to.contain('Nicht mit anderen Gutscheinen kombinierbar');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => hint.getAttribute('aria-expanded') === 'false');
      expect(openPanel(root) !== null, 'the panel stays open').to.equal(true);
      expect(root.activeElement).to.equal(hint);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => openPanel(root) === null);
    });

    it('is one flyout of the page: the search flyout closes it, and it closes the search flyout', async () => {
      const { root } = await bannerHeader();
      const search = root.querySelector<HTMLButtonElement>('[part~="search-icon"]')!;
      detailsToggle(root)!.click();
      await waitFor(() => openPanel(root));
      search.click();
      await waitFor(() => search.getAttribute('aria-expanded') === 'true');
      await waitFor(() => openPanel(root) === null, { message: 'the details to close' });
      detailsToggle(root)!.click();
      await waitFor(() => openPanel(root));
      await waitFor(() => search.getAttribute('aria-expanded') === 'false', {
        message: 'the search to close',
      });
    });

    it('is offered only when the banner has more than its line shows', async () => {
      await newBackendSession('campaign-row', { promotions: 'none' });
      window.shopPromotions = {
        '~top_banner': {
          type: 'ApiTopBannerPromotion',
          contentJSON: JSON.stringify({
            headline: 'Kaffee-Wochen',
            voucherCode: { code: 'KAFFEE' },
          }),
        },
      };
      const { root } = await mountHeader('site="DE"');
      await campaignShown(root, 'banner');
      expect(
        root.querySelector('[part~="promotions-details-toggle"]') === null,
        'no details control',
      ).to.equal(true);
      expect(row(root)?.textContent).to.contain('KAFFEE');
    });

    it("keeps a phone's row for the campaign: the words of its controls are read, not shown", async () => {
      const { root } = await bannerHeader(390);
      const toggle = detailsToggle(root)!;
      const copy = [...root.querySelectorAll('[data-campaign="banner"] button')].find((button) =>
        button.textContent?.includes('Code kopieren'),
      )!;
      for (const control of [toggle, copy]) {
        // the words beside the icon (the text's own box, not the button's)
        const words = control.querySelector('.promotions-row__words')!;
        expect(words.getBoundingClientRect().width, control.textContent ?? '').to.be.at.most(1);
      }
      const line = root.querySelector<HTMLElement>('[data-campaign="banner"] p')!;
      expect(line.getBoundingClientRect().width).to.be.above(100);
    });
  });
});
