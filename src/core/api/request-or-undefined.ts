/**
 * The "silent failure" policy shared by the calls whose failure shows the visitor nothing (spec
 * header §8 "Silent failures": non-OK responses log an error with the status and return nothing,
 * exceptions are logged and return nothing; likewise navigation, flyout, promotion and footer
 * fetches). Calls whose failure the visitor sees (cart, newsletter) use http.ts directly.
 */

import type * as v from 'valibot';
import { FetchError, ResponseError, request, type ReadRequestOptions } from '../http';
import { logger } from '../logger';

export interface RequestOrUndefinedOptions<
  TSchema extends v.GenericSchema,
> extends ReadRequestOptions<TSchema> {
  /** Names the call in the log, e.g. 'psdata'. */
  readonly logSource: string;
}

/** Resolves with the validated data, or with undefined after logging why there is none. */
export async function requestOrUndefined<TSchema extends v.GenericSchema>(
  path: string,
  options: RequestOrUndefinedOptions<TSchema>,
): Promise<v.InferOutput<TSchema> | undefined> {
  const { logSource, ...requestOptions } = options;
  try {
    return await request(path, requestOptions);
  } catch (error) {
    if (error instanceof ResponseError) {
      logger.error(`${logSource} request failed with status ${error.status}`, {
        source: logSource,
        path,
        status: error.status,
      });
    } else if (error instanceof FetchError && error.reason === 'aborted') {
      // the caller aborted (an element went away): nothing failed
    } else {
      logger.error(`${logSource} request failed`, { source: logSource, path, error });
    }
    return undefined;
  }
}
