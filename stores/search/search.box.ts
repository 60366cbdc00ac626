/**
 * What the search box needs on page load, apart from its store (index.ts), which loads with the
 * suggestions on a shopper's intent: its variants (the element's attribute), its pre-filled value
 * (spec header "The page url query parameter pre-fills the box"), and the box itself
 * (createSearchBox): the one store the view talks to, from its first render on.
 *
 * Until the suggestions' code is there, the box keeps what the shopper does (the text typed, that
 * the input has focus, a search asked for); when the code arrives it creates the store and hands
 * all of it over: the text is pre-filled, the suggestions open if the input has focus, and a
 * search asked for meanwhile happens then (spec header "An empty search focuses the field
 * instead of searching" holds before and after). From then on it passes every action on to the
 * store and mirrors the store's state, so the view reads one atom throughout.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { Platform, Site } from '../../src/core/sites';
import type { Activation, SearchState, SearchStore, SubmitResult } from './index';

export type SearchVariant = 'overlay' | 'flyout';
export const SEARCH_VARIANTS = ['overlay', 'flyout'] as const satisfies readonly SearchVariant[];

let readLocationSearch = (): string => window.location.search;

/** The page url's query string; index.ts's setSearchEnvironment replaces it in tests. */
export function setLocationSearchReader(read: () => string): void {
  readLocationSearch = read;
}

/** The `query` attribute when the element has one, else the page url's `query` parameter. */
export function getPrefillValue(attribute: string | undefined): string {
  if (attribute !== undefined) return attribute;
  try {
    return new URLSearchParams(readLocationSearch()).get('query') ?? '';
  } catch {
    return '';
  }
}

/** What the box's element and view give it: its attributes and its element's site. */
export interface SearchBoxSettings {
  readonly site: Site;
  readonly platform: Platform;
  readonly variant: SearchVariant;
  /** The `query` attribute; undefined takes the page url's `query` parameter. */
  readonly query: string | undefined;
}

/** The suggestions' code, loaded on intent (the view's on-demand module), with the store's factory. */
export interface SearchStoreCode {
  /** The code once it is there, else undefined. */
  loaded(): SearchStoreModule | undefined;
  /** Loads the code (or joins the load under way); rejects, logged, when it fails. */
  load(): Promise<SearchStoreModule>;
}

export interface SearchStoreModule {
  createSearchStore(variant: SearchVariant): SearchStore;
}

export interface SearchBoxState {
  /** What the input shows: the text typed until the store is there, then the store's value. */
  readonly value: string;
  /** The store's state once the suggestions' code is there. */
  readonly search?: SearchState;
}

export interface SearchBox {
  readonly $box: ReadableAtom<SearchBoxState>;
  /** The element's attributes and site, on mount and whenever they change. */
  configure(settings: SearchBoxSettings): void;
  /** A sign that the shopper is about to type (pointer, touch, focus): the code starts loading. */
  intend(): void;
  input(value: string): void;
  /** The input got focus (true: the suggestions of its value show, or are asked for) or lost it. */
  focusInput(isFocused: boolean): void;
  move(step: 1 | -1): void;
  close(): void;
  /** Returns whether Escape did something (closed the suggestions, or cleared the text). */
  escape(): boolean;
  clear(): void;
  /** Enter or the search button; 'pending' until the code is there to search with. */
  submit(): SubmitResult | 'pending';
  /** Returns true when the store navigated and the link's own navigation must not happen. */
  activate(position: number, activation: Activation): boolean;
  /** Ends the store's timers and requests and the hand-over (the element was removed). */
  dispose(): void;
}

export interface SearchBoxOptions {
  readonly settings: SearchBoxSettings;
  readonly code: SearchStoreCode;
  /** Puts the focus in the input: a search asked for before the code came was empty after all. */
  readonly focusInput: () => void;
}

export function createSearchBox({
  settings: initial,
  code,
  focusInput,
}: SearchBoxOptions): SearchBox {
  let settings = initial;
  let store: SearchStore | undefined;
  let stopMirror: (() => void) | undefined;
  let isInputFocused = false;
  let isSearchPending = false;
  let isDisposed = false;
  // the text typed while there is no store (then there is no store state either)
  const $box = atom<SearchBoxState>({ value: getPrefillValue(initial.query) });
  const setDraft = (value: string): void => $box.set({ value });

  /** The code has arrived: its store takes over what the shopper did meanwhile. */
  function attach(module: SearchStoreModule): void {
    if (store || isDisposed) return;
    const created = module.createSearchStore(settings.variant);
    store = created;
    created.setContext(settings);
    created.prefill($box.get().value);
    if (isInputFocused) created.open();
    stopMirror = created.$search.subscribe((search) => $box.set({ value: search.value, search }));
    if (isSearchPending) {
      isSearchPending = false;
      if (created.submit() === 'empty') focusInput();
    }
  }

  function intend(): void {
    if (store || isDisposed) return;
    code.load().then(attach, () => {
      // the code did not arrive (logged): the search asked for is dropped rather than made later,
      // out of the blue; pressing Enter again asks again
      isSearchPending = false;
    });
  }

  const loaded = code.loaded();
  if (loaded) attach(loaded);
  // the flyout variant is shown on the header icon's intent: its suggestions are wanted now
  else if (initial.variant === 'flyout') intend();

  return {
    $box,
    configure(next) {
      const previous = settings;
      settings = next;
      // the store's context changes only with the site (its own check)
      store?.setContext(next);
      if (next.variant !== previous.variant) {
        store?.setVariant(next.variant);
        if (next.variant === 'flyout') intend();
      }
      if (next.query !== previous.query) {
        const value = getPrefillValue(next.query);
        if (store) store.prefill(value);
        else setDraft(value);
      }
    },
    intend,
    input(value) {
      if (store) store.input(value);
      else {
        setDraft(value);
        intend();
      }
    },
    focusInput(isFocused) {
      isInputFocused = isFocused;
      if (!isFocused) return;
      if (store) store.open();
      else intend();
    },
    move: (step) => store?.move(step),
    close: () => store?.close(),
    escape() {
      if (store) return store.escape();
      if ($box.get().value === '') return false;
      setDraft('');
      return true;
    },
    clear() {
      if (store) store.clear();
      else setDraft('');
    },
    submit() {
      if (store) return store.submit();
      // spec header "An empty search focuses the field instead of searching"; any other search
      // happens once the store is there (it knows the router, the agb rule and the address)
      if ($box.get().value.trim() === '') return 'empty';
      isSearchPending = true;
      intend();
      return 'pending';
    },
    activate: (position, activation) => store?.activate(position, activation) ?? false,
    dispose() {
      isDisposed = true;
      stopMirror?.();
      store?.dispose();
    },
  };
}
