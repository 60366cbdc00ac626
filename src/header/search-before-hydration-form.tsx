/**
 * The header's search before its code has hydrated the server's HTML (README "Server-rendered page
 * border"; spec header §2 search results `/search?query={term}&site={site}`). Rendered by the
 * server renderer only (elements/server/page-border.tsx): it is in the fragment's shadow root
 * beside the view, not in the container React hydrates, so the browser bundle has none of it.
 *
 * A popover (`popover=auto`: Escape and a press outside close it) that the search icon opens by
 * the browser alone (`popovertarget`, set on the icon while the server's HTML hydrates), holding a
 * plain GET form to /search with the term as `query` and the site as a hidden `site`. An empty
 * term is refused by the browser (`required`), which focuses the field: the spec's "an empty
 * search focuses the field". After hydration the icon opens the search flyout; this popover stays
 * closed (a form open at that moment stays until it closes, with what was typed).
 *
 * Without the header's code the search rules that need a script do not apply (the DE "agb" page,
 * a digits-only term without spaces, suggestions): the results page gets the term as typed.
 */
import type { ReactElement } from 'react';
import { SEARCH_INPUT_MAX_LENGTH } from '../core/config';
import type { Site } from '../core/sites';
import { Icon } from '../ds/icon-button/index';
import { translate, type Catalogue, type MessageKey } from '../../i18n/index';
import { SEARCH_RESULTS_PATH } from '../../stores/search/search.links';
import { SEARCH_BEFORE_HYDRATION_ID } from './search-before-hydration';
import css from './search-before-hydration.css?inline';

/** Its stylesheet, linked like the view's. */
export const searchBeforeHydrationStyles = css;

export function SearchBeforeHydration({
  site,
  catalogue,
}: {
  readonly site: Site;
  /** The site's messages (the renderer has loaded them; there is no shop context here). */
  readonly catalogue: Catalogue;
}): ReactElement {
  const t = (key: MessageKey): string => translate(catalogue, key);
  return (
    <div
      id={SEARCH_BEFORE_HYDRATION_ID}
      popover="auto"
      className="header-search-fallback"
      part="search-before-hydration"
    >
      <form action={SEARCH_RESULTS_PATH} method="get" role="search" aria-label={t('search.label')}>
        <input
          type="search"
          name="query"
          required
          maxLength={SEARCH_INPUT_MAX_LENGTH}
          aria-label={t('search.input.label')}
          placeholder={t('search.input.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <input type="hidden" name="site" value={site} />
        <button type="submit" aria-label={t('search.submit')}>
          <Icon name="search" />
        </button>
      </form>
    </div>
  );
}
