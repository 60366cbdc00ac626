/**
 * The store finder's panel (spec header "Store finder flyout", §2): a search box for postcode or
 * city that goes to /service/storefinder/search?searchTerm={term} (a plain GET form, so it works
 * like any form: Enter, the button, a new tab), an empty term focusing the field instead; a link
 * to this week's new items and, on DE, to the supermarket offers. Loaded on the shopper's intent
 * at the store finder icon (store-finder.tsx), not with the header.
 */
import { useId, useRef, type FormEvent } from 'react';
import { Button } from '../ds/button/index';
import { useShop, useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import { getStoreFinderTerm } from './header-panels.logic';
import { STORE_FINDER_LINKS, STORE_FINDER_SEARCH_PATH } from './header-panels.sites';
import css from './header-panels.css?inline';

export function StoreFinderPanel() {
  useStyles(css);
  const { site } = useShop();
  const t = useTranslate();
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const links = STORE_FINDER_LINKS[site];
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const input = inputRef.current;
    if (!input) return;
    const term = getStoreFinderTerm(input.value);
    if (term === undefined) {
      event.preventDefault();
      input.focus();
      return;
    }
    input.value = term;
  };
  return (
    <div className="header-stores">
      <form
        className="header-stores__form"
        action={STORE_FINDER_SEARCH_PATH}
        method="get"
        role="search"
        aria-label={t('header.storeFinder.title')}
        onSubmit={onSubmit}
      >
        <label className="header-stores__label" htmlFor={fieldId}>
          {t('header.storeFinder.label')}
        </label>
        <div className="header-stores__row">
          <input
            ref={inputRef}
            id={fieldId}
            className="header-stores__input"
            type="search"
            name="searchTerm"
            inputMode="search"
            autoComplete="postal-code"
            maxLength={100}
            placeholder={t('header.storeFinder.placeholder')}
          />
          <Button type="submit" variant="primary">
            {t('header.storeFinder.submit')}
          </Button>
        </div>
      </form>
      <ul className="header-stores__links">
        <li>
          <a href={links.newItems}>{t('header.storeFinder.newItems')}</a>
        </li>
        {links.supermarket !== undefined && (
          <li>
            <a href={links.supermarket}>{t('header.storeFinder.supermarket')}</a>
          </li>
        )}
      </ul>
    </div>
  );
}
