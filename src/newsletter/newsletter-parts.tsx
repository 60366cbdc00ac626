/**
 * What the newsletter element shows beyond the e-mail field, the button and the title (issue 15,
 * the page's byte budget): the fields of the expanded form with the design system's checkbox,
 * the legal texts and links, and the outcomes (thank-you, confirmation-link notices, the generic
 * error) with the design system's notification. spec footer §2: "Initially only the e-mail field
 * shows"; so this module is imported on the first sign of interest in that field (pointer, focus,
 * touch, typing), at once when a value is there to expand the form (a pre-fill) and when the page
 * url carries a confirmation link (newsletter-form.tsx, newsletter.tsx).
 */
import { Notification } from '../ds/notification/index';
import type { Translate } from '../shared/shop-context';

export { NewsletterDetails } from './newsletter-fields';
export { NewsletterLegal } from './newsletter-legal';
export { DoiNotice, NewsletterSuccess } from './newsletter-success';

/** spec footer §8: any failure but the refused address; keyed by the submit, so read again. */
export function GenericError({ t }: { readonly t: Translate }) {
  return (
    <Notification state="error" variant="copysize">
      {t('newsletter.error.generic')}
    </Notification>
  );
}
