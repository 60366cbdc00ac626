/**
 * The app-install banner (spec header "App-install banner"): on Android and on iOS Chrome a bar
 * above the header with the close button, the headline, a fixed five-star rating with the text
 * (89k) and a call-to-action link to the platform's store (Play Store, App Store). Not inside
 * the shop's own app, not in the reduced header, not once the visitor closed it. On iOS Safari
 * the page gets Safari's smart-banner meta tag instead and this renders nothing. The rules live
 * in stores/app-banner; this view renders what they decide.
 *
 * - A region landmark named 'header.appBanner.label' (a region, not an aside: a complementary
 *   landmark must be top level, and the page may put the header inside its own landmarks).
 * - The rating is one image named 'header.appBanner.rating' (the stars and the (89k) are its
 *   presentational content), so a screen reader hears the full sentence, not "89k".
 * - Closing moves focus to the next control after the banner (where a keyboard user was
 *   heading), else the nearest before it; the banner stays closed in every header, for good.
 * - Nothing is tracked: the spec names no event for the banner.
 *
 * @csspart app-banner - The banner (a region); data-store="play-store|app-store".
 * @csspart app-banner-close - The close button.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { Button } from '../ds/button/index';
import { IconButton } from '../ds/icon-button/index';
import { findFocusAfterClose } from '../ds/notification/notification.logic';
import { Rating } from '../ds/theme/index';
import { useTranslate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  $appBanner,
  closeAppBanner,
  getAppBannerOffer,
  offerSmartAppBanner,
} from '../../stores/app-banner/index';
import css from './app-banner.css?inline';
import { APP_STORE_LINKS } from './header.sites';

export interface AppBannerProps {
  /** The reduced (checkout) header shows no banner. */
  readonly reduced: boolean;
}

/** spec header "App-install banner": "a fixed 5-star rating with the text (89k)". */
const APP_RATING = { stars: 5, countText: '(89k)' } as const;

export function AppBanner({ reduced }: AppBannerProps): ReactElement | null {
  useStyles(css);
  const t = useTranslate();
  const offer = getAppBannerOffer(useStore($appBanner), { reduced });
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (offer === 'SMART_BANNER') {
      offerSmartAppBanner({ iosAppId: APP_STORE_LINKS.iosAppId, reduced });
    }
  }, [offer, reduced]);

  if (offer !== 'PLAY_STORE' && offer !== 'APP_STORE') return null;

  function close(): void {
    const root = rootRef.current;
    if (root) {
      const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
      // before the banner leaves the DOM, or focus would fall back to the page's start
      if (active && root.contains(active)) findFocusAfterClose(root)?.focus();
    }
    closeAppBanner();
  }

  const isPlayStore = offer === 'PLAY_STORE';
  return (
    <section
      ref={rootRef}
      className="header-app-banner"
      part="app-banner"
      aria-label={t('header.appBanner.label')}
      data-store={isPlayStore ? 'play-store' : 'app-store'}
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
        <Button href={isPlayStore ? APP_STORE_LINKS.android : APP_STORE_LINKS.ios} size="small">
          {t('header.appBanner.cta')}
        </Button>
      </span>
    </section>
  );
}
