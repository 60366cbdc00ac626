/**
 * What the newsletter element shows of an outcome (spec footer §2, §8): the thank-you heading and
 * notice after a sign-up, the confirmed heading after a confirmation link, and the confirmation
 * link's notices above the form (confirming, no longer valid, failed).
 */
import type { Ref } from 'react';
import { Notification } from '../ds/notification/index';
import type { HeadingLevel } from '../shared/heading-level';
import type { Translate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import type { DoiNotice as DoiNoticeKind } from '../../stores/newsletter/index';
import partsCss from './newsletter-parts.css?inline';

export interface NewsletterSuccessProps {
  /** Signed up here (else: confirmed through the link). */
  readonly signedUp: boolean;
  /** The address the confirmation e-mail goes to, when known (rendered as text). */
  readonly submittedEmail: string | undefined;
  readonly headingLevel: HeadingLevel;
  readonly headingId: string;
  /** The heading takes focus after a sign-up from inside the form (newsletter.tsx). */
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly t: Translate;
}

export function NewsletterSuccess({
  signedUp,
  submittedEmail,
  headingLevel,
  headingId,
  headingRef,
  t,
}: NewsletterSuccessProps) {
  useStyles(partsCss);
  const Heading = `h${headingLevel}` as const;
  return (
    <div part="success" className="newsletter__success">
      <Heading
        ref={headingRef}
        id={headingId}
        part="success-heading"
        className="newsletter__heading"
        tabIndex={-1}
      >
        {t(signedUp ? 'newsletter.success.heading' : 'newsletter.doi.confirmed.heading')}
      </Heading>
      <Notification state="success" variant="copysize">
        {!signedUp
          ? t('newsletter.doi.confirmed.notice')
          : submittedEmail
            ? t('newsletter.success.notice', { email: submittedEmail })
            : t('newsletter.success.noticeWithoutAddress')}
      </Notification>
    </div>
  );
}

/** The confirmation link's state above the form (spec footer §2, §8). */
export function DoiNotice({
  notice,
  t,
}: {
  readonly notice: DoiNoticeKind | undefined;
  readonly t: Translate;
}) {
  switch (notice) {
    case undefined:
      return null;
    case 'confirming':
      return (
        <Notification state="info" variant="copysize">
          {t('newsletter.doi.confirming')}
        </Notification>
      );
    case 'linkInvalid':
      return (
        <Notification state="error" variant="copysize">
          {t('newsletter.error.doiLinkInvalid')}
        </Notification>
      );
    case 'failed':
      return (
        <Notification state="error" variant="copysize">
          {t('newsletter.error.generic')}
        </Notification>
      );
    default:
      return notice satisfies never;
  }
}
