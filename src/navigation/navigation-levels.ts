import { raisingPreloadError } from '../ds/lazy/index';
import { onDemand } from '../shared/on-demand';

/**
 * The navigation's levels (navigation-level.tsx: a category's drill-down, the theme worlds), for
 * the desktop flyouts and the phone drawer: loaded on a shopper's intent, not with the bar.
 */
export const navigationLevels = onDemand(
  "the navigation's levels",
  raisingPreloadError('shop-header', () =>
    import('./navigation-level').then((module) => module.NavigationLevel),
  ),
);
