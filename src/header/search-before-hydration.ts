/**
 * The id of the header's search before hydration: a popover holding a plain GET form to /search
 * that the server's fragment holds beside the view (search-before-hydration-form.tsx).
 * The search icon names it in `popovertarget` while the server's HTML hydrates, so it opens
 * without a script; after hydration the icon opens the search flyout.
 */
export const SEARCH_BEFORE_HYDRATION_ID = 'search-before-hydration';
