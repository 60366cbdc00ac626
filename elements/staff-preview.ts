import type { ShopElementInstance, ShopElementJsxProps } from './internal/define-element';
import type { StaffPreviewAttributes } from './staff-preview.panel';
import type { SHOP_EVENTS } from '../src/core/events';
import { hasStaffAuthCookie } from '../stores/preview/staff-cookie';

/**
 * The staff preview panel: shop staff view the live shop as at a chosen date and time and in a
 * chosen A/B test group.
 *
 * Shoppers pay nothing for it: without the staff auth token cookie (`staffauthtoken`) this entry
 * only reads `document.cookie`; the tag stays undefined, the element renders nothing and no
 * request is made. With the cookie the panel's code loads, the tag is defined and the element
 * asks the preview service whether the session is a staff one (GET
 * /service/preview/api/auth/checkauth). Only on SUCCESS does the 'Preview settings' button show;
 * the A/B assignment is requested (fire-and-forget) and the session is renewed at once and then
 * every 5 minutes while the element is on the page.
 *
 * The button opens a modal with the date and time to preview, the A/B tests running then (Name
 * and Group), 'Set preview settings' (POST /service/preview/api/token?test=&group= with
 * `{ previewDateTime }`) and 'Logout' (the panel goes). The cookie is read when the tag's code
 * loads: a staff member who logs in on another tab reloads the page to see the panel.
 *
 * @tag staff-preview
 * @summary Staff preview settings (date, time, A/B test group); loads only for staff.
 * @csspart preview - The panel's root around the 'Preview settings' button.
 * @csspart button - The 'Preview settings' button and the form's buttons (and the design system's button-* parts).
 * @csspart notification - A status message; data-state is info or error (and the design system's notification-* parts).
 */

/**
 * SHOP_EVENTS.preloadError of src/core/events.ts, copied: importing that module would load the
 * platform chunk on every shopper's page. Typed by it, so the type check fails if the two
 * disagree.
 */
const PRELOAD_ERROR: (typeof SHOP_EVENTS)['preloadError'] = 'preload-error';

let loading: Promise<boolean> | undefined;

/**
 * Only with the staff cookie do the wrapper, React and the panel's code load (and define the
 * tag). Resolves true once the panel is there (or not wanted, without the cookie), false when
 * its chunk failed to load: that is logged and raises preload-error on window (spec header §8),
 * once per failed import, and the next call imports again. The lazy loader awaits it after
 * importing this entry and calls it again on the next connect of a staff-preview (its retry
 * rule, docs/architecture.md "Loader"). Never a rejected top-level await: the browser keeps a
 * module's evaluation error for good, and no later import of this entry could try again.
 *
 * The panel's texts are in the later part of the locales' messages (i18n/message-parts.ts), so
 * a shopper's page does not load them: the panel loads like code loaded on intent, through
 * onDemand, which loads that part with it, and the tag is defined only once both are there
 * (an element defined earlier could render without them).
 * onDemand comes by a dynamic import too (it lives beside React), of staff-preview.load.ts: a
 * static one would put the design system and the platform on every shopper's page.
 */
export function defineElement(): Promise<boolean> {
  if (!hasStaffAuthCookie()) return Promise.resolve(true);
  loading ??= import('./staff-preview.load')
    .then(({ staffPreviewPanel }) => staffPreviewPanel.load())
    .then(
      (panel) => {
        panel.defineStaffPreviewElement();
        return true;
      },
      (error: unknown) => {
        loading = undefined;
        console.error('[shop-elements] loading <staff-preview> failed', error);
        window.dispatchEvent(
          new CustomEvent(PRELOAD_ERROR, {
            bubbles: true,
            composed: true,
            detail: {
              tag: 'staff-preview',
              // the address the browser names, else this entry's
              url: /\b(?:https?|file):\/\/\S+/.exec(String(error))?.[0] ?? import.meta.url,
            },
          }),
        );
        return false;
      },
    );
  return loading;
}

// Loaded by a script tag of its own (no loader), the entry defines the tag by itself.
void defineElement();

declare global {
  interface HTMLElementTagNameMap {
    'staff-preview': ShopElementInstance<StaffPreviewAttributes>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'staff-preview': ShopElementJsxProps<StaffPreviewAttributes>;
    }
  }
}
