/**
 * The suggestion call (spec header §7: GET /service/searchfrontend/api/suggestions with q, site,
 * maxSearchTerms 10, maxProducts 5; "Retried up to 4 times, 2 s apart, while status is 400 or
 * higher"). Loaded with the search box's suggestions on a shopper's intent; the cachekey call,
 * made on the header's load, is apart (search.ts).
 *
 * Only answers with a status retry: a network failure, a timeout or a malformed body fails at
 * once (the next keystroke asks again anyway), and an abort ends the loop silently.
 */

import { SUGGEST_MAX_PRODUCTS, SUGGEST_MAX_SEARCH_TERMS, SUGGESTION_RETRY } from '../config';
import { ResponseError, request } from '../http';
import { retry } from '../retry';
import { suggestionResponseSchema, type SuggestionResponse } from '../schemas/search';
import type { Site } from '../sites';

export const SUGGESTIONS_PATH = '/service/searchfrontend/api/suggestions';

export function isRetriedSuggestionError(error: unknown): boolean {
  return error instanceof ResponseError && error.status >= SUGGESTION_RETRY.minRetriedStatus;
}

/** Resolves with the validated suggestions; rejects with the last error (http.ts errors). */
export function fetchSuggestions(
  query: string,
  site: Site,
  signal?: AbortSignal,
): Promise<SuggestionResponse> {
  return retry(
    (attempt) =>
      request(SUGGESTIONS_PATH, {
        schema: suggestionResponseSchema,
        query: {
          q: query,
          site,
          maxSearchTerms: SUGGEST_MAX_SEARCH_TERMS,
          maxProducts: SUGGEST_MAX_PRODUCTS,
        },
        site,
        signal: attempt.signal,
      }),
    {
      backoff: 'fixed',
      retries: SUGGESTION_RETRY.retries,
      delayMs: SUGGESTION_RETRY.delayMs,
      shouldRetry: isRetriedSuggestionError,
      ...(signal ? { signal } : {}),
      logContext: { source: 'suggestions' },
    },
  );
}
