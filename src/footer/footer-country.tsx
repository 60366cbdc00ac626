/**
 * The country selector (spec footer §2, §3 "Country dropdown entry"), filterable as Dawn's
 * footer country selector is and built as it is: going to another country's shop is navigation,
 * not a choice in a form, so it is a disclosure button over a list of links.
 *
 * - The button shows the label and the current country (flag and name) and is named by both;
 *   it opens a non-modal panel through the flyout mechanism (useFlyout: aria-expanded,
 *   aria-controls, Escape closing with focus back on the button, a press outside or focus leaving
 *   closing it, placed inside the window and in the top layer). A click, Enter or Space opens
 *   it, never hovering. It is a page flyout: opening it closes the header's, and the other way
 *   round (kind FOOTER_COUNTRY, which `flyout-change` does not report).
 * - Opened from the keyboard, and on a wide screen by any means (Dawn's rule: a shopper who
 *   clicks "country" goes on typing), focus goes to the panel's search field; a mobile client's
 *   click leaves it on the button, so no on-screen keyboard covers the list. Typing filters the
 *   countries by their own names and their codes (footer-country.logic.ts); a polite status says
 *   how many match, or that none does.
 * - The countries are links (the current one carries aria-current): ArrowDown from the field
 *   goes to the first, ArrowUp and ArrowDown move between them, ArrowUp from the first goes back
 *   to the field. Tab and Enter work as on any link.
 *
 * The panel's body is part of the footer's own code, not loaded on intent: measured (issue 13's
 * 8 KB, on-intent parts counted in), the footer is 7,564 bytes gzip with it, and 7,304 + 791 =
 * 8,095 with it in a chunk of its own (the chunk's imports, the lazy body's frame).
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useFlyout } from '../ds/flyout/index';
import { useShop, useTranslate } from '../shared/shop-context';
import { filterCountries } from './footer-country.logic';
import { getFooterCountries } from './footer.sites';

/** ArrowDown and ArrowUp between the search field and the links, in the panel's order (not while an IME composes). */
function moveBetweenCountries(event: KeyboardEvent<HTMLElement>): void {
  // an input method composing in the search field uses the arrows to pick its candidates
  if (event.nativeEvent.isComposing) return;
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (!step) return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('input, a')];
  // from the panel itself (focused by a keyboard open for a moment): the field
  const next = stops[stops.indexOf(event.target as HTMLElement) + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function FooterCountrySelect({
  mobile,
}: {
  /** The footer's mobile client (MATCH, SMARTPHONE or a narrow window). */
  readonly mobile: boolean;
}): ReactElement {
  const { site, locale } = useShop();
  const t = useTranslate();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const flyout = useFlyout({
    kind: 'FOOTER_COUNTRY',
    triggerRef: buttonRef,
    toggleRef: buttonRef,
    panelRef,
    opensOnHover: false,
    align: 'start',
    onOpen: () => {
      if (!mobile) panelRef.current?.querySelector('input')?.focus();
    },
  });
  // each opening starts with every country
  if (!flyout.isOpen && query) setQuery('');
  const countries = getFooterCountries(site);
  const current = countries.find((country) => country.selected);
  const shown = filterCountries(countries, query, locale);

  return (
    <div className="footer__country" part="footer-country">
      <span id={`${id}label`} className="footer__country-label">
        {t('footer.country.label')}
      </span>
      <button
        ref={buttonRef}
        id={`${id}button`}
        type="button"
        aria-labelledby={`${id}label ${id}button`}
        {...flyout.getTriggerProps('footer__country-button')}
        {...flyout.getToggleProps()}
      >
        <span className="footer__flag" aria-hidden="true">
          {current?.flag}
        </span>
        <span lang={current?.lang}>{current?.label}</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the panel is a dialog (getPanelProps); its keys move between the field and the links, both focusable themselves */}
      <div
        ref={panelRef}
        {...flyout.getPanelProps('footer__country-panel')}
        aria-labelledby={`${id}label`}
        // the flyout focuses the panel when the keyboard opens it: the field takes it
        onFocus={(event) =>
          event.target === event.currentTarget &&
          event.currentTarget.querySelector('input')?.focus()
        }
        onKeyDown={moveBetweenCountries}
      >
        <input
          type="search"
          className="footer__country-search"
          aria-label={t('footer.country.placeholder')}
          placeholder={t('footer.country.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p role="status" className="footer__country-status">
          {query &&
            (shown.length
              ? t('footer.country.results', { count: shown.length })
              : t('footer.country.noResults'))}
        </p>
        <ul className="footer__country-list">
          {shown.map((country) => (
            <li key={country.code}>
              <a
                className="footer__country-link"
                part="footer-country-option"
                href={country.href}
                lang={country.lang}
                aria-current={country.selected ? 'true' : undefined}
              >
                <span className="footer__flag" aria-hidden="true">
                  {country.flag}
                </span>
                {country.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
