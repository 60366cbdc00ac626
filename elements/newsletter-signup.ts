import type { AttributeTable } from './internal/attributes';
import {
  defineShopElement,
  type ShopElementInstance,
  type ShopElementJsxProps,
} from './internal/define-element';
import { NewsletterSignup } from '../src/newsletter/newsletter';
import {
  NEWSLETTER_DEFAULT_DISCOUNT_PERCENT,
  NEWSLETTER_ORIGINS,
} from '../stores/newsletter/index';

const attributes = {
  origin: { type: 'enum', values: NEWSLETTER_ORIGINS, default: 'NEWSLETTER' },
  originAddition: { type: 'string' },
  title: { type: 'string' },
  discount: { type: 'number', default: NEWSLETTER_DEFAULT_DISCOUNT_PERCENT, min: 0 },
  scrollOnSuccess: { type: 'boolean', default: true },
  spa: { type: 'boolean', default: false },
  headingLevel: { type: 'number', min: 1 },
} as const satisfies AttributeTable;

/**
 * A double-opt-in newsletter sign-up form with the site's legal fields: an image (400x300 from
 * 1024 px, 273x273 from 767 px, none below) with the welcome-voucher bubble, and a form that
 * shows only the e-mail field until it has a value or focus, then the site's fields (salutation
 * on HU and AT; first and last name on HU, AT and TR; the commercial-message consent on TR), the
 * personalised-offers consent (hidden when the customer already gave it), the legal texts (age 16,
 * 18 on CZ and SK; HU voucher note; TR deletion and inactivity hints) and the country's links.
 *
 * Validation runs on blur and submit, never while typing; a field's error clears on focus and
 * submit focuses the first invalid field. A logged-in customer (login cookie) gets the form
 * pre-filled from their base data; on AT, HU and TR a pre-filled field is locked. One request is
 * sent however often the button is clicked or Enter pressed; nothing typed is lost on a failure.
 * A filled honeypot field shows success without calling the service. After success the form is
 * replaced by a thank-you heading (focused) and a notice naming the address; it scrolls into
 * view, `sign_up` is pushed to window.dataLayer and `newsletter-success` is dispatched.
 *
 * Confirmation link: the link in the confirmation e-mail opens any page with this element and
 * `?subscriberToken=<token>` in the page url (for example
 * `/?subscriberToken=<token>#newsletter-signup`). The element confirms the subscription
 * (PUT /newsletter-subscribers/<token>/doi, once per page and token) and shows "subscription
 * confirmed" instead of the form; an unknown, replaced or expired link shows the no-longer-valid
 * notice above the form until the e-mail field is focused; an unreachable service shows the
 * generic error likewise.
 *
 * @tag newsletter-signup
 * @summary Double-opt-in newsletter sign-up form with per-country fields and legal texts.
 * @attr {'NEWSLETTER' | 'SHOPPING_CART'} [origin=NEWSLETTER] - Where the sign-up comes from; sent with it and tracked.
 * @attr {string} [origin-addition] - Free text refining the origin (e.g. footer, landing-page); sent and tracked as origin:origin-addition.
 * @attr {string} [title] - Replaces the default title, an invitation to sign up and save the discount. Note that `title` is also HTML's tooltip attribute.
 * @attr {number} [discount=10] - The welcome voucher in percent (1 to 100), shown in the bubble and the default title.
 * @attr {boolean} [scroll-on-success=true] - Scrolls the thank-you message into view after a successful sign-up; scroll-on-success="false" keeps the page still.
 * @attr {boolean} [spa=false] - Single-page-app mode: calls the private newsletter API base (service/newsletter/api/private) instead of the internal one.
 * @attr {number} [heading-level] - The level (1 to 6) of the title and thank-you headings; without it, one below the nearest heading before the element on the page (2 when there is none), so the page's outline never skips a level.
 * @fires {null} newsletter-success - After a successful (or bot-detected) sign-up; bubbles and is composed.
 * @csspart newsletter - The root; data-state is collapsed, expanded, submitting, signed-up or confirmed.
 * @csspart media - The image and bubble column; data-image is shown or none.
 * @csspart image - The newsletter image (decorative).
 * @csspart bubble - The discount bubble.
 * @csspart bubble-discount - The discount in the bubble.
 * @csspart bubble-text - The welcome-voucher wording in the bubble.
 * @csspart content - The title, notices and form (or the success message).
 * @csspart title - The form's title.
 * @csspart form - The form.
 * @csspart details - The fields that appear once the form expands.
 * @csspart salutation - The salutation select's wrapper.
 * @csspart legal - The legal texts and links under the button.
 * @csspart links - The list of country links.
 * @csspart link - One country link.
 * @csspart success - The success message.
 * @csspart success-heading - The thank-you (or confirmed) heading.
 * @csspart notification - A notice (error, info, success); data-state is its state (and the design system's notification-* parts).
 * @csspart button - The sign-up button (and the design system's button-* parts).
 * @csspart input-native - A text field (and the design system's other input-*, select-* and checkbox-* parts; select-native is the salutation select).
 * @cssprop --newsletter-background - The form's background (default the muted surface colour).
 * @cssprop --newsletter-bubble-background - The bubble's background (default the sale colour).
 * @cssprop --newsletter-bubble-color - The bubble's text colour.
 */
export const NewsletterSignupElement = defineShopElement({
  tag: 'newsletter-signup',
  attributes,
  component: NewsletterSignup,
});

type NewsletterSignupAttributes = typeof attributes;

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-signup': ShopElementInstance<NewsletterSignupAttributes>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'newsletter-signup': ShopElementJsxProps<NewsletterSignupAttributes>;
    }
  }
}
