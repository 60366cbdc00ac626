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
import {
  useEffect,
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
import { useFlyoutPosition } from '../ds/flyout/index';
import { IconButton } from '../ds/icon-button';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  createSearchStore,
  getPrefillValue,
  getSuggestionItems,
  type SearchVariant,
  type SuggestionItem,
} from '../../stores/search/index';
import {
  getAnnouncement,
  getHighlightParts,
  getPanelContent,
  isListboxExpanded,
} from './search.logic';
import css from './search.css?inline';

export interface SearchBoxProps {
  /** Default 'overlay'. */
  readonly variant?: SearchVariant | undefined;
  /** Pre-fills the box; undefined takes the page url's `query` parameter. */
  readonly query?: string | undefined;
  /** Focuses the input on mount: the header opens its search flyout on the visitor's request. */
  readonly focusOnMount?: boolean | undefined;
}

function Highlighted({ text, query, locale }: { text: string; query: string; locale: string }) {
  return (
    <span className="search__text" dir="auto">
      {getHighlightParts(text, query, locale).map((part, index) =>
        part.isMatch ? (
          <mark key={index} className="search__match" part="match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

function Thumbnail({ src }: { src: string | null | undefined }) {
  return src ? (
    <img
      className="search__thumbnail"
      part="thumbnail"
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="search__thumbnail" part="thumbnail" />
  );
}

const preventFocusLoss = (event: Event | MouseEvent): void => event.preventDefault();

/** A click that opens a new tab or window; the link does that on its own. */
function opensNewTab(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

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
  const [store] = useState(() => createSearchStore(variant));
  const state = useStore(store.$search);
  const [isFieldFocused, setFieldFocused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (position: number): string => `${id}option-${position}`;

  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => store.setContext({ site, platform }), [store, site, platform]);
  useEffect(() => store.setVariant(variant), [store, variant]);
  useEffect(() => store.prefill(getPrefillValue(query)), [store, query]);
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
  useEffect(() => {
    if (state.selectedIndex < 0) return;
    const selected = rootRef.current?.querySelector('[aria-selected="true"]');
    selected?.scrollIntoView?.({ block: 'nearest' });
  }, [state.selectedIndex]);

  const content = getPanelContent(state);
  useFlyoutPosition(fieldRef, panelRef, content !== 'none', 'start');
  const expanded = isListboxExpanded(state);
  const announcement = getAnnouncement(state);
  const items = content === 'suggestions' ? getSuggestionItems(state, site) : [];
  const terms = items.filter((item) => item.kind === 'term');
  const products = items.slice(terms.length);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      store.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && store.escape()) {
      // handled here: a surrounding flyout must not close on the same key press
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    // spec header "An empty search focuses the field instead of searching"
    if (store.submit() === 'empty') inputRef.current?.focus();
  };

  const onActivate = (event: MouseEvent, position: number): void => {
    if (store.activate(position, opensNewTab(event) ? 'newTab' : 'click')) event.preventDefault();
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!isInside(event.currentTarget, event.relatedTarget)) store.close();
  };
  const onFieldBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!isInside(event.currentTarget, event.relatedTarget)) setFieldFocused(false);
  };

  /**
   * A suggestion's link: an option of the listbox (focus stays in the input), or in the flyout a
   * product link of its own (reached with Tab).
   */
  const link = (item: SuggestionItem, position: number, isOption: boolean): ReactElement => (
    <a
      key={`${position}-${item.text}`}
      className="search__option"
      part="option"
      data-kind={item.kind}
      href={item.href}
      {...(isOption
        ? {
            role: 'option',
            id: optionId(position),
            tabIndex: -1,
            'aria-selected': position === state.selectedIndex,
          }
        : {})}
      onClick={(event) => onActivate(event, position)}
      // a middle click opens the link in a new tab; a right click only opens the context menu
      onAuxClick={(event) => event.button === 1 && onActivate(event, position)}
    >
      {item.kind === 'product' && <Thumbnail src={item.product.imageProductThumb} />}
      <Highlighted text={item.text} query={state.suggestionsQuery} locale={locale} />
    </a>
  );
  const option = (item: SuggestionItem, position: number): ReactElement =>
    link(item, position, true);

  const group = (label: string, options: ReactElement[]): ReactElement => (
    <div role="group" className="search__group" aria-label={label}>
      <div className="search__group-label" aria-hidden="true">
        {label}
      </div>
      {options}
    </div>
  );

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
              expanded && state.selectedIndex >= 0 ? optionId(state.selectedIndex) : undefined
            }
            placeholder={t('search.input.placeholder')}
            value={state.value}
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            dir="auto"
            onChange={(event) => store.input(event.target.value)}
            onFocus={() => store.open()}
            onKeyDown={onKeyDown}
          />
          {isFieldFocused && state.value !== '' && (
            <IconButton
              icon="close"
              label={t('search.clear')}
              part="clear"
              // keeps the focus in the field, so the button is still there when the click lands
              onMouseDown={preventFocusLoss}
              onClick={() => {
                store.clear();
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
          {terms.length > 0 && group(t('search.suggestions.terms'), terms.map(option))}
          {variant === 'overlay' &&
            products.length > 0 &&
            group(
              t('search.suggestions.products'),
              products.map((item, index) => option(item, terms.length + index)),
            )}
        </div>
        {variant === 'flyout' && products.length > 0 && (
          <div className="search__product-links">
            <div className="search__group-label" id={`${id}products`}>
              {t('search.suggestions.products')}
            </div>
            <ul aria-labelledby={`${id}products`}>
              {products.map((item, index) => (
                <li key={index}>{link(item, terms.length + index, false)}</li>
              ))}
            </ul>
          </div>
        )}
        {content === 'loading' && (
          <p className="search__message" part="message">
            {t('search.status.loading')}
          </p>
        )}
        {content === 'empty' && (
          <p className="search__message" part="message">
            {t('search.status.noResults', { query: state.suggestionsQuery })}
          </p>
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
