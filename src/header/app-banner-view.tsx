/**
 * The app-install banner's view (spec header "App-install banner"), loaded only where it shows
 * (app-banner.tsx decides, from the store): on Android and on iOS Chrome a bar
 * over the page at the window's bottom edge, as a smart app banner is (it takes no room in the
 * page: issue 24, the header's height never depends on the device), with the close button, the
 * headline, a fixed five-star rating with the text
 * (89k) and a call-to-action link to the platform's store (Play Store, App Store). Not inside
 * the shop's own app, not in the reduced header, not once the visitor closed it (those rules
 * live in stores/app-banner). It imports no store, so the store stays in the header's own chunk
 * and is not split into one the page would load beside it.
 *
 * - A region landmark named 'header.appBanner.label' (a region, not an aside: a complementary
 *   landmark must be top level, and the page may put the header inside its own landmarks).
 * - The rating is one image named 'header.appBanner.rating' (the stars and the (89k) are its
 *   presentational content), so a screen reader hears the full sentence, not "89k".
 * - Closing moves focus to the next control after the banner (where a keyboard user was
 *   heading), else the nearest before it, then calls `onClose` (the store closes the banner in
 *   every header, for good).
 * - Nothing is tracked: the spec names no event for the banner.
 *
 * @csspart app-banner - The banner (a region); data-store="play-store|app-store".
 * @csspart app-banner-close - The close button.
 */
import { useRef, type ReactElement } from 'react';
import { Button } from '../ds/button/index';
import { IconButton } from '../ds/icon-button/index';
import { moveFocusOutOf } from '../ds/focus/index';
import { Rating } from '../ds/rating/index';
import { useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import css from './app-banner.css?inline';

export interface AppBannerViewProps {
  /** Where the call to action goes: the Play Store (Android) or the App Store (iOS Chrome). */
  readonly store: 'play-store' | 'app-store';
  /** The store page of the app (APP_STORE_LINKS). */
  readonly href: string;
  /** After the close button was pressed and focus moved on. */
  readonly onClose: () => void;
}

/** spec header "App-install banner": "a fixed 5-star rating with the text (89k)". */
const APP_RATING = { stars: 5, countText: '(89k)' } as const;

export function AppBannerView({ store, href, onClose }: AppBannerViewProps): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const rootRef = useRef<HTMLElement>(null);

  function close(): void {
    // before it leaves the DOM
    moveFocusOutOf(rootRef.current);
    onClose();
  }

  return (
    <section
      ref={rootRef}
      className="header-app-banner"
      part="app-banner"
      aria-label={t('header.appBanner.label')}
      data-store={store}
    >
      <IconButton
        label={t('header.appBanner.close')}
        icon="close"
        part="app-banner-close"
        onClick={close}
      />
      <div className="header-app-banner__text">
        <p className="header-app-banner__headline">{t('header.appBanner.headline')}</p>
        <p className="header-app-banner__rating">
          <span
            role="img"
            aria-label={t('header.appBanner.rating')}
            className="header-app-banner__stars"
          >
            <Rating id="appBannerRating" value={APP_RATING.stars} />
            <span className="header-app-banner__count">{APP_RATING.countText}</span>
          </span>
        </p>
      </div>
      <span className="header-app-banner__cta">
        <Button href={href} size="small">
          {t('header.appBanner.cta')}
        </Button>
      </span>
    </section>
  );
}
