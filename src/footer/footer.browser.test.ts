import { expect } from 'chai';
import { html } from 'lit-html';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/shop-footer';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { mount, rendered, settle, unmountAll, waitFor } from '../../test/helpers/dom';
import { newBackendSession } from '../../test/helpers/backend';
import { $newsletterStatusAnswered, resetFooter } from '../../stores/footer/index';
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

const combobox = (root: ShadowRoot): HTMLInputElement =>
  root.querySelector('[role="combobox"]') as HTMLInputElement;

/** An option's text without its flag (the emoji's regional indicator letters). */
const optionLabel = (option: Element): string =>
  (option.textContent ?? '').replace(/\p{RI}/gu, '').trim();

const activeOption = (root: ShadowRoot): string | undefined => {
  const id = combobox(root).getAttribute('aria-activedescendant');
  const option = id ? root.getElementById(id) : null;
  return option ? optionLabel(option) : undefined;
};

const shownOptions = (root: ShadowRoot): string[] =>
  [...root.querySelectorAll('[role="option"]')].map(optionLabel);

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
      await settle(100);
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

  describe('country dropdown', () => {
    /** Records the shop a visit would go to instead of leaving the test page. */
    function interceptVisits(root: ShadowRoot): string[] {
      const visits: string[] = [];
      root.addEventListener(
        'click',
        (event) => {
          const option = (event.target as Element).closest('[role="option"]');
          if (!option) return;
          event.preventDefault();
          visits.push(option.getAttribute('href') ?? '');
        },
        { capture: true },
      );
      return visits;
    }

    it('is reached with Tab, opens on the current country with ArrowDown and moves with the arrows', async () => {
      const { root } = await mountFooter('site="HU" newsletter="false"');
      root.querySelector<HTMLButtonElement>('[part~="footer-view-switch"]')?.remove();
      const legalLinks = root.querySelectorAll<HTMLAnchorElement>('[part~="footer-legal"] a');
      legalLinks[legalLinks.length - 1]?.focus();
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement).to.equal(combobox(root));
      expect(combobox(root).getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'ArrowDown' });
      // the list's code loads on the intent at the field (issue 15): the key opens it once there
      await waitFor(() => combobox(root).getAttribute('aria-expanded') === 'true');
      expect(activeOption(root)).to.equal('Magyarország');
      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(root)).to.equal('Slovensko');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(root)).to.equal('Deutschland');
      await sendKeys({ press: 'ArrowUp' });
      expect(activeOption(root)).to.equal('Türkiye');
      expect(root.activeElement, 'focus stays in the input').to.equal(combobox(root));
    });

    it('filters as the visitor types, announces the count and goes to the shop on Enter', async () => {
      const { root } = await mountFooter('site="DE" newsletter="false"');
      const visits = interceptVisits(root);
      combobox(root).focus();
      await sendKeys({ type: 'slov' });
      expect(shownOptions(root)).to.deep.equal(['Slovensko']);
      const status = root.querySelector('[part~="footer-country"] [role="status"]');
      await waitFor(() => status?.textContent === 'Gefundene Länder: 1');
      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(root)).to.equal('Slovensko');
      await sendKeys({ press: 'Enter' });
      expect(visits).to.deep.equal(['https://sk.shop.example/']);
    });

    it('closes with Escape, then clears the filter with a second Escape', async () => {
      const { root } = await mountFooter('site="CZ" newsletter="false"');
      combobox(root).focus();
      await sendKeys({ type: 'pol' });
      expect(shownOptions(root)).to.deep.equal(['Polska']);
      await sendKeys({ press: 'Escape' });
      expect(combobox(root).getAttribute('aria-expanded')).to.equal('false');
      expect(combobox(root).value).to.equal('pol');
      await sendKeys({ press: 'Escape' });
      expect(combobox(root).value).to.equal('Česko');
      await sendKeys({ down: 'Alt' });
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ up: 'Alt' });
      expect(combobox(root).getAttribute('aria-expanded')).to.equal('true');
      expect(shownOptions(root)).to.have.length(9);
      expect(activeOption(root), 'Alt+ArrowDown opens without moving').to.equal(undefined);
    });

    it('closes when focus leaves, and restores the current country', async () => {
      const { root } = await mountFooter('site="CZ" newsletter="false"');
      combobox(root).focus();
      await sendKeys({ type: 'ma' });
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(combobox(root).getAttribute('aria-expanded')).to.equal('false');
      expect(combobox(root).value).to.equal('Česko');
    });

    it('opens its list inside the window, above the field at the bottom of the page', async () => {
      await setViewport({ width: 1280, height: 600 });
      const { root } = await mountFooter('site="TR" newsletter="false"');
      combobox(root).scrollIntoView({ block: 'end' });
      combobox(root).focus();
      await sendKeys({ press: 'ArrowDown' });
      const panel = root.querySelector('.footer__country-panel') as HTMLElement;
      await waitFor(() => panel.matches(':popover-open'));
      const box = panel.getBoundingClientRect();
      const field = combobox(root).getBoundingClientRect();
      expect(box.top).to.be.at.least(0);
      expect(box.bottom).to.be.at.most(window.innerHeight);
      expect(box.bottom, 'above the field').to.be.at.most(field.top);
    });

    it('takes a click on a country as a visit to its shop', async () => {
      const { root } = await mountFooter('site="AT" newsletter="false"');
      const visits = interceptVisits(root);
      combobox(root).click();
      await waitFor(() => combobox(root).getAttribute('aria-expanded') === 'true');
      const option = await waitFor(() =>
        [...root.querySelectorAll<HTMLAnchorElement>('[role="option"]')].find(
          (candidate) => optionLabel(candidate) === 'Türkiye',
        ),
      );
      option.click();
      expect(visits).to.deep.equal(['https://tr.shop.example/']);
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

    /** The links that show text: not the icon and logo links, not the country options. */
    const textLinks = (root: ShadowRoot): HTMLAnchorElement[] =>
      [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
        (link) => readText(link) !== '' && !link.closest('[role="listbox"]'),
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
          await settle();
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
          await settle();
        },
      },
      {
        state: 'country list open',
        attributes: 'site="TR" newsletter="false"',
        prepare: async (root) => {
          combobox(root).focus();
          await sendKeys({ press: 'ArrowDown' });
        },
      },
      {
        state: 'country filter without a match',
        attributes: 'site="SK" newsletter="false"',
        prepare: async (root) => {
          combobox(root).focus();
          await sendKeys({ type: 'qqq' });
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
