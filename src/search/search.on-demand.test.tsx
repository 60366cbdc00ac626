/**
 * The search box while its suggestions' code arrives (issue 15). The code is held back here
 * (vi.mock of search-suggestions.tsx waits for `suggestionsCode.release`), which a test file can
 * do once: the first import is the one a page makes on the shopper's intent.
 */
import { fireEvent } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { html } from 'lit-html';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import '../../elements/shop-search';
import { setSearchEnvironment, type SearchStore } from '../../stores/search/index';
import { mount, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import type * as SuggestionsModuleNamespace from './search-suggestions';

type SuggestionsModule = typeof SuggestionsModuleNamespace;

const suggestionsCode = vi.hoisted(() => {
  let release = (): void => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    arrived,
    release: () => release(),
    imports: 0,
    /** Called with each store the code creates, when it creates it. */
    onStore: (_store: unknown): void => undefined,
  };
});

vi.mock('./search-suggestions', async (importOriginal) => {
  suggestionsCode.imports += 1;
  await suggestionsCode.arrived;
  const original = await importOriginal<SuggestionsModule>();
  return {
    ...original,
    createSearchStore: (...args: Parameters<typeof original.createSearchStore>): SearchStore => {
      const store = original.createSearchStore(...args);
      suggestionsCode.onStore(store);
      return store;
    },
  };
});

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ searchTerms: [{ searchterm: 'espresso' }], products: [] })),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.fn<(url: string) => void>();
  setSearchEnvironment({ assign, getLocationSearch: () => '' });
});

afterEach(() => {
  unmountAll();
  setSearchEnvironment();
});

it('keeps every key typed before and while its suggestions take over, and searches them all', async () => {
  mount(html`<shop-search site="AT"></shop-search>`);
  await rendered(document.querySelector('shop-search')!);
  const input = (await screen.findByShadowRole('combobox')) as HTMLInputElement;
  expect(suggestionsCode.imports).toBe(0);

  // before the code arrives: the input keeps the keys, nothing is asked yet
  await userEvent.click(input);
  await userEvent.keyboard('espr');
  expect(suggestionsCode.imports).toBe(1);
  expect(input.value).toBe('espr');
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(fetchMock).not.toHaveBeenCalled();

  // a key right after the store took over, before a render shows it (a fast typist's next key)
  const valuesSeen: string[] = [];
  suggestionsCode.onStore = () =>
    queueMicrotask(() => {
      fireEvent.input(input, { target: { value: 'espre' } });
      valuesSeen.push(input.value);
    });
  suggestionsCode.release();
  await waitFor(() => valuesSeen.length > 0, { message: 'the key after the take-over' });
  expect(valuesSeen).toEqual(['espre']);
  await waitFor(() => input.getAttribute('aria-expanded') === 'true', { message: 'suggestions' });
  expect(input.value).toBe('espre');

  // the next keys go on from what the input shows
  fireEvent.input(input, { target: { value: `${input.value}sso` } });
  await userEvent.keyboard('{Enter}');
  await waitFor(() => assign.mock.calls.length > 0, { message: 'the search' });
  expect(assign.mock.calls).toEqual([['/search?query=espresso&site=AT']]);
  expect(fetchMock.mock.calls.map(([url]) => new URL(url).searchParams.get('q'))).toContain('espr');
});
