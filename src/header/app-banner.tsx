/**
 * The app-install banner's place in the header (spec header "App-install banner"): on Android
 * and on iOS Chrome the banner (app-banner-view.tsx), not inside the shop's own app, not in the
 * reduced header, not once the visitor closed it; on iOS Safari Safari's smart-banner meta tag in
 * the page's head instead. The rules live in stores/app-banner; this decides from them.
 *
 * The banner's code (the view, its stylesheet, the star rating) loads only where it shows
 * (issue 15, the page's byte budget): the offer is known on load from the store's facts
 * (platform, app cookie, closed flag) and the header's `reduced`, so no other page pays for it.
 * The banner lies over the page (app-banner.css), so it shifts nothing whenever it appears; the
 * header's first render still waits for the chunk (the view suspends with no Suspense boundary
 * of ours above it), so the header appears whole, its `rendered` marker included. A failed import raises preload-error and is logged; that
 * header shows no banner and the next header that mounts imports again.
 */
import { useStore } from '@nanostores/react';
import { lazy, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { raisingPreloadError } from '../ds/lazy/index';
import { onDemand } from '../shared/on-demand';
import { useServerValue } from '../shared/use-hydrating';
import {
  $appBanner,
  closeAppBanner,
  getAppBannerOffer,
  offerSmartAppBanner,
  UNKNOWN_APP_BANNER_FACTS,
} from '../../stores/app-banner/index';
import { APP_STORE_LINKS } from './app-banner.sites';
import type { AppBannerViewProps } from './app-banner-view';

const appBannerView = onDemand(
  'the app banner',
  raisingPreloadError('shop-header', () => import('./app-banner-view')),
  { shownOnLoad: true },
);

function NoBanner(): null {
  return null;
}

/** The view once loaded, else one that suspends until the import settles (nothing if it failed). */
function chooseView(): ComponentType<AppBannerViewProps> {
  return (
    appBannerView.loaded()?.AppBannerView ??
    lazy<ComponentType<AppBannerViewProps>>(() =>
      appBannerView.load().then(
        (module) => ({ default: module.AppBannerView }),
        () => ({ default: NoBanner }),
      ),
    )
  );
}

export interface AppBannerProps {
  /** The reduced (checkout) header shows no banner. */
  readonly reduced: boolean;
}

export function AppBanner({ reduced }: AppBannerProps): ReactElement | null {
  // the visitor's browser is not in a server-rendered fragment: no banner until it hydrated
  const facts = useServerValue(useStore($appBanner), UNKNOWN_APP_BANNER_FACTS);
  const offer = getAppBannerOffer(facts, { reduced });
  // chosen once per mount: a view whose type changed later would remount the banner (focus lost)
  const [View] = useState(chooseView);

  useEffect(() => {
    if (offer === 'SMART_BANNER')
      offerSmartAppBanner({ iosAppId: APP_STORE_LINKS.iosAppId, reduced });
  }, [offer, reduced]);

  if (offer !== 'PLAY_STORE' && offer !== 'APP_STORE') return null;
  const isPlayStore = offer === 'PLAY_STORE';
  return (
    <View
      store={isPlayStore ? 'play-store' : 'app-store'}
      href={isPlayStore ? APP_STORE_LINKS.android : APP_STORE_LINKS.ios}
      onClose={closeAppBanner}
    />
  );
}
