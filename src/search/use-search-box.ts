/**
 * The search box's headless part (Algolia autocomplete's core, docs/conventions.md "Models"):
 * the box store (stores/search/search.box.ts, loaded with the page) and prop getters that return
 * the ARIA and the handlers already decided, which the view (search.tsx) only spreads.
 *
 * - getRootProps, getFormProps, getFieldProps: the box, its search form and the field around the
 *   input and its buttons (pointer, touch and focus there are signs that a shopper is about to
 *   type: the suggestions' code starts loading).
 * - getInputProps: the WAI-ARIA 1.2 combobox (role, aria-expanded, aria-controls,
 *   aria-activedescendant), its value, and the keys: the arrows move through the options (the
 *   option moved to scrolls into view), Escape closes and then clears (and is kept from a
 *   surrounding flyout), Enter submits the form.
 * - getClearButtonProps, getSubmitButtonProps: the field's two buttons.
 * - getPanelProps: the suggestion panel, placed in the top layer under the field
 *   (useFlyoutPosition); a press in it does not take the focus from the input, which would close
 *   the panel before the click lands.
 * - getListProps: the listbox, always in the DOM (aria-controls points at it).
 * - getOptionProps(position): an option (a link with role=option; the focus stays in the input);
 *   getLinkProps(position): a suggestion's link that is no option (the flyout's products). A
 *   plain click or a middle click records the click, and goes through the page's router where
 *   the store says so.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { SEARCH_INPUT_MAX_LENGTH } from '../core/config';
import type { Platform, Site } from '../core/sites';
import { flyoutPlacement, useFlyoutPosition } from '../ds/flyout/index';
import { raisingPreloadError } from '../ds/lazy/index';
import { onDemand } from '../shared/on-demand';
import { useTranslate } from '../shared/shop-context';
import {
  createSearchBox,
  type SearchBoxState,
  type SearchVariant,
} from '../../stores/search/search.box';

/** Shared by every search box of the page; the search view's comment says when it loads. */
export const suggestionsCode = onDemand(
  'the search suggestions',
  raisingPreloadError('shop-search', () =>
    // with the flyouts' placing code, so the suggestions open in place
    Promise.all([import('./search-suggestions'), flyoutPlacement.load()]).then(([code]) => code),
  ),
);

export interface SearchBoxOptions {
  readonly variant: SearchVariant;
  readonly query: string | undefined;
  readonly site: Site;
  readonly platform: Platform;
  /** Focus the input once mounted (the header opens its search flyout on request). */
  readonly focusOnMount: boolean;
}

const preventFocusLoss = (event: { preventDefault(): void }): void => event.preventDefault();

const isInside = (container: Element, target: EventTarget | null): boolean =>
  target instanceof Node && container.contains(target);

/**
 * What the box itself shows of its state: the value, whether the panel is open and the listbox
 * expanded, the option selected, and the suggestions' code once the store's state is there
 * (it comes with the code's views and rules).
 */
function readBox({ value, search }: SearchBoxState) {
  const suggestions = search && suggestionsCode.loaded();
  return {
    value,
    suggestions,
    isOpen: !!suggestions && suggestions.getPanelContent(search) !== 'none',
    expanded: !!suggestions && suggestions.isListboxExpanded(search),
    selectedIndex: search?.selectedIndex ?? -1,
  };
}

/** readBox as one string: the box renders again only when it changes. */
const shownByBox = (state: SearchBoxState): string => {
  const { value, suggestions, isOpen, expanded, selectedIndex } = readBox(state);
  return [!suggestions, isOpen, expanded, selectedIndex, value].join();
};

/** The search box's state and prop getters; see the module comment. */
export function useSearchBox({ variant, query, site, platform, focusOnMount }: SearchBoxOptions) {
  const t = useTranslate();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (position: number): string => `${id}option-${position}`;
  const [box] = useState(() =>
    createSearchBox({
      settings: { site, platform, variant, query },
      code: { loaded: () => suggestionsCode.loaded(), load: () => suggestionsCode.load() },
      focusInput: () => inputRef.current?.focus(),
    }),
  );
  // an answer that only changes the suggestions renders them alone: they follow the box's state
  // on their own (search-suggestions.tsx), and the box (its input among them) stays as it is
  useSyncExternalStore(box.$box.listen, () => shownByBox(box.$box.get()));
  const { value, suggestions, isOpen, expanded, selectedIndex } = readBox(box.$box.get());
  const [isFieldFocused, setFieldFocused] = useState(false);

  useEffect(
    () => box.configure({ site, platform, variant, query }),
    [box, site, platform, variant, query],
  );
  useEffect(() => () => box.dispose(), [box]);
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  useFlyoutPosition(fieldRef, panelRef, isOpen, 'start');

  /** After the render the arrow key causes: the option moved to comes into view. */
  const revealSelected = (): void =>
    queueMicrotask(() =>
      rootRef.current
        ?.querySelector('[aria-selected="true"]')
        ?.scrollIntoView?.({ block: 'nearest' }),
    );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      box.move(event.key === 'ArrowDown' ? 1 : -1);
      revealSelected();
    } else if (event.key === 'Escape' && box.escape()) {
      // handled here: a surrounding flyout must not close on the same key press
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // a suggestion link's click handling comes with the suggestions' code, which renders the links
  const getLinkProps = (position: number) =>
    suggestionsCode.loaded()?.getLinkProps(box.activate, position);

  return {
    /** The suggestions' code, once the store's state is there; its views follow box.$box. */
    suggestions,
    $box: box.$box,
    /** The clear button shows only while the field has focus and a value (spec header). */
    showsClearButton: isFieldFocused && value !== '',
    getRootProps: () => ({
      ref: rootRef,
      className: 'search',
      part: 'search',
      'data-variant': variant,
      'data-platform': platform,
      'data-state': isOpen ? 'open' : 'closed',
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!isInside(event.currentTarget, event.relatedTarget)) box.close();
      },
    }),
    getFormProps: () => ({
      className: 'search__form',
      part: 'form',
      role: 'search',
      'aria-label': t('search.label'),
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        // spec header "An empty search focuses the field instead of searching"
        if (box.submit() === 'empty') inputRef.current?.focus();
      },
    }),
    getFieldProps: () => ({
      ref: fieldRef,
      className: 'search__field',
      part: 'field',
      onFocus: () => setFieldFocused(true),
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!isInside(event.currentTarget, event.relatedTarget)) setFieldFocused(false);
      },
      onPointerEnter: box.intend,
      onTouchStart: box.intend,
    }),
    getInputProps: () => ({
      ref: inputRef,
      className: 'search__input',
      part: 'input',
      type: 'text',
      name: 'query',
      role: 'combobox',
      'aria-label': t('search.input.label'),
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': expanded && selectedIndex >= 0 ? optionId(selectedIndex) : undefined,
      placeholder: t('search.input.placeholder'),
      value,
      maxLength: SEARCH_INPUT_MAX_LENGTH,
      autoComplete: 'off',
      autoCapitalize: 'off',
      spellCheck: false,
      enterKeyHint: 'search' as const,
      dir: 'auto',
      onChange: (event: ChangeEvent<HTMLInputElement>) => box.input(event.target.value),
      onFocus: () => box.focusInput(true),
      onBlur: () => box.focusInput(false),
      onKeyDown,
    }),
    getClearButtonProps: () => ({
      icon: 'close' as const,
      label: t('search.clear'),
      part: 'clear',
      // keeps the focus in the field, so the button is still there when the click lands
      onMouseDown: preventFocusLoss,
      onClick: () => {
        box.clear();
        inputRef.current?.focus();
      },
    }),
    getSubmitButtonProps: () => ({
      type: 'submit' as const,
      icon: 'search' as const,
      label: t('search.submit'),
      part: 'submit',
    }),
    getPanelProps: () => ({
      ref: panelRef,
      className: 'search__panel flyout-panel',
      part: 'panel',
      popover: 'manual' as const,
      hidden: !isOpen,
      // a press anywhere in the panel (an option, a heading, the scroll bar) keeps the focus
      onMouseDown: preventFocusLoss,
    }),
    getListProps: () => ({
      role: 'listbox',
      id: listboxId,
      className: 'search__listbox',
      part: 'listbox',
      'aria-label': t('search.suggestions'),
      hidden: !expanded,
    }),
    // the selection as the options render it: they render on their own, after the box's render
    getOptionProps: (position: number) => ({
      role: 'option',
      id: optionId(position),
      tabIndex: -1,
      'aria-selected': position === (box.$box.get().search?.selectedIndex ?? -1),
      ...getLinkProps(position),
    }),
    getLinkProps,
    /** For the parts that label themselves by the box's id (the flyout's product links). */
    id,
  };
}

export type SearchBoxApi = ReturnType<typeof useSearchBox>;
