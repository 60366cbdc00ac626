/**
 * The search box with live suggestions (issue 5; spec header "Search suggestion box").
 *
 * One view, two variants:
 * - overlay (the <shop-search> element): a 550 px panel over the page, terms then products, all
 *   navigable with the arrow keys;
 * - flyout (SearchFlyout, for the header's SEARCH flyout): a 350 px panel (270 px on MATCH and
 *   SMARTPHONE), input 170 px wide and 408 px while focused; only terms are options, products
 *   follow as plain links.
 *
 * WAI-ARIA 1.2 combobox: role=combobox on the input with aria-expanded, aria-controls (the
 * listbox, always in the DOM) and aria-activedescendant; options with ids and aria-selected.
 * Focus stays in the input; the options are links (role=option on <a href>), so a click, a
 * middle click or ctrl-click behaves like any link. Loading and "no suggestions" are announced in
 * a polite status region. Every service text is rendered as text; the matched part is a <mark>.
 *
 * The box (form, input, buttons, the empty listbox) loads with the page; its suggestions (their
 * store with its requests, the options, the panel's messages: search-suggestions.tsx) load on the
 * first sign that a shopper is going to type: the pointer over the field, focus or a touch (the
 * flyout variant, shown on the header icon's intent, loads them at once). What is typed before
 * they arrive stays in the input and is handed over, and a search asked for meanwhile happens
 * once they are there.
 *
 * @csspart search - The root of the search box; data-variant, data-state (open, closed).
 * @csspart form - The search form (role=search).
 * @csspart field - The box around input and buttons.
 * @csspart input - The combobox input.
 * @csspart clear - The clear button (only while focused and non-empty).
 * @csspart submit - The search button.
 * @csspart panel - The suggestion panel.
 * @csspart listbox - The listbox.
 * @csspart option - One suggestion; data-kind term or product.
 * @csspart thumbnail - A product suggestion's image.
 * @csspart match - The highlighted matched part of a suggestion.
 * @csspart message - The loading or no-suggestions text in the panel.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { SEARCH_INPUT_MAX_LENGTH } from '../core/config';
import { flyoutPlacement, useFlyoutPosition } from '../ds/flyout/index';
import { IconButton } from '../ds/icon-button';
import { raisingPreloadError } from '../ds/lazy/index';
import { onDemand, useOnDemand } from '../shared/on-demand';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import type { SearchState, SearchVariant } from '../../stores/search/index';
import { getPrefillValue } from '../../stores/search/search.box';
import css from './search.css?inline';

export interface SearchBoxProps {
  /** Default 'overlay'. */
  readonly variant?: SearchVariant | undefined;
  /** Pre-fills the box; undefined takes the page url's `query` parameter. */
  readonly query?: string | undefined;
  /** Focuses the input on mount: the header opens its search flyout on the visitor's request. */
  readonly focusOnMount?: boolean | undefined;
}

/** Shared by every search box of the page; see the file comment for when it loads. */
const suggestionsCode = onDemand(
  'the search suggestions',
  raisingPreloadError('shop-search', () =>
    // with the flyouts' placing code, so the suggestions open in place
    Promise.all([import('./search-suggestions'), flyoutPlacement.load()]).then(([code]) => code),
  ),
);

/** What the box reads before its store exists (the suggestions' code has not arrived). */
const NO_STORE = atom<SearchState | undefined>(undefined);

const preventFocusLoss = (event: Event | MouseEvent): void => event.preventDefault();

const isInside = (container: Element, target: EventTarget | null): boolean =>
  target instanceof Node && container.contains(target);

export function SearchBox({
  variant = 'overlay',
  query,
  focusOnMount = false,
}: SearchBoxProps): ReactElement {
  useStyles(css);
  const { site, locale, platform } = useShop();
  const t = useTranslate();
  const {
    module: suggestions,
    load: loadSuggestions,
    failed: suggestionsFailed,
  } = useOnDemand(suggestionsCode);
  const [store, setStore] = useState(() => suggestionsCode.loaded()?.createSearchStore(variant));
  const state = useStore(store?.$search ?? NO_STORE);
  // until the store exists: the input's value, and whether a search was asked for meanwhile
  const [draft, setDraft] = useState(() => getPrefillValue(query));
  const isSearchPending = useRef(false);
  const stopMirror = useRef<(() => void) | undefined>(undefined);
  // what the handlers act on: the store from the moment it exists (a key pressed before the
  // next render must reach it), else the draft as typed so far (handed over to the store)
  const storeRef = useRef(store);
  const draftRef = useRef(draft);
  const changeDraft = (value: string): void => {
    draftRef.current = value;
    setDraft(value);
  };
  const isInputFocused = useRef(false);
  const [isFieldFocused, setFieldFocused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (position: number): string => `${id}option-${position}`;

  // the suggestions' code has arrived: their store takes over what the shopper did meanwhile
  useEffect(() => {
    if (!suggestions || storeRef.current) return;
    const created = suggestions.createSearchStore(variant);
    created.setContext({ site, platform });
    created.prefill(draftRef.current);
    if (isInputFocused.current) created.open();
    storeRef.current = created;
    setStore(created);
    // Until a render shows the store (typing's renders come first and may hold it back for a few
    // keys), the input shows the draft: it follows the store's value, or each key would reset
    // the input to what it showed when the store took over.
    stopMirror.current = created.$search.listen((next) => changeDraft(next.value));
    if (isSearchPending.current) {
      isSearchPending.current = false;
      if (created.submit() === 'empty') inputRef.current?.focus();
    }
  }, [suggestions, variant, site, platform]);
  useEffect(() => {
    // the code did not arrive (logged): the search asked for is dropped rather than made later,
    // out of the blue; pressing Enter again asks again
    if (suggestionsFailed) isSearchPending.current = false;
  }, [suggestionsFailed]);
  useEffect(() => {
    // shown now: its own subscription renders its value
    stopMirror.current?.();
    stopMirror.current = undefined;
  }, [store]);
  useEffect(
    () => () => {
      // the store of this box, whether or not a render has shown it yet
      stopMirror.current?.();
      storeRef.current?.dispose();
    },
    [],
  );
  useEffect(() => store?.setContext({ site, platform }), [store, site, platform]);
  useEffect(() => store?.setVariant(variant), [store, variant]);
  const prefill = useEffectEvent((value: string) => {
    if (storeRef.current) storeRef.current.prefill(value);
    else changeDraft(value);
  });
  useEffect(() => prefill(getPrefillValue(query)), [query]);
  // the flyout variant is shown on the header icon's intent: its suggestions are wanted now
  useEffect(() => {
    if (variant === 'flyout') loadSuggestions();
  }, [variant, loadSuggestions]);
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    // A press anywhere in the panel (an option, a heading, the scroll bar) must not take the
    // focus from the input: it would close the panel before the click lands. A native listener,
    // as the panel itself is not interactive.
    const panel = panelRef.current;
    panel?.addEventListener('mousedown', preventFocusLoss);
    return () => panel?.removeEventListener('mousedown', preventFocusLoss);
  }, []);
  const selectedIndex = state?.selectedIndex ?? -1;
  useEffect(() => {
    if (selectedIndex < 0) return;
    const selected = rootRef.current?.querySelector('[aria-selected="true"]');
    selected?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedIndex]);

  const view = state && store && suggestions ? { state, store, suggestions } : undefined;
  const content = view ? view.suggestions.getPanelContent(view.state) : 'none';
  useFlyoutPosition(fieldRef, panelRef, content !== 'none', 'start');
  const expanded = view ? view.suggestions.isListboxExpanded(view.state) : false;
  const announcement = view ? view.suggestions.getAnnouncement(view.state) : undefined;
  const value = state?.value ?? draft;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      storeRef.current?.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && escape()) {
      // handled here: a surrounding flyout must not close on the same key press
      event.preventDefault();
      event.stopPropagation();
    }
  };

  /** Escape closes the suggestions, a second clears; without a store nothing is on show. */
  const escape = (): boolean => {
    if (storeRef.current) return storeRef.current.escape();
    if (draftRef.current === '') return false;
    changeDraft('');
    return true;
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const store = storeRef.current;
    if (!store) {
      // spec header "An empty search focuses the field instead of searching"; any other search
      // happens once the store is there (it knows the router, the agb rule and the address)
      if (draftRef.current.trim() === '') inputRef.current?.focus();
      else {
        isSearchPending.current = true;
        loadSuggestions();
      }
      return;
    }
    // spec header "An empty search focuses the field instead of searching"
    if (store.submit() === 'empty') inputRef.current?.focus();
  };

  const onInput = (next: string): void => {
    if (storeRef.current) storeRef.current.input(next);
    else {
      changeDraft(next);
      loadSuggestions();
    }
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!isInside(event.currentTarget, event.relatedTarget)) storeRef.current?.close();
  };
  const onFieldBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!isInside(event.currentTarget, event.relatedTarget)) setFieldFocused(false);
  };

  const suggestionProps = view && {
    state: view.state,
    store: view.store,
    site,
    locale,
    optionId,
  };

  return (
    <div
      ref={rootRef}
      className="search"
      part="search"
      data-variant={variant}
      data-platform={platform}
      data-state={content === 'none' ? 'closed' : 'open'}
      onBlur={onRootBlur}
    >
      <form
        className="search__form"
        part="form"
        role="search"
        aria-label={t('search.label')}
        onSubmit={onSubmit}
      >
        <div
          ref={fieldRef}
          className="search__field"
          part="field"
          onFocus={() => setFieldFocused(true)}
          onBlur={onFieldBlur}
          // signs that a shopper is about to type: the suggestions' code starts loading
          onPointerEnter={loadSuggestions}
          onTouchStart={loadSuggestions}
        >
          <input
            ref={inputRef}
            className="search__input"
            part="input"
            type="text"
            name="query"
            role="combobox"
            aria-label={t('search.input.label')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={
              expanded && selectedIndex >= 0 ? optionId(selectedIndex) : undefined
            }
            placeholder={t('search.input.placeholder')}
            value={value}
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            dir="auto"
            onChange={(event) => onInput(event.target.value)}
            onFocus={() => {
              isInputFocused.current = true;
              if (storeRef.current) storeRef.current.open();
              else loadSuggestions();
            }}
            onBlur={() => {
              isInputFocused.current = false;
            }}
            onKeyDown={onKeyDown}
          />
          {isFieldFocused && value !== '' && (
            <IconButton
              icon="close"
              label={t('search.clear')}
              part="clear"
              // keeps the focus in the field, so the button is still there when the click lands
              onMouseDown={preventFocusLoss}
              onClick={() => {
                if (storeRef.current) storeRef.current.clear();
                else changeDraft('');
                inputRef.current?.focus();
              }}
            />
          )}
          <IconButton type="submit" icon="search" label={t('search.submit')} part="submit" />
        </div>
      </form>
      <div
        ref={panelRef}
        className="search__panel flyout-panel"
        part="panel"
        popover="manual"
        hidden={content === 'none'}
      >
        <div
          role="listbox"
          id={listboxId}
          className="search__listbox"
          part="listbox"
          aria-label={t('search.suggestions')}
          hidden={!expanded}
        >
          {view && suggestionProps && <view.suggestions.SuggestionOptions {...suggestionProps} />}
        </div>
        {view && suggestionProps && (
          <view.suggestions.SuggestionNotes {...suggestionProps} id={id} />
        )}
      </div>
      <div role="status" className="se-visually-hidden">
        {announcement && t(announcement.key, announcement.params)}
      </div>
    </div>
  );
}

/** The header's search flyout content (spec header "Search suggestion box", flyout variant). */
export function SearchFlyout(props: Omit<SearchBoxProps, 'variant'>): ReactElement {
  return <SearchBox {...props} variant="flyout" />;
}
