/**
 * The country dropdown (spec footer §2, §3 "Country dropdown entry"), filterable like Dawn's
 * country selector, as the WAI-ARIA 1.2 editable combobox with list autocomplete:
 *
 * - The input (role=combobox, aria-autocomplete=list, aria-expanded, aria-controls the listbox,
 *   aria-activedescendant the active option) shows the current country; typing filters the list
 *   by the countries' own names and their codes, and a polite status says how many match.
 * - ArrowDown/ArrowUp open the list and move through it (wrapping), Alt+ArrowDown opens it,
 *   Enter goes to the active country's shop, Escape closes the list and then clears the filter.
 *   Focus stays in the input; a click on it opens the list (the chevron beside it only shows
 *   that it is a dropdown).
 * - The options are links (role=option on <a href>), so a click, a middle click or ctrl-click
 *   behaves like any link; the current country carries aria-current.
 * - The list opens inside the window through the flyout mechanism's positioning (above the
 *   field when the footer sits at the bottom of the window) and in the top layer.
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useFlyoutPosition } from '../ds/flyout/index';
import { useShop, useTranslate } from '../shared/shop-context';
import { getFooterCountries } from './footer.countries';
import { filterCountries, getNextOptionIndex } from './footer.logic';

const keepFocus = (event: { preventDefault(): void }): void => event.preventDefault();

export function FooterCountrySelect(): ReactElement {
  const { site, locale } = useShop();
  const t = useTranslate();
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (index: number): string => `${id}option-${index}`;
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [activeIndex, setActiveIndex] = useState(-1);

  const countries = useMemo(() => getFooterCountries(site), [site]);
  const current = countries.find((country) => country.selected);
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
  const reset = (): void => {
    close();
    setQuery(undefined);
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
  const activate = (index: number): void => {
    const option = listRef.current?.querySelector<HTMLAnchorElement>(`[id="${optionId(index)}"]`);
    option?.click();
  };

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
    if (!(next instanceof Node && event.currentTarget.contains(next))) reset();
  };

  const activeOption = isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  return (
    <div className="footer__country" part="footer-country" onBlur={onBlur}>
      <label className="footer__country-label" htmlFor={`${id}input`}>
        {t('footer.country.label')}
      </label>
      <div ref={fieldRef} className="footer__country-field">
        {current && !filtering && (
          <span className="footer__flag" aria-hidden="true">
            {current.flag}
          </span>
        )}
        <input
          ref={inputRef}
          id={`${id}input`}
          className="footer__country-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={activeOption}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('footer.country.placeholder')}
          value={filtering ? query : (current?.label ?? '')}
          lang={filtering ? undefined : current?.lang}
          onChange={(event) => {
            setQuery(event.target.value);
            open(-1);
          }}
          onClick={() => !isOpen && open(-1)}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        ref={panelRef}
        className="footer__country-panel flyout-panel"
        popover="manual"
        hidden={!isOpen}
      >
        <div
          ref={listRef}
          role="listbox"
          id={listboxId}
          className="footer__country-list"
          aria-label={t('footer.country.list')}
        >
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
    </div>
  );
}
