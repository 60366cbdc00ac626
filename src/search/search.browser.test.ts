import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { html } from 'lit-html';
import '../../elements/shop-search';
import { LOCAL_STORAGE_KEYS } from '../core/config';
import { clearSuggestionCache, setSearchEnvironment } from '../../stores/search/index';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { mount, nextFrames, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { newBackendSession, setBackendScenario } from '../../test/helpers/backend';

interface BackendRequest {
  readonly endpoint: string;
  readonly path: string;
  readonly status: number | null;
  readonly outcome: string;
}

/** Each test talks to its own fake-backend session, with its own scenario. */
async function useSession(scenario?: Record<string, unknown>): Promise<void> {
  await newBackendSession('search', scenario);
}

async function suggestionRequests(): Promise<BackendRequest[]> {
  const state = (await (await fetch('/__backend/state')).json()) as {
    requests: BackendRequest[];
  };
  return state.requests.filter((request) => request.endpoint === 'suggestions');
}

/** Polls the backend's request log until it holds `count` suggestion calls. */
async function waitForSuggestionRequests(count: number): Promise<BackendRequest[]> {
  return waitFor(
    async () => {
      const requests = await suggestionRequests();
      return requests.length >= count && requests;
    },
    { interval: 20, message: `the backend to see ${count} suggestion request(s)` },
  );
}

async function searchBox(attributes = 'site="DE"') {
  const container = mount(html``);
  container.innerHTML = `<shop-search ${attributes}></shop-search>`;
  const element = container.querySelector('shop-search') as HTMLElement;
  const root = await rendered(element);
  const combobox = () => root.querySelector<HTMLInputElement>('[role="combobox"]');
  await waitFor(combobox);
  return {
    element,
    root,
    /** The field as it is now (read each time, so a test never holds a node React replaced). */
    get input(): HTMLInputElement {
      return combobox() as HTMLInputElement;
    },
    options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')],
    panel: () => root.querySelector<HTMLElement>('[part="panel"]') as HTMLElement,
    status: () => root.querySelector('[role="status"]')?.textContent ?? '',
    clearButton: () => root.querySelector<HTMLButtonElement>('[part~="clear"]'),
  };
}

type SearchBoxHandle = Awaited<ReturnType<typeof searchBox>>;

async function typeQuery(box: SearchBoxHandle, text: string): Promise<void> {
  await focused(box);
  await sendKeys({ type: text });
}

/** One edit with the whole text, as a paste makes it: one query, one request. */
async function pasteQuery(box: SearchBoxHandle, text: string): Promise<void> {
  await focused(box);
  document.execCommand('insertText', false, text);
}

/** Focus in the field, known taken: an edit command goes where focus is. */
async function focused(box: SearchBoxHandle): Promise<void> {
  await waitFor(() => {
    box.input.focus();
    return box.root.activeElement === box.input;
  });
}

async function expanded(box: SearchBoxHandle): Promise<void> {
  await waitFor(() => box.input.getAttribute('aria-expanded') === 'true', {
    message: 'the listbox to expand',
  });
}

/** Waits until the suggestions on show are the answer for `query` (every match marks it). */
async function answered(box: SearchBoxHandle, query: string): Promise<void> {
  await waitFor(
    () => {
      const marks = [...box.root.querySelectorAll('mark')].map((mark) =>
        mark.textContent?.toLowerCase(),
      );
      return (
        box.input.getAttribute('aria-expanded') === 'true' &&
        marks.length > 0 &&
        marks.every((text) => text === query.toLowerCase())
      );
    },
    { message: `the suggestions for ${query}` },
  );
}

function center(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
}

const assigned: string[] = [];
// links must not take the test page away: clicks reach the element, the navigation does not
// (only link clicks: a cancelled click on the submit button would cancel the form submission)
const stopNavigation = (event: Event): void => {
  if (event.composedPath().some((target) => target instanceof HTMLAnchorElement)) {
    event.preventDefault();
  }
};

describe('<shop-search> in Chromium', () => {
  beforeEach(async () => {
    clearSuggestionCache();
    assigned.length = 0;
    setSearchEnvironment({ assign: (url) => assigned.push(url) });
    window.addEventListener('click', stopNavigation);
    localStorage.clear();
    window.dataLayer = [];
    await useSession();
  });

  afterEach(async () => {
    unmountAll();
    setSearchEnvironment();
    window.removeEventListener('click', stopNavigation);
    delete window.shopRouter;
    await resetMouse();
  });

  describe('keyboard and combobox semantics', () => {
    it('moves through terms then products with the arrow keys, wraps, and fills the input', async () => {
      const box = await searchBox();
      await typeQuery(box, 'tass');
      await answered(box, 'tass');
      const options = box.options();
      expect(options.map((option) => option.dataset.kind)).to.deep.equal([
        'term',
        'term',
        'product',
        'product',
      ]);
      const seen: string[] = [];
      for (let press = 0; press < 5; press += 1) {
        await sendKeys({ press: 'ArrowDown' });
        seen.push(box.input.value);
      }
      expect(seen).to.deep.equal([
        'tassen',
        'espressotassen',
        'Tasse "Guten Morgen" & Untertasse',
        'Kaffeebecher-Set, 4-tlg., Steinzeug',
        'tassen',
      ]);
      await sendKeys({ press: 'ArrowUp' });
      expect(box.input.value).to.equal('Kaffeebecher-Set, 4-tlg., Steinzeug');
      expect(box.input.getAttribute('aria-activedescendant')).to.equal(options[3]?.id);
      expect(options.map((option) => option.getAttribute('aria-selected'))).to.deep.equal([
        'false',
        'false',
        'false',
        'true',
      ]);
    });

    it('keeps the focus in the input, which points at the selected option in its listbox', async () => {
      const box = await searchBox();
      await typeQuery(box, 'kaf');
      await answered(box, 'kaf');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect(box.root.activeElement === box.input).to.equal(true);
      const listbox = box.root.getElementById(box.input.getAttribute('aria-controls') ?? '');
      expect(listbox?.getAttribute('role')).to.equal('listbox');
      const active = box.root.getElementById(box.input.getAttribute('aria-activedescendant') ?? '');
      expect(active?.getAttribute('role')).to.equal('option');
      expect(active?.getAttribute('aria-selected')).to.equal('true');
      expect(listbox?.contains(active ?? null)).to.equal(true);
      const ids = box.options().map((option) => option.id);
      expect(new Set(ids).size).to.equal(ids.length);
      // Chromium's own accessibility mapping agrees
      expect(box.input.ariaActiveDescendantElement === active).to.equal(true);
    });

    it('closes with Escape, and clears with a second Escape', async () => {
      const box = await searchBox();
      await typeQuery(box, 'kaf');
      await answered(box, 'kaf');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Escape' });
      expect(box.input.getAttribute('aria-expanded')).to.equal('false');
      expect(box.input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(box.panel().hidden).to.equal(true);
      expect(box.input.value).to.equal('kaffee');
      await sendKeys({ press: 'Escape' });
      expect(box.input.value).to.equal('');
      expect(box.root.activeElement === box.input).to.equal(true);
    });

    it('searches the selected term with Enter through the page router', async () => {
      const calls: unknown[] = [];
      window.shopRouter = { navigate: (...args) => calls.push(args) };
      const box = await searchBox('site="AT"');
      await typeQuery(box, 'kaf');
      await answered(box, 'kaf');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      expect(calls).to.deep.equal([['search', { query: 'kaffeebohnen', site: 'AT' }]]);
      expect(assigned).to.deep.equal([]);
      expect(box.input.getAttribute('aria-expanded')).to.equal('false');
    });

    it('loads the search page with Enter without a router, and focuses an empty field', async () => {
      const box = await searchBox('site="CH_FR"');
      box.input.focus();
      await sendKeys({ press: 'Enter' });
      expect(assigned).to.deep.equal([]);
      expect(box.root.activeElement === box.input).to.equal(true);
      await sendKeys({ type: 'café' });
      await sendKeys({ press: 'Enter' });
      expect(assigned).to.deep.equal(['/search?query=caf%C3%A9&site=CH_FR']);
    });

    it('cuts a 10,000 character paste to 200 characters', async () => {
      const box = await searchBox();
      await pasteQuery(box, 'kaffee '.repeat(1_500));
      expect(box.input.value.length).to.equal(200);
      const [request] = await waitForSuggestionRequests(1);
      const sent = new URL(request?.path ?? '', location.origin).searchParams.get('q') ?? '';
      expect(sent).to.equal('kaffee '.repeat(1_500).slice(0, 200).trim());
    });
  });

  describe('mouse and focus', () => {
    it('keeps the panel open while an option is pressed, and records a product click', async () => {
      const box = await searchBox();
      await typeQuery(box, 'tass');
      await answered(box, 'tass');
      const product = box.options()[2] as HTMLElement;
      await sendMouse({ type: 'move', position: center(product) });
      await sendMouse({ type: 'down' });
      expect(box.root.activeElement === box.input).to.equal(true);
      expect(box.input.getAttribute('aria-expanded')).to.equal('true');
      await sendMouse({ type: 'up' });
      await waitFor(() => localStorage.getItem(LOCAL_STORAGE_KEYS.productHistory));
      const history = JSON.parse(
        localStorage.getItem(LOCAL_STORAGE_KEYS.productHistory) ?? '[]',
      ) as { productId: string; type: string }[];
      expect(history.map((entry) => [entry.productId, entry.type])).to.deep.equal([
        ['300302', 'suggested-product-result'],
      ]);
      const tracking = JSON.parse(
        localStorage.getItem(LOCAL_STORAGE_KEYS.suggestionTrackingId) ?? '{}',
      ) as { id: string; kind: string };
      expect(tracking.kind).to.equal('product');
      expect(window.dataLayer).to.deep.include({
        event: 'link_click',
        click_type: 'product_link',
        click_target: '/p/tasse-guten-morgen-untertasse-300302?query=tass',
        product_id: '300302',
        search_term: 'tass',
        position: 2,
        suggestion_tracking_id: tracking.id,
      });
    });

    it('routes a click on a term through the page router', async () => {
      const calls: unknown[] = [];
      window.shopRouter = { navigate: (...args) => calls.push(args) };
      const box = await searchBox();
      await typeQuery(box, 'tass');
      await answered(box, 'tass');
      await sendMouse({ type: 'click', position: center(box.options()[1] as HTMLElement) });
      expect(calls).to.deep.equal([['search', { query: 'espressotassen', site: 'DE' }]]);
    });

    it('shows the clear button only while the field has focus and a value', async () => {
      const box = await searchBox('site="DE" query="kaffee"');
      await waitFor(() => box.input.value === 'kaffee');
      expect(box.clearButton()).to.equal(null);
      box.input.focus();
      await waitFor(() => box.clearButton());
      // tabbing to the button keeps it there
      await sendKeys({ press: 'Tab' });
      expect(box.root.activeElement === box.clearButton()).to.equal(true);
      await sendKeys({ press: 'Enter' });
      expect(box.input.value).to.equal('');
      expect(box.root.activeElement === box.input).to.equal(true);
      expect(box.clearButton()).to.equal(null);
      await sendKeys({ type: 'ta' });
      await waitFor(() => box.clearButton());
      await sendMouse({ type: 'click', position: center(box.clearButton() as HTMLElement) });
      expect(box.input.value).to.equal('');
      expect(box.root.activeElement === box.input).to.equal(true);
      box.input.blur();
      await waitFor(() => box.clearButton() === null);
    });

    it('closes when the focus leaves the search box', async () => {
      const box = await searchBox();
      await typeQuery(box, 'kaf');
      await answered(box, 'kaf');
      box.input.blur();
      await waitFor(() => box.input.getAttribute('aria-expanded') === 'false');
      expect(box.panel().hidden).to.equal(true);
      box.input.focus();
      await expanded(box);
    });
  });

  describe('layout', () => {
    it('opens a 550 px panel over the page in the overlay variant', async () => {
      const box = await searchBox();
      await typeQuery(box, 'kaf');
      await answered(box, 'kaf');
      expect(box.panel().getBoundingClientRect().width).to.equal(550);
      expect(getComputedStyle(box.panel()).position).to.equal('fixed');
    });

    it('grows the flyout input from 170 to 408 px while focused, under a 350 or 270 px panel', async () => {
      const box = await searchBox('site="DE" variant="flyout" platform="CLASSIC"');
      const field = box.root.querySelector('[part="field"]') as HTMLElement;
      expect(field.getBoundingClientRect().width).to.equal(170);
      await typeQuery(box, 'kaf');
      await waitFor(() => field.getBoundingClientRect().width === 408);
      await expanded(box);
      expect(box.panel().getBoundingClientRect().width).to.equal(350);
      box.element.setAttribute('platform', 'MATCH');
      await waitFor(() => box.panel().getBoundingClientRect().width === 270);
    });
  });

  describe('states and the fake backend', () => {
    it('announces loading, then the number of suggestions', async () => {
      await setBackendScenario({ latency: { suggestions: 400 } });
      const box = await searchBox();
      await typeQuery(box, 'tass');
      await waitFor(() => box.status() === 'Suchvorschläge werden geladen …');
      await waitFor(() => box.status().startsWith('Suchvorschläge: 4.'));
    });

    it('announces and shows that nothing was found', async () => {
      const box = await searchBox('site="HU"');
      await typeQuery(box, 'xyzzy');
      await waitFor(() => box.status() === 'Nincs javaslat erre: „xyzzy”');
      expect(box.panel().textContent).to.equal('Nincs javaslat erre: „xyzzy”');
      expect(box.input.getAttribute('aria-expanded')).to.equal('false');
    });

    it('renders HTML in product titles as text', async () => {
      const box = await searchBox();
      await typeQuery(box, 'bio');
      await answered(box, 'bio');
      const option = box.options()[0] as HTMLElement;
      expect(option.textContent).to.equal('Geschirrtücher <b>Bio</b>, 3er-Set');
      expect(option.querySelector('b')).to.equal(null);
      expect(option.querySelector('mark')?.textContent).to.equal('Bio');
    });

    it('never shows a slow answer after a faster, newer one, and aborts it', async () => {
      await setBackendScenario({ latency: { suggestions: 1500 } });
      const box = await searchBox();
      await typeQuery(box, 'espr');
      await waitForSuggestionRequests(1);
      await setBackendScenario({ latency: { suggestions: null } });
      await sendKeys({ down: 'Control' });
      await sendKeys({ press: 'a' });
      await sendKeys({ up: 'Control' });
      await sendKeys({ type: 'bio' });
      await answered(box, 'bio');
      expect(box.options().map((option) => option.textContent)).to.deep.equal([
        'Geschirrtücher <b>Bio</b>, 3er-Set',
      ]);
      // the slow request has ended, aborted or (against the rule) answered after its 1.5 s, and
      // what an answer would have changed is drawn
      await waitFor(async () => (await suggestionRequests())[0]?.outcome !== 'pending', {
        message: 'the slow request to end',
      });
      await nextFrames();
      expect(box.input.value).to.equal('bio');
      expect(box.options().map((option) => option.textContent)).to.deep.equal([
        'Geschirrtücher <b>Bio</b>, 3er-Set',
      ]);
      const requests = await suggestionRequests();
      expect(requests[0]?.outcome).to.equal('aborted');
      expect(requests.at(-1)?.path).to.contain('q=bio');
    });

    it('shows the suggestions of a failing service once it recovers', async () => {
      await setBackendScenario({ failOnce: { suggestions: 2 } });
      const box = await searchBox();
      await pasteQuery(box, 'tass');
      await waitFor(() => box.input.getAttribute('aria-expanded') === 'true', { timeout: 8000 });
      const requests = await suggestionRequests();
      expect(requests.map((request) => request.status)).to.deep.equal([500, 500, 200]);
    });

    it('shows nothing for a malformed answer and works again afterwards', async () => {
      await setBackendScenario({ malformed: ['suggestions'] });
      const box = await searchBox();
      await pasteQuery(box, 'tass');
      // loading shows right after typing; the panel hides once the answer for "tass" failed
      await waitFor(() => box.panel().hidden);
      expect(box.status()).to.equal('');
      expect((await suggestionRequests()).every((request) => request.status === 200)).to.equal(
        true,
      );
      await setBackendScenario({ malformed: [] });
      await sendKeys({ type: 'e' });
      await answered(box, 'tasse');
      expect(box.options()[0]?.textContent).to.equal('tassen');
    });
  });

  describe('accessibility', () => {
    it('has no axe violations closed, loading, open with a selection, and empty', async () => {
      await setBackendScenario({ latency: { suggestions: 600 } });
      const box = await searchBox();
      await expectNoAxeViolations(box.element);
      await typeQuery(box, 'kaf');
      await waitFor(() => box.status() === 'Suchvorschläge werden geladen …');
      await expectNoAxeViolations(box.element);
      await expanded(box);
      await sendKeys({ press: 'ArrowUp' });
      await expectNoAxeViolations(box.element);
      await setBackendScenario({ latency: { suggestions: null } });
      await sendKeys({ press: 'Escape' });
      await sendKeys({ press: 'Escape' });
      await sendKeys({ type: 'xyzzy' });
      await waitFor(() => box.status().startsWith('Keine Vorschläge'));
      await expectNoAxeViolations(box.element);
    });

    it('has no axe violations in the flyout variant with product links', async () => {
      const box = await searchBox('site="TR" variant="flyout"');
      await expectNoAxeViolations(box.element);
      await typeQuery(box, 'kahve');
      await answered(box, 'kahve');
      expect(box.root.querySelectorAll('.search__product-links a').length).to.equal(5);
      await sendKeys({ press: 'ArrowDown' });
      await expectNoAxeViolations(box.element);
    });
  });
});
