import { fireEvent } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { html } from 'lit-html';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/shop-search';
import { clearSuggestionCache, setSearchEnvironment } from '../../stores/search/index';
import { mount, pressWhileComposing, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { cleanupViews, renderView } from '../../test/helpers/render';
import { SearchFlyout } from './search';

const TERMS = ['kaffee', 'kaffeebohnen', 'kaffeemühle', 'tassen'];
const PRODUCTS = [
  { id: '1001', title: 'Kaffeemühle mit Keramikmahlwerk', dim: '1001-02' },
  { id: '1002', title: 'Tasse "Guten Morgen" & Untertasse', dim: null },
  { id: '1003', title: 'Geschirrtücher <b>Bio</b>, 3er-Set', dim: null },
  { id: '1004', title: '<img src=x onerror="window.hacked=1">Kaffeedose', dim: null },
];

/** A tiny suggestion service: terms and products containing the query. */
function answer(url: URL): Response {
  const query = (url.searchParams.get('q') ?? '').toLowerCase();
  const body = {
    searchTerms: TERMS.filter((term) => term.includes(query)).map((searchterm) => ({ searchterm })),
    products: PRODUCTS.filter((product) => product.title.toLowerCase().includes(query)).map(
      (product) => ({
        id: product.id,
        title: product.title,
        imageProductThumb: `/demo-assets/products/${product.id}.svg?size=thumb`,
        productViewUrl: `/p/product-${product.id}`,
        webshopProductDimensionKey: product.dim,
      }),
    ),
  };
  return new Response(JSON.stringify(body), { status: 200 });
}

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  clearSuggestionCache();
  fetchMock = vi.fn((url: string) => Promise.resolve(answer(new URL(url))));
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.fn<(url: string) => void>();
  setSearchEnvironment({ assign, getLocationSearch: () => '' });
});

afterEach(() => {
  unmountAll();
  cleanupViews();
  setSearchEnvironment();
});

async function searchElement(markup = html`<shop-search site="DE"></shop-search>`) {
  mount(markup);
  const element = document.querySelector('shop-search');
  if (!element) throw new Error('no <shop-search>');
  const root = await rendered(element);
  const input = (await screen.findByShadowRole('combobox')) as HTMLInputElement;
  return { element, root, input };
}

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.keyboard(text);
}

/** Waits until the suggestions on show are the answer for `query` (every match marks it). */
async function answered(root: ShadowRoot, query: string): Promise<void> {
  await waitFor(
    () => {
      const marks = [...root.querySelectorAll('mark')].map((mark) =>
        mark.textContent?.toLowerCase(),
      );
      return marks.length > 0 && marks.every((text) => text === query.toLowerCase());
    },
    { message: `the suggestions for ${query}` },
  );
}

const optionNames = (root: ShadowRoot): string[] =>
  [...root.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? '');

describe('<shop-search>', () => {
  it('is a labelled combobox that controls a listbox in its own shadow root', async () => {
    const { root, input } = await searchElement(html`<shop-search site="AT"></shop-search>`);
    expect(input.getAttribute('aria-label')).toBe('Suchbegriff');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    const listbox = root.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(input.maxLength).toBe(200);
    expect(screen.getByShadowRole('search', { name: 'Suche' })).toBeTruthy();
  });

  it('lists terms, then products with thumbnails, after typing', async () => {
    const { root, input } = await searchElement();
    await typeInto(input, 'kaf');
    await answered(root, 'kaf');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames(root)).toEqual([
      'kaffee',
      'kaffeebohnen',
      'kaffeemühle',
      'Kaffeemühle mit Keramikmahlwerk',
      '<img src=x onerror="window.hacked=1">Kaffeedose',
    ]);
    const groups = screen
      .getAllByShadowRole('group')
      .map((group) => group.getAttribute('aria-label'));
    expect(groups).toEqual(['Suchbegriffe', 'Produkte']);
    const product = root.querySelectorAll('[role="option"]')[3];
    expect(product?.getAttribute('href')).toBe('/p/product-1001?query=kaf&dim1=1001-02');
    expect(product?.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('highlights the matched part and renders HTML in titles as text', async () => {
    const { root, input } = await searchElement();
    await typeInto(input, 'kaf');
    await answered(root, 'kaf');
    const marks = [...root.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['kaf', 'kaf', 'kaf', 'Kaf', 'Kaf']);
    expect(root.querySelector('[role="option"] img:not([part~="thumbnail"])')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    fireEvent.change(input, { target: { value: 'bio' } });
    await waitFor(() => optionNames(root).length === 1);
    expect(optionNames(root)).toEqual(['Geschirrtücher <b>Bio</b>, 3er-Set']);
    expect(root.querySelector('[role="option"] b')).toBeNull();
  });

  it('moves through the options with the arrow keys, filling the input and wrapping', async () => {
    const { root, input } = await searchElement();
    await typeInto(input, 'tass');
    await answered(root, 'tass');
    const options = [...root.querySelectorAll('[role="option"]')];
    expect(options).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(input.value).toBe('tassen');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.value).toBe('Tasse "Guten Morgen" & Untertasse');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');
  });

  it('leaves the arrow keys to an input method while it is composing', async () => {
    const { root, input } = await searchElement();
    await typeInto(input, 'tass');
    await answered(root, 'tass');
    const composing = pressWhileComposing(input, 'ArrowDown');
    expect(composing.defaultPrevented).toBe(false);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('tass');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.value, 'the arrow moves once the composition ends').toBe('tassen');
  });

  it('opens the selected product with Enter', async () => {
    const { root, input } = await searchElement();
    await typeInto(input, 'tass');
    await answered(root, 'tass');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(assign).toHaveBeenCalledWith('/p/product-1002?query=tass');
  });

  it('searches the value with Enter', async () => {
    const { input } = await searchElement(html`<shop-search site="SK"></shop-search>`);
    await typeInto(input, 'káva{Enter}');
    expect(assign).toHaveBeenCalledWith('/search?query=k%C3%A1va&site=SK');
  });

  it('focuses the field instead of searching when it is empty', async () => {
    const { root, input } = await searchElement();
    const submit = screen.getByShadowRole('button', { name: 'Suchen' });
    await userEvent.click(submit);
    expect(assign).not.toHaveBeenCalled();
    expect(root.activeElement).toBe(input);
  });

  it('announces loading and an empty answer politely', async () => {
    let release: () => void = () => undefined;
    fetchMock.mockImplementationOnce(
      (url) =>
        new Promise((resolve) => {
          release = () => resolve(answer(new URL(url)));
        }),
    );
    const { root, input } = await searchElement();
    const status = screen.getByShadowRole('status');
    expect(status.textContent).toBe('');
    await typeInto(input, 'xyz');
    await waitFor(() => status.textContent === 'Suchvorschläge werden geladen …');
    expect(root.querySelector('[part="message"]')?.textContent).toBe(
      'Suchvorschläge werden geladen …',
    );
    await waitFor(() => fetchMock.mock.calls.length === 1);
    release();
    await waitFor(() => status.textContent === 'Keine Vorschläge für „xyz“');
    expect(root.querySelector('[part="message"]')?.textContent).toBe('Keine Vorschläge für „xyz“');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('announces how many suggestions there are', async () => {
    const { input } = await searchElement(html`<shop-search site="CH_FR"></shop-search>`);
    await typeInto(input, 'tass');
    const status = screen.getByShadowRole('status');
    await waitFor(() => status.textContent?.startsWith('Suggestions\u00a0: 2.'));
  });

  it('shows the clear button only while focused and non-empty', async () => {
    const { root, input } = await searchElement(
      html`<shop-search site="DE" query="kaffee"></shop-search>`,
    );
    await waitFor(() => input.value === 'kaffee');
    const clearButton = () => screen.queryByShadowRole('button', { name: 'Suchbegriff löschen' });
    expect(clearButton()).toBeNull();
    await userEvent.click(input);
    expect(clearButton()).not.toBeNull();
    await userEvent.click(clearButton() as HTMLElement);
    expect(input.value).toBe('');
    expect(root.activeElement).toBe(input);
    expect(clearButton()).toBeNull();
    await userEvent.keyboard('t');
    expect(clearButton()).not.toBeNull();
    input.blur();
    await waitFor(() => clearButton() === null);
  });

  it('closes with Escape, then clears', async () => {
    const { input } = await searchElement();
    await typeInto(input, 'kaf');
    await waitFor(() => input.getAttribute('aria-expanded') === 'true');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('kaf');
    await userEvent.keyboard('{Escape}');
    expect(input.value).toBe('');
  });

  it('takes emoji and right-to-left text', async () => {
    const { input } = await searchElement();
    await typeInto(input, '☕ قهوة');
    expect(input.value).toBe('☕ قهوة');
    expect(input.dir).toBe('auto');
    await waitFor(() =>
      fetchMock.mock.calls.some(
        ([url]) => new URL(String(url)).searchParams.get('q') === '☕ قهوة',
      ),
    );
  });

  it('is pre-filled from the page url query parameter', async () => {
    setSearchEnvironment({ assign, getLocationSearch: () => '?query=espresso&site=DE' });
    const { input } = await searchElement();
    await waitFor(() => input.value === 'espresso');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows the query attribute and speaks the language of its site', async () => {
    const { element, input } = await searchElement(
      html`<shop-search site="PL" query="kawa"></shop-search>`,
    );
    expect(input.getAttribute('aria-label')).toBe('Wyszukiwana fraza');
    await waitFor(() => input.value === 'kawa');
    element.setAttribute('query', 'kubek');
    await waitFor(() => input.value === 'kubek');
    element.setAttribute('site', 'TR');
    await screen.findByShadowRole('combobox', { name: 'Arama terimi' });
  });

  it('survives a malformed answer and shows nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ searchTerms: { length: 2 } }))),
    );
    const { root, input } = await searchElement();
    await typeInto(input, 'kaf');
    // right after typing the panel shows loading; it hides once the answer for "kaf" failed
    await waitFor(() => root.querySelector('[part="panel"]')?.hasAttribute('hidden'));
    expect(fetchMock).toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByShadowRole('status').textContent).toBe('');
  });
});

describe('SearchFlyout', () => {
  it('makes only terms options and lists products as links', async () => {
    const view = await renderView(<SearchFlyout />);
    const input = screen.getByShadowRole('combobox') as HTMLInputElement;
    await typeInto(input, 'kaf');
    await answered(view.shadow, 'kaf');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames(view.shadow)).toEqual(['kaffee', 'kaffeebohnen', 'kaffeemühle']);
    const products = screen.getByShadowRole('list', { name: 'Produkte' });
    const links = [...products.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/p/product-1001?query=kaf&dim1=1001-02', '/p/product-1004?query=kaf']);
    await userEvent.keyboard('{ArrowUp}');
    expect(input.value).toBe('kaffeemühle');
    expect(view.shadow.querySelector('[part="search"]')?.getAttribute('data-variant')).toBe(
      'flyout',
    );
  });

  it('focuses its input when asked to', async () => {
    const view = await renderView(<SearchFlyout focusOnMount />);
    expect(view.shadow.activeElement).toBe(screen.getByShadowRole('combobox'));
  });
});
