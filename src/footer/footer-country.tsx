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
 *
 * Loaded with the footer: the field with the current country, as it looks closed. The combobox
 * with its list, filter and keys (footer-country-list.tsx) loads on a shopper's intent at the
 * field (issue 15): the pointer entering it, focus, a touch. It replaces the field in place and
 * takes over the focus, what was typed and an arrow key pressed meanwhile.
 */
import {
  useId,
  useMemo,
  useState,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { flyoutPlacement } from '../ds/flyout/index';
import { raisingPreloadError } from '../ds/lazy/preload-error';
import { onDemand, useOnDemand } from '../shared/on-demand';
import { useShop, useTranslate } from '../shared/shop-context';
import { getFooterCountries } from './footer.countries';

/** The combobox's code, shared by every footer of the page; a failed import retries on intent. */
const countryCombobox = onDemand(
  "the footer's country list",
  raisingPreloadError('shop-footer', () =>
    // with the flyouts' placing code, so the list opens in place
    Promise.all([import('./footer-country-list'), flyoutPlacement.load()]).then(([code]) => code),
  ),
);

export function FooterCountrySelect(): ReactElement {
  const { site, locale } = useShop();
  const t = useTranslate();
  const { module, load } = useOnDemand(countryCombobox);
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [opening, setOpening] = useState<'none' | 'list' | 'current'>('none');
  const [focused, setFocused] = useState(false);
  const id = useId();

  if (module) {
    return (
      <module.FooterCountryCombobox
        handover={{ focused, query, opening }}
        Field={CountryField}
        countries={getFooterCountries(site)}
        locale={locale}
        t={t}
      />
    );
  }
  return (
    <CountryField
      id={id}
      query={query}
      expanded={false}
      field={{ onPointerEnter: load, onTouchStart: load }}
      input={{
        onChange: (event) => setQuery(event.target.value),
        onClick: () => setOpening((asked) => (asked === 'none' ? 'list' : asked)),
        onFocus: (event) => {
          setFocused(true);
          event.currentTarget.select();
          load();
        },
        onBlur: () => {
          setFocused(false);
          setOpening('none');
        },
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpening(event.altKey ? 'list' : 'current');
          }
        },
      }}
    />
  );
}

/**
 * The field as both the footer's own code and the combobox draw it: the label, the current
 * country's flag (not while filtering) and the input with the combobox's roles; each adds its
 * own handlers and state (`field`, `input`) and the combobox its list after it (`children`).
 */
export function CountryField(props: {
  readonly id: string;
  readonly query: string | undefined;
  /** The list is open (the combobox's; the field alone has none). */
  readonly expanded: boolean;
  readonly field?: HTMLAttributes<HTMLDivElement> & RefAttributes<HTMLDivElement>;
  readonly input: InputHTMLAttributes<HTMLInputElement> & RefAttributes<HTMLInputElement>;
  readonly wrapper?: HTMLAttributes<HTMLDivElement>;
  readonly children?: ReactNode;
}): ReactElement {
  const { site } = useShop();
  const t = useTranslate();
  const { id, query } = props;
  const current = useMemo(
    () => getFooterCountries(site).find((country) => country.selected),
    [site],
  );
  const filtering = query !== undefined;
  return (
    <div className="footer__country" part="footer-country" {...props.wrapper}>
      <label className="footer__country-label" htmlFor={`${id}input`}>
        {t('footer.country.label')}
      </label>
      <div className="footer__country-field" {...props.field}>
        {current && !filtering && (
          <span className="footer__flag" aria-hidden="true">
            {current.flag}
          </span>
        )}
        <input
          id={`${id}input`}
          className="footer__country-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={props.expanded}
          // the list this field opens (footer-country-list.tsx, once its code is there)
          aria-controls={`${id}listbox`}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('footer.country.placeholder')}
          value={filtering ? query : (current?.label ?? '')}
          lang={filtering ? undefined : current?.lang}
          {...props.input}
        />
      </div>
      {props.children}
    </div>
  );
}
