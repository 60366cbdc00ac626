import type { ShopElementInstance, ShopElementJsxProps } from './internal/define-element';
import type { StaffPreviewAttributes } from './staff-preview.panel';
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
// Only with the staff cookie do the wrapper, React and the panel's code load (and define the
// tag). Awaited, so a panel chunk that fails to load fails this entry's import: the lazy loader
// logs it and lets the next element try again.
if (hasStaffAuthCookie()) await import('./staff-preview.panel');

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
