/**
 * The search service's cachekey call (spec header §7), made on the header's load. The suggestion
 * call is apart (suggestions.ts): it loads with the search box's suggestions on intent.
 */

import { request } from '../http';
import { logger } from '../logger';
import type { Site } from '../sites';

export const CACHE_KEY_PATH = '/service/searchfrontend/api/cachekey';

/**
 * spec header §7: GET /service/searchfrontend/api/cachekey on header load, no payload, the
 * response unused (it warms the search service's cache for this visitor). Never rejects: a
 * failure is logged and changes nothing for the visitor.
 */
export async function requestSearchCacheKey(site: Site): Promise<void> {
  try {
    await request(CACHE_KEY_PATH, { expectNoContent: true, site });
  } catch (error) {
    logger.warn('The search cache key call failed', { source: 'cachekey', error });
  }
}
