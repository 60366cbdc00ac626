import { expect } from 'chai';
import { html } from 'lit-html';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/shop-footer';
// one test puts a header above the footer
import '../../elements/shop-header';
import { countAccessibleRole, expectNoAxeViolations } from '../../test/helpers/axe';
import { mount, nextFrames, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { newBackendSession } from '../../test/helpers/backend';
import { installClock } from '../../test/helpers/clock';
import { PAST_FLYOUT_OPEN_DELAYS_MS } from '../../test/helpers/flyout';
import { $newsletterStatusAnswered, resetFooter } from '../../stores/footer/index';
import { $viewportWidth } from '../../stores/site/index';
import { HEADER_SCROLL_DEBOUNCE_MS } from '../header/use-sticky-header';
import { resetNewsletter } from '../../stores/newsletter/index';
import { resetUser } from '../../stores/user/index';

async function useScenario(scenario: Record<string, unknown>): Promise<void> {
  await newBackendSession('footer-browser', scenario);
}

interface Mounted {
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
}

/** A footer at the end of a page with a heading and a link before it, as on a shop page. */
async function mountFooter(attributes: string): Promise<Mounted> {
  const container = mount(html``);
  container.innerHTML = `<main><h1>Seite</h1><a href="#top">Nach oben</a></main><shop-footer ${attributes}></shop-footer>`;
  const host = container.querySelector('shop-footer') as HTMLElement;
  const root = await rendered(host);
  await waitFor(() => root.querySelector('[part~="footer-legal"]'), { message: 'footer content' });
  return { host, root };
}

/** What has focus in the footer, as text (comparing elements would serialise React fibers). */
function focused(root: ShadowRoot): string {
  const active = root.activeElement;
  if (!active) return 'nothing';
  const name = active.getAttribute('aria-label') ?? active.textContent ?? '';
  return `${active.localName} ${name.trim()}`;
}

const disclosure = (root: ShadowRoot, name: string): HTMLButtonElement => {
  const button = [...root.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')].find(
    (candidate) => candidate.textContent?.trim() === name || labelOf(root, candidate) === name,
  );
  if (!button) throw new Error(`no disclosure button "${name}"`);
  return button;
};

/** A disclosure button named by aria-labelledby (the link variant) gets its name from there. */
function labelOf(root: ShadowRoot, element: Element): string | undefined {
  const id = element.getAttribute('aria-labelledby');
  return id ? root.getElementById(id)?.textContent?.trim() : undefined;
}

const expandedGroups = (root: ShadowRoot): string[] =>
  [...root.querySelectorAll('[part~="footer-services"] button[aria-expanded="true"]')].map(
    (button) => labelOf(root, button) ?? button.textContent?.trim() ?? '',
  );

const headline = (root: ShadowRoot): string =>
  root.querySelector('[part~="footer-headline"]')?.textContent ?? '';

/** The country selector's button, named by the label and the current country. */
const countryButton = (root: ShadowRoot): HTMLButtonElement =>
  root.querySelector('[part~="footer-country"] button') as HTMLButtonElement;

/** The country selector's panel (shown or not). */
const countryPanel = (root: ShadowRoot): HTMLElement =>
  root.querySelector('[part~="footer-country"] [role="dialog"]') as HTMLElement;

const searchField = (root: ShadowRoot): HTMLInputElement =>
  countryPanel(root).querySelector('input[type="search"]') as HTMLInputElement;

const isCountryPanelOpen = (root: ShadowRoot): boolean =>
  countryButton(root).getAttribute('aria-expanded') === 'true' &&
  countryPanel(root).matches(':popover-open');

/** A country link's text without its flag (the emoji's regional indicator letters). */
const countryName = (link: Element): string =>
  (link.textContent ?? '').replace(/\p{RI}/gu, '').trim();

const shownCountries = (root: ShadowRoot): string[] =>
  [...countryPanel(root).querySelectorAll('a')].map(countryName);

/** Opens the country selector from the keyboard and waits for the focus in its field. */
async function openCountrySelector(root: ShadowRoot): Promise<void> {
  countryButton(root).focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => searchField(root) === root.activeElement, { message: 'focus in the field' });
}

/** What has focus in the country selector: the field, a country, the button or something else. */
function countryFocus(root: ShadowRoot): string {
  const active = root.activeElement;
  if (active === searchField(root)) return 'field';
  if (active === countryButton(root)) return 'button';
  if (active?.localName === 'a' && countryPanel(root).contains(active)) return countryName(active);
  return focused(root);
}

describe('<shop-footer> in Chromium', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    await useScenario({});
  });
  afterEach(() => {
    unmountAll();
    resetFooter();
    resetUser();
    resetNewsletter();
    delete window.shopPsdata;
  });

  describe('landmarks', () => {
    it('is the page’s content info', async () => {
      await mountFooter('site="DE" newsletter="false"');
      expect(await countAccessibleRole('contentinfo')).to.equal(1);
    });

    it('inside the page’s own <footer> is part of that content info, not a second one inside it', async () => {
      const container = mount(html``);
      container.innerHTML = `<main><h1>Seite</h1></main><footer id="footer"><shop-footer site="DE" newsletter="false"></shop-footer></footer>`;
      const root = await rendered(container.querySelector('shop-footer') as HTMLElement);
      await waitFor(() => root.querySelector('[part~="footer-legal"]'), {
        message: 'footer content',
      });
      expect(await countAccessibleRole('contentinfo')).to.equal(1);
      await expectNoAxeViolations(container);
    });
  });

  describe('in one go (issue 24)', () => {
    /** Every layout shift from now on, and the footer's parts when it first drew. */
    function watch(): { shifts: number[]; firstDrawn: string[]; stop: () => void } {
      const shifts: number[] = [];
      const firstDrawn: string[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      });
      observer.observe({ type: 'layout-shift' });
      const drawn = new MutationObserver(() => {
        const host = document.querySelector('shop-footer');
        if (!host?.hasAttribute('rendered') || firstDrawn.length > 0) return;
        for (const part of ['footer-newsletter', 'footer-headline', 'footer-legal'])
          if (host.shadowRoot?.querySelector(`[part~="${part}"]`)) firstDrawn.push(part);
      });
      drawn.observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['rendered'],
      });
      return {
        shifts,
        firstDrawn,
        stop: () => {
          // the shifts of frames already drawn whose entries have not been delivered yet
          for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number })[])
            shifts.push(entry.value);
          observer.disconnect();
          drawn.disconnect();
        },
      };
    }

    for (const width of [390, 1280]) {
      it(`appears at its final layout on screen while its content and the newsletter status arrive late (${width} px)`, async () => {
        await setViewport({ width, height: 800 });
        // the site's content override and the newsletter status answer after the footer mounted
        await useScenario({ latency: { promotion: 400, psdata: 400 } });
        const watched = watch();
        const container = mount(html``);
        container.innerHTML = `<main><h1>Seite</h1></main><shop-footer site="HU"></shop-footer>`;
        const host = container.querySelector('shop-footer') as HTMLElement;
        const root = await rendered(host);
        await waitFor(() => root.querySelector('[part~="footer-newsletter"]'), {
          message: 'the newsletter block',
        });
        // both late answers are in the footer's first drawing: what it drew is on screen
        await nextFrames();
        watched.stop();
        expect(host.getBoundingClientRect().top, 'the footer on screen').to.be.below(300);
        expect(watched.firstDrawn).to.deep.equal([
          'footer-newsletter',
          'footer-headline',
          'footer-legal',
        ]);
        expect(watched.shifts).to.deep.equal([]);
      });
    }
  });

  describe('look (issue 24)', () => {
    it("keeps each group's heading and its toggle inside the group's column, long Hungarian words too (1280 px)", async () => {
      const { root } = await mountFooter('site="HU" newsletter="false"');
      const groups = [...root.querySelectorAll('[part~="footer-services"] [part~="panel"]')];
      expect(groups.length).to.be.above(4);
      const outside = groups.flatMap((group) => {
        const column = group.getBoundingClientRect();
        return [...group.querySelectorAll('[part~="panel-heading"] *')]
          .filter((part) => part.getBoundingClientRect().right > column.right + 0.5)
          .map(
            (part) =>
              `${part.getAttribute('part') ?? part.localName} of ${group.textContent?.slice(0, 20)}`,
          );
      });
      expect(outside).to.deep.equal([]);
    });

    for (const width of [1280, 1440, 960]) {
      it(`breaks no group heading's word mid-word on any site, 'Produktinformationen' too (${width} px)`, async () => {
        await setViewport({ width, height: 800 });
        const broken: string[] = [];
        for (const site of ['DE', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR']) {
          const { root } = await mountFooter(`site="${site}" newsletter="false"`);
          for (const title of root.querySelectorAll(
            '[part~="footer-services"] [part~="panel-title"]',
          )) {
            const text = title.firstChild;
            if (!text || text.nodeType !== Node.TEXT_NODE) continue;
            const words = (text.textContent ?? '').matchAll(/\S+/g);
            for (const word of words) {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              const lines = new Set(
                [...range.getClientRects()].map((rect) => Math.round(rect.top)),
              );
              if (lines.size > 1) broken.push(`${site} ${word[0]}`);
            }
          }
          unmountAll();
        }
        expect(broken).to.deep.equal([]);
      });
    }
  });

  describe('service panels', () => {
    it('reaches each group heading link and its disclosure button with Tab; Enter and Space toggle', async () => {
      const { root } = await mountFooter('site="PL" platform="CLASSIC" newsletter="false"');
      const heading = root.querySelector<HTMLAnchorElement>('[part~="panel-link"]');
      heading?.focus();
      expect(focused(root)).to.equal('a Wygodne płatności');
      await sendKeys({ press: 'Tab' });
      expect(labelOf(root, root.activeElement as Element)).to.equal('Wygodne płatności');
      expect(root.activeElement?.getAttribute('aria-expanded')).to.equal('true');
      await sendKeys({ press: 'Enter' });
      expect(root.activeElement?.getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'Space' });
      expect(root.activeElement?.getAttribute('aria-expanded')).to.equal('true');
    });

    it('moves between the group headers with the arrow keys, Home and End', async () => {
      const { root } = await mountFooter('site="PL" platform="MATCH" newsletter="false"');
      disclosure(root, 'Wygodne płatności').focus();
      await sendKeys({ press: 'ArrowDown' });
      expect(focused(root)).to.equal('button Dostawa');
      await sendKeys({ press: 'End' });
      expect(focused(root)).to.equal('button O nas');
      await sendKeys({ press: 'ArrowDown' });
      expect(focused(root)).to.equal('button Wygodne płatności');
      await sendKeys({ press: 'Enter' });
      expect(expandedGroups(root)).to.deep.equal(['Wygodne płatności']);
      await sendKeys({ press: 'Tab' });
      // into the open panel's links, not on to the next header
      expect(focused(root)).to.equal('a Wszystkie formy płatności');
    });

    it('opens the categories panel from the keyboard, its links in the tab order after it', async () => {
      const { root } = await mountFooter('site="HU" newsletter="false"');
      const button = disclosure(root, 'Népszerű kategóriák');
      button.focus();
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'Enter' });
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      await sendKeys({ press: 'Tab' });
      expect(focused(root)).to.equal('a Szemes kávé');
    });
  });

  describe('the 767 px switch', () => {
    it('collapses the groups below 767 px and expands them again above it', async () => {
      const { root } = await mountFooter('site="SK" platform="TABLET" newsletter="false"');
      expect(expandedGroups(root)).to.have.length(8);
      await setViewport({ width: 766, height: 800 });
      await waitFor(() => expandedGroups(root).length === 0, { message: 'collapsed at 766 px' });
      expect(root.querySelector('[part~="footer"]')?.getAttribute('data-client')).to.equal(
        'mobile',
      );
      // headings stay links: the platform is TABLET
      expect(root.querySelectorAll('[part~="panel-link"]')).to.have.length(8);
      await setViewport({ width: 767, height: 800 });
      await waitFor(() => expandedGroups(root).length === 8, { message: 'expanded at 767 px' });
    });

    it('keeps what the visitor opened while the width stays on one side', async () => {
      const { root } = await mountFooter('site="SK" platform="TABLET" newsletter="false"');
      await setViewport({ width: 600, height: 800 });
      await waitFor(() => expandedGroups(root).length === 0);
      disclosure(root, 'Doprava').click();
      await waitFor(() => expandedGroups(root).length === 1);
      await setViewport({ width: 500, height: 800 });
      // the new width has reached the footer's store, and what it changed is drawn
      await waitFor(() => $viewportWidth.get() === 500, { message: 'the 500 px width' });
      await nextFrames();
      expect(expandedGroups(root)).to.deep.equal(['Doprava']);
    });

    it('derives MATCH below 980 px without a platform: headings are not links', async () => {
      const { root } = await mountFooter('site="SK" newsletter="false"');
      expect(root.querySelectorAll('[part~="panel-link"]')).to.have.length(8);
      await setViewport({ width: 900, height: 800 });
      await waitFor(() => root.querySelectorAll('[part~="panel-link"]').length === 0);
      expect(expandedGroups(root)).to.deep.equal([]);
    });
  });

  describe('country selector', () => {
    /** Records the shop a visit would go to instead of leaving the test page. */
    function interceptVisits(root: ShadowRoot): string[] {
      const visits: string[] = [];
      root.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element).closest('[part~="footer-country"] a');
          if (!link) return;
          event.preventDefault();
          visits.push(link.getAttribute('href') ?? '');
        },
        { capture: true },
      );
      return visits;
    }

    async function clickAt(element: Element): Promise<void> {
      const box = element.getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      });
    }

    afterEach(() => resetMouse());

    it('is reached with Tab; Enter and Space open it with focus in the search field, Escape closes it with focus back on the button', async () => {
      const { root } = await mountFooter('site="HU" newsletter="false"');
      root.querySelector<HTMLButtonElement>('[part~="footer-view-switch"]')?.remove();
      const legalLinks = root.querySelectorAll<HTMLAnchorElement>('[part~="footer-legal"] a');
      legalLinks[legalLinks.length - 1]?.focus();
      await sendKeys({ press: 'Tab' });
      expect(countryFocus(root)).to.equal('button');
      expect(countryButton(root).getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => isCountryPanelOpen(root), { message: 'open by Enter' });
      await waitFor(() => countryFocus(root) === 'field', { message: 'focus in the field' });
      await sendKeys({ press: 'Escape' });
      expect(isCountryPanelOpen(root)).to.equal(false);
      expect(countryFocus(root)).to.equal('button');
      await sendKeys({ press: 'Space' });
      await waitFor(() => isCountryPanelOpen(root), { message: 'open by Space' });
      await waitFor(() => countryFocus(root) === 'field', { message: 'focus in the field' });
      await sendKeys({ press: 'Escape' });
      expect(countryFocus(root)).to.equal('button');
    });

    it('filters as the visitor types and says how many match; the arrows go from the field through the countries and back', async () => {
      const { root } = await mountFooter('site="DE" newsletter="false"');
      const visits = interceptVisits(root);
      countryButton(root).focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => countryFocus(root) === 'field', { message: 'focus in the field' });
      const status = countryPanel(root).querySelector('[role="status"]');
      await sendKeys({ type: 'sk' });
      expect(shownCountries(root)).to.deep.equal(['Polska', 'Česko', 'Slovensko']);
      await waitFor(() => status?.textContent === 'Gefundene Länder: 3');
      await sendKeys({ press: 'ArrowDown' });
      expect(countryFocus(root)).to.equal('Polska');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect(countryFocus(root)).to.equal('Slovensko');
      await sendKeys({ press: 'ArrowDown' });
      expect(countryFocus(root), 'the last stays').to.equal('Slovensko');
      await sendKeys({ press: 'ArrowUp' });
      expect(countryFocus(root)).to.equal('Česko');
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'ArrowUp' });
      expect(countryFocus(root), 'from the first back to the field').to.equal('field');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      expect(visits).to.deep.equal(['https://pl.shop.example/']);
    });

    it('says so when no country matches', async () => {
      const { root } = await mountFooter('site="CZ" newsletter="false"');
      countryButton(root).focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => countryFocus(root) === 'field', { message: 'focus in the field' });
      await sendKeys({ type: 'qqq' });
      expect(shownCountries(root)).to.deep.equal([]);
      const status = countryPanel(root).querySelector('[role="status"]');
      await waitFor(() => status?.textContent === 'Žádná země nenalezena', {
        message: `the status says no match (${status?.textContent})`,
      });
    });

    it('opens on a mouse click, not on hover, and closes on a press outside', async () => {
      const { root } = await mountFooter('site="AT" newsletter="false"');
      const button = countryButton(root);
      button.scrollIntoView({ block: 'center' });
      const box = button.getBoundingClientRect();
      const clock = installClock();
      try {
        await sendMouse({
          type: 'move',
          position: [Math.round(box.x + 10), Math.round(box.y + 10)],
        });
        await clock.tick(PAST_FLYOUT_OPEN_DELAYS_MS);
        await nextFrames();
      } finally {
        clock.uninstall();
      }
      expect(isCountryPanelOpen(root), 'hovering opens nothing').to.equal(false);
      await clickAt(button);
      await waitFor(() => isCountryPanelOpen(root), { message: 'open by a click' });
      // the footer's right edge, beside the button: outside button and panel, no link to follow
      await sendMouse({ type: 'click', position: [window.innerWidth - 4, Math.round(box.y + 10)] });
      await waitFor(() => !isCountryPanelOpen(root), { message: 'closed by a press outside' });
    });

    it('a click on a wide screen puts focus in the search field; a phone keeps it on the button, without an on-screen keyboard', async () => {
      const wide = await mountFooter('site="PL" newsletter="false"');
      countryButton(wide.root).scrollIntoView({ block: 'center' });
      await clickAt(countryButton(wide.root));
      await waitFor(() => isCountryPanelOpen(wide.root), { message: 'open by a click' });
      await waitFor(() => countryFocus(wide.root) === 'field', { message: 'focus in the field' });
      await sendKeys({ type: 'cz' });
      expect(shownCountries(wide.root)).to.deep.equal(['Česko']);
      await sendKeys({ press: 'Escape' });

      const phone = await mountFooter('site="PL" platform="SMARTPHONE" newsletter="false"');
      countryButton(phone.root).scrollIntoView({ block: 'center' });
      await clickAt(countryButton(phone.root));
      await waitFor(() => isCountryPanelOpen(phone.root), { message: 'open by a tap' });
      expect(countryFocus(phone.root)).to.equal('button');
    });

    it('closes when focus moves on past its last country', async () => {
      const { root } = await mountFooter('site="SK" platform="SMARTPHONE" newsletter="false"');
      countryButton(root).focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => countryFocus(root) === 'field', { message: 'focus in the field' });
      const links = countryPanel(root).querySelectorAll('a');
      links[links.length - 1]?.focus();
      await sendKeys({ press: 'Tab' });
      await waitFor(() => !isCountryPanelOpen(root), { message: 'closed' });
      expect(focused(root)).to.equal('button Prejsť na verziu pre počítač');
    });

    for (const width of [320, 1280]) {
      it(`opens inside a ${width} px window with the footer at its bottom`, async () => {
        await setViewport({ width, height: 600 });
        const { root } = await mountFooter('site="TR" newsletter="false"');
        countryButton(root).scrollIntoView({ block: 'end' });
        countryButton(root).focus();
        await sendKeys({ press: 'Enter' });
        await waitFor(() => isCountryPanelOpen(root), { message: 'open' });
        // placed as it opened, and again in the frame after, once its size is known
        await waitFor(() => countryPanel(root).dataset['placement'], { message: 'placed' });
        await nextFrames();
        const box = countryPanel(root).getBoundingClientRect();
        expect(box.top).to.be.at.least(0);
        expect(box.left).to.be.at.least(0);
        expect(box.bottom).to.be.at.most(window.innerHeight);
        expect(box.right).to.be.at.most(window.innerWidth);
        if (width >= 768) {
          const button = countryButton(root).getBoundingClientRect();
          expect(box.bottom, 'above the button').to.be.at.most(button.top);
        }
      });
    }

    it('leaves the header alone: no open marker, no scroll lock, a hidden sticky header stays hidden', async () => {
      const container = mount(html``);
      container.innerHTML =
        '<shop-header site="DE" sticky-mode="on-scroll-up"></shop-header><main style="height: 3000px"></main><shop-footer site="DE" newsletter="false"></shop-footer><div style="height: 1000px"></div>';
      const header = container.querySelector('shop-header') as HTMLElement;
      const headerRoot = await rendered(header);
      const root = await rendered(container.querySelector('shop-footer') as HTMLElement);
      await waitFor(() => root.querySelector('[part~="footer-legal"]'), { message: 'content' });
      const bar = headerRoot.querySelector('[part~="header"]') as HTMLElement;
      // the header's 50 ms scroll debounce on the test's clock
      const clock = installClock();
      try {
        // each scroll reaches the header within two frames, and is handled by the time its
        // debounce window ends
        window.scrollTo(0, 300);
        await nextFrames();
        await clock.tick(HEADER_SCROLL_DEBOUNCE_MS);
        countryButton(root).scrollIntoView({ block: 'center' });
        await nextFrames();
        await clock.tick(HEADER_SCROLL_DEBOUNCE_MS);
        await clock.until(() => bar.dataset['sticky'] === 'hidden', 'the header hidden');
        countryButton(root).focus();
        await sendKeys({ press: 'Enter' });
        await clock.until(() => isCountryPanelOpen(root), 'open');
        // the opening's effects have run and been drawn
        await nextFrames();
        expect(document.documentElement.hasAttribute('data-shop-flyout')).to.equal(false);
        expect(document.documentElement.style.overflow).to.equal('');
        // scrolling on down: a header shell flyout would bring the header back. The debounce
        // window is over, the scroll reaches the header (its listener comes before the test's)
        // and is handled at once, or at the latest when the window after it ends
        await clock.tick(HEADER_SCROLL_DEBOUNCE_MS);
        const scrolled = new Promise((done) =>
          window.addEventListener('scroll', done, { once: true }),
        );
        window.scrollBy(0, 5);
        await scrolled;
        await clock.tick(HEADER_SCROLL_DEBOUNCE_MS);
        await nextFrames();
        expect(bar.dataset['sticky']).to.equal('hidden');
      } finally {
        clock.uninstall();
      }
    });
  });

  describe('links told from text without colour', () => {
    const TRANSPARENT = 'rgba(0, 0, 0, 0)';

    /** An element's text as read out: without its decorative icons (the 30 of a 30-day icon). */
    function readText(element: Element): string {
      const copy = element.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent?.trim() ?? '';
    }

    /**
     * Whether a link's text is underlined in a colour that shows: by the link itself or by an
     * element inside it that holds all its text (the group heading's title).
     */
    function isUnderlined(link: HTMLAnchorElement): boolean {
      const text = readText(link);
      return [link, ...link.querySelectorAll('*')].some((element) => {
        const style = getComputedStyle(element);
        return (
          readText(element) === text &&
          style.textDecorationLine.includes('underline') &&
          style.textDecorationColor !== TRANSPARENT &&
          style.textDecorationStyle !== 'none'
        );
      });
    }

    /**
     * The links that show text: not the icon and logo links, not the country selector's (a list
     * of links alone in its panel, told from text by where they are).
     */
    const textLinks = (root: ShadowRoot): HTMLAnchorElement[] =>
      [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
        (link) => readText(link) !== '' && !link.closest('[part~="footer-country"]'),
      );

    it('underlines every text link, the group heading links included, without hover', async () => {
      const { root } = await mountFooter('site="CZ" platform="TABLET"');
      await waitFor(() => root.querySelector('[part~="footer-newsletter"]'));
      const headingLinks = [...root.querySelectorAll<HTMLAnchorElement>('[part~="panel-link"]')];
      expect(headingLinks).to.have.length(8);
      expect(root.querySelector('[part~="footer-sales-tax"] a'), 'the sales-tax link').to.not.equal(
        null,
      );
      const links = textLinks(root);
      expect(links.length).to.be.greaterThan(40);
      const plain = links.filter((link) => !isUnderlined(link)).map(readText);
      expect(plain).to.deep.equal([]);
    });
  });

  describe('icons', () => {
    it('draws every icon as 2 px round lines in the text colour, the 30 of the 30-day mark filled', async () => {
      const { root } = await mountFooter('site="DE" platform="TABLET"');
      const icons = [...root.querySelectorAll('svg')];
      expect(icons.length).to.be.greaterThan(8);
      const drawings = icons.map((icon) => {
        const style = getComputedStyle(icon.querySelector('path') as SVGPathElement);
        const color = getComputedStyle(icon).color;
        return [
          style.fill,
          style.stroke === color,
          style.strokeWidth,
          style.strokeLinecap,
          style.strokeLinejoin,
        ].join(' ');
      });
      expect([...new Set(drawings)]).to.deep.equal(['none true 2px round round']);
      const thirty = root.querySelector('svg text');
      expect(thirty?.textContent, 'the 30-day-return mark').to.equal('30');
      expect(getComputedStyle(thirty as Element).fill).to.equal(
        getComputedStyle(thirty as Element).color,
      );
    });
  });

  describe('axe', () => {
    const states: readonly {
      readonly state: string;
      readonly attributes: string;
      readonly scenario?: Record<string, unknown>;
      readonly viewport?: { width: number; height: number };
      /** A cookie the visitor brings (name=value), removed after the test. */
      readonly cookie?: string;
      readonly prepare?: (root: ShadowRoot) => Promise<void>;
    }[] = [
      { state: 'desktop with the newsletter block', attributes: 'site="DE" platform="CLASSIC"' },
      {
        state: 'phone, all collapsed',
        attributes: 'site="PL" platform="SMARTPHONE"',
        viewport: { width: 375, height: 700 },
      },
      { state: 'reduced (checkout)', attributes: 'site="AT" reduced' },
      {
        state: 'app client',
        attributes: 'site="CH" platform="SMARTPHONE"',
        scenario: {},
        cookie: 'appclient=new',
      },
      {
        state: 'subscribed visitor on CZ with the sales-tax note',
        attributes: 'site="CZ"',
        scenario: { newsletterStatus: 'SUBSCRIBED' },
      },
      {
        state: 'visitor awaiting the confirmation (WAITING_FOR_DOI), no newsletter block',
        attributes: 'site="DE"',
        scenario: { newsletterStatus: 'WAITING_FOR_DOI' },
        prepare: async (root) => {
          await waitFor(() => $newsletterStatusAnswered.get(), { message: 'nl_status in' });
          // what the answer changed is drawn
          await nextFrames();
          // a boolean: chai would serialise the element's React fibers when it fails
          const shown = root.querySelector('[part~="footer-newsletter"]') !== null;
          expect(shown, 'newsletter block shown').to.equal(false);
        },
      },
      {
        state: 'content overridden by SHOP_FOOTER',
        attributes: 'site="PL" newsletter="false"',
        scenario: { shopFooter: 'override' },
        prepare: async (root) => {
          expect(headline(root)).to.equal('Letni serwis: jesteśmy dla Państwa');
        },
      },
      {
        state: 'hostile SHOP_FOOTER content (markup, javascript: links, unknown icons and logos)',
        attributes: 'site="DE" newsletter="false"',
        scenario: { shopFooter: 'hostile' },
        prepare: async (root) => {
          expect(headline(root)).to.equal('<img src=x onerror="alert(1)">Hallo <b>Welt</b>');
        },
      },
      {
        state: 'failed SHOP_FOOTER (500): the built-in content',
        attributes: 'site="CZ" newsletter="false"',
        scenario: { shopFooter: 'failing' },
        prepare: async (root) => {
          expect(headline(root)).to.equal('Jsme tu pro Vás');
        },
      },
      {
        state: 'malformed SHOP_FOOTER: the built-in content',
        attributes: 'site="AT" newsletter="false"',
        scenario: { shopFooter: 'malformed' },
        prepare: async (root) => {
          expect(headline(root)).to.equal('Wir sind für Sie da');
        },
      },
      {
        state: 'visitor who chose the desktop view, offered the way back to the mobile view',
        attributes: 'site="DE" platform="CLASSIC"',
        cookie: 'desktopview_de=true',
        prepare: async (root) => {
          const viewSwitch = root.querySelector('[part~="footer-view-switch"]');
          expect(viewSwitch?.textContent).to.equal('Zur mobilen Ansicht');
        },
      },
      {
        state: 'categories open, French',
        attributes: 'site="CH_FR" newsletter="false"',
        prepare: async (root) => {
          disclosure(root, 'Catégories populaires').click();
          await waitFor(
            () =>
              disclosure(root, 'Catégories populaires').getAttribute('aria-expanded') === 'true',
            { message: 'the categories open' },
          );
        },
      },
      {
        state: 'country selector open',
        attributes: 'site="TR" newsletter="false"',
        prepare: async (root) => {
          await openCountrySelector(root);
        },
      },
      {
        state: 'country selector filtered',
        attributes: 'site="HU" newsletter="false"',
        prepare: async (root) => {
          await openCountrySelector(root);
          await sendKeys({ type: 'sk' });
          expect(shownCountries(root)).to.have.length(3);
        },
      },
      {
        state: 'country filter without a match',
        attributes: 'site="SK" newsletter="false"',
        prepare: async (root) => {
          await openCountrySelector(root);
          await sendKeys({ type: 'qqq' });
          expect(shownCountries(root)).to.have.length(0);
        },
      },
      {
        state: 'country selector closed again',
        attributes: 'site="CH_FR" newsletter="false"',
        prepare: async (root) => {
          await openCountrySelector(root);
          await sendKeys({ press: 'Escape' });
          expect(isCountryPanelOpen(root)).to.equal(false);
        },
      },
    ];

    for (const { state, attributes, scenario, viewport, cookie, prepare } of states) {
      it(`finds no violations: ${state}`, async () => {
        if (viewport) await setViewport(viewport);
        if (scenario) await useScenario(scenario);
        if (cookie) document.cookie = `${cookie}; path=/`;
        try {
          const { host, root } = await mountFooter(attributes);
          if (!attributes.includes('newsletter="false"') && !scenario?.['newsletterStatus']) {
            if (!attributes.includes('reduced') && !cookie?.startsWith('appclient=')) {
              await waitFor(() => root.querySelector('[part~="footer-newsletter"]'));
            }
          }
          await prepare?.(root);
          await expectNoAxeViolations(host);
        } finally {
          if (cookie) document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
        }
      });
    }
  });
});
