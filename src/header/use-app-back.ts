import { logger } from '../core/logger';
import type { Platform } from '../core/sites';
import { hasBackButton } from './header.logic';

declare global {
  interface Window {
    /**
     * The shop's mobile app exposes its own back action here (docs/architecture.md "Header"):
     * `window.shopApp = { back() { ... } }`. The header's back button calls it when present,
     * else the browser's history.back(); one that throws is logged and history.back() follows.
     */
    shopApp?: { back?: () => void };
  }
}

function getAppBackAction(): (() => void) | undefined {
  try {
    const back = window.shopApp?.back;
    return typeof back === 'function' ? back : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The back button's action (docs/architecture.md "Header"): the app's back action when the page
 * exposes one, else history.back(). An app action that throws is logged and the browser goes back
 * instead: a back button that does nothing would leave the visitor stuck on the page.
 */
function goBack(): void {
  const appBack = getAppBackAction();
  if (appBack) {
    try {
      appBack.call(window.shopApp);
      return;
    } catch (error) {
      logger.error('shopApp.back failed', { error });
    }
  }
  window.history.back();
}

/**
 * The back button's action (spec footer "Header shell": the back button calls the mobile app's
 * back action if present, otherwise browser history back) when the header shows the button on
 * this platform (header.logic.ts hasBackButton: the page's app action is read on each render, as
 * the app may set it at any time), else undefined: no back button.
 */
export function useAppBack(platform: Platform): (() => void) | undefined {
  return hasBackButton(platform, getAppBackAction() !== undefined) ? goBack : undefined;
}
