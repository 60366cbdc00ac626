/**
 * The store finder icon with its flyout (spec header "Store finder flyout"). The panel's body
 * (store-finder-panel.tsx, in header-panels.tsx with the user menu's) is imported on the first
 * sign of intent at the icon: a shopper who never reaches for either never loads it.
 */
import { raisingPreloadError } from '../ds/lazy/index';
import { onDemand } from '../shared/on-demand';
import { useTranslate } from '../shared/shop-context';
import { HeaderFlyout } from './header-flyout';

const storeFinderPanel = onDemand(
  "the store finder's panel",
  raisingPreloadError('shop-header', () =>
    import('./header-panels').then((module) => module.StoreFinderPanel),
  ),
);

export function StoreFinderIcon() {
  const t = useTranslate();
  return (
    <HeaderFlyout
      kind="STORE_FINDER"
      icon="store"
      label={t('header.storeFinder.icon')}
      title={t('header.storeFinder.title')}
      trackingTarget="store_finder"
      body={storeFinderPanel}
    />
  );
}
