import { dispatchShopEvent } from '../../core/events';
import { getFailedModuleUrl } from '../../../stores/site/index';

/**
 * A dynamic import that raises preload-error on window when it fails (spec header §8 "A failed
 * dynamic module or style preload raises a preload-error event"; docs/architecture.md "DOM
 * events"), naming the element `tag` whose part it is and the address that failed; it still
 * rejects, so the on-demand module (src/shared/on-demand.ts) logs it and imports again on the
 * next intent.
 */
export function raisingPreloadError<T>(
  tag: string,
  importModule: () => Promise<T>,
): () => Promise<T> {
  return () =>
    importModule().catch((error: unknown) => {
      if (typeof window !== 'undefined') {
        dispatchShopEvent(window, 'preload-error', { tag, url: getFailedModuleUrl(error) ?? '' });
      }
      throw error;
    });
}
