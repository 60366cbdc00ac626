/**
 * The country dropdown's combobox with its list, loaded on a shopper's intent at the field
 * (footer-country.tsx draws the field until then, issue 15; the rules of the dropdown are
 * described there). It takes over from that field what the shopper did meanwhile: the focus, what
 * was typed, an arrow key that asked for the list.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  useLayoutEffect,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useFlyoutPosition } from '../ds/flyout/index';
import type { Translate } from '../shared/shop-context';
import type { CountryField } from './footer-country';
import type { FooterCountry } from './footer.countries';
import { filterCountries, getNextOptionIndex } from './footer-country.logic';

/** What the shopper did at the field before this code arrived. */
export interface CountryFieldHandover {
  /** Focus was in the field: it stays there. */
  readonly focused: boolean;
  /** What was typed (the filter), if anything. */
  readonly query: string | undefined;
  /** A click asked for the list, or an arrow key, which opens it on the current country. */
  readonly opening: 'none' | 'list' | 'current';
}

const keepFocus = (event: { preventDefault(): void }): void => event.preventDefault();

export function FooterCountryCombobox({
  handover,
  Field,
  countries,
  locale,
  t,
}: {
  readonly handover: CountryFieldHandover;
  /** The page's language (the filter folds case by it) and texts, as the footer has them. */
  readonly locale: string;
  readonly t: Translate;
  /** The dropdown's entries for the page's site (passed in, as the footer already holds them). */
  readonly countries: readonly FooterCountry[];
  /** The field as the footer's own code draws it (passed in, so this chunk imports no view code). */
  readonly Field: typeof CountryField;
}): ReactElement {
  const id = useId();
  const optionId = (index: number): string => `${id}option-${index}`;
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(handover.opening !== 'none' || handover.query !== undefined);
  const [query, setQuery] = useState(handover.query);
  const [activeIndex, setActiveIndex] = useState(() =>
    handover.opening === 'current' && handover.query === undefined
      ? countries.findIndex((country) => country.selected)
      : -1,
  );
  // focus comes back to the field in the same commit that replaced it; what was typed is kept
  // (not selected, as a shopper's own focus would select the current country)
  const restoringFocus = useRef(handover.focused);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!restoringFocus.current || !input) return;
    input.focus({ preventScroll: true });
    restoringFocus.current = false;
    if (handover.query !== undefined)
      input.setSelectionRange(input.value.length, input.value.length);
    // once, for the field this replaced
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filtering = query !== undefined;
  const shown = filterCountries(countries, query ?? '', locale);
  useFlyoutPosition(fieldRef, panelRef, isOpen, 'start');
  useEffect(() => {
    // a press anywhere in the list (an option, the scroll bar) keeps the focus in the input, which
    // would otherwise close the list before the click lands; native, as the panel is no control
    const panel = panelRef.current;
    panel?.addEventListener('mousedown', keepFocus);
    return () => panel?.removeEventListener('mousedown', keepFocus);
  }, []);

  const open = (index: number): void => {
    setOpen(true);
    setActiveIndex(index);
  };
  const close = (): void => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const move = (step: 1 | -1): void => {
    if (!isOpen && activeIndex < 0) {
      // opening without a filter starts on the current country
      const selected = shown.findIndex((country) => country.selected);
      open(selected >= 0 ? selected : getNextOptionIndex(-1, step, shown.length));
      return;
    }
    setOpen(true);
    setActiveIndex(getNextOptionIndex(activeIndex, step, shown.length));
  };
  // the options are the list's children, in the order shown
  const activate = (index: number): void =>
    (listRef.current?.children[index] as HTMLElement | undefined)?.click();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) {
          if (event.key === 'ArrowDown') setOpen(true);
          else close();
          return;
        }
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (isOpen && activeIndex >= 0 && activeIndex < shown.length) {
          event.preventDefault();
          activate(activeIndex);
        }
        return;
      case 'Escape':
        if (!isOpen && !filtering) return;
        // handled here: nothing around the footer should also act on this key press
        event.preventDefault();
        event.stopPropagation();
        if (isOpen) close();
        else setQuery(undefined);
        return;
      default:
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    const next = event.relatedTarget;
    // focus left the dropdown: closed, and the field shows the current country again
    if (!(next instanceof Node && event.currentTarget.contains(next))) {
      close();
      setQuery(undefined);
    }
  };

  const activeOption = isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  return (
    <Field
      id={id}
      query={query}
      expanded={isOpen}
      wrapper={{ onBlur }}
      field={{ ref: fieldRef }}
      input={{
        ref: inputRef,
        'aria-activedescendant': activeOption,
        onChange: (event) => {
          setQuery(event.target.value);
          open(-1);
        },
        onClick: () => !isOpen && open(-1),
        onFocus: (event) => {
          if (!restoringFocus.current) event.currentTarget.select();
        },
        onKeyDown,
      }}
    >
      <div
        ref={panelRef}
        className="footer__country-panel flyout-panel"
        popover="manual"
        hidden={!isOpen}
      >
        <div ref={listRef} role="listbox" id={`${id}listbox`} aria-label={t('footer.country.list')}>
          {shown.map((country, index) => (
            <a
              key={country.code}
              id={optionId(index)}
              role="option"
              className="footer__country-option"
              part="footer-country-option"
              href={country.href}
              tabIndex={-1}
              lang={country.lang}
              aria-selected={index === activeIndex}
              aria-current={country.selected ? 'true' : undefined}
            >
              <span className="footer__flag" aria-hidden="true">
                {country.flag}
              </span>
              {country.label}
            </a>
          ))}
        </div>
        {shown.length === 0 && (
          <p className="footer__country-empty">{t('footer.country.noResults')}</p>
        )}
      </div>
      <div role="status" className="se-visually-hidden">
        {filtering &&
          (shown.length === 0
            ? t('footer.country.noResults')
            : t('footer.country.results', { count: shown.length }))}
      </div>
    </Field>
  );
}
