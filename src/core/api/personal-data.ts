/**
 * Personal data calls (spec header §3 "Personal header data", §4 "Personal data", §7, §8; footer
 * §4 Footer, §7). Both resolve to undefined on any failure, after logging (spec header §8
 * "Silent failures"): the header then shows the logged-out state and the footer its newsletter
 * block, which is what a visitor without data sees anyway.
 *
 * Page-level sharing (spec header §4 "Read from a global promise if present, otherwise fetched";
 * §7 /json/psdata "the result is exposed globally for reuse"): a page, or another fragment on it,
 * may put a promise of the response body on `window.shopPersonalData` or `window.shopPsdata`.
 * When present it is used instead of a request, and validated like a response. fetchPsdata also
 * puts its own request there, so the header, the footer and page scripts make one request.
 */

import * as v from 'valibot';
import { logger } from '../logger';
import {
  customerFrontendDataSchema,
  psdataSchema,
  type CustomerFrontendData,
  type Psdata,
} from '../schemas/personal-data';
import { requestOrUndefined } from './request-or-undefined';
import type { Site } from '../sites';

export const PERSONAL_DATA_PATH = '/service/customerfrontenddata/api/v1/psdata';
export const PSDATA_PATH = '/json/psdata';

declare global {
  interface Window {
    /** A promise of the customer frontend data body, put there by the page (optional). */
    shopPersonalData?: PromiseLike<unknown>;
    /** A promise of the /json/psdata body, put there by the page or by fetchPsdata. */
    shopPsdata?: PromiseLike<unknown>;
  }
}

type SharedKey = 'shopPersonalData' | 'shopPsdata';

function readShared(key: SharedKey): PromiseLike<unknown> | undefined {
  try {
    const value: unknown = typeof window === 'undefined' ? undefined : window[key];
    return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function'
      ? (value as PromiseLike<unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

async function readSharedPromise<TSchema extends v.GenericSchema>(
  shared: PromiseLike<unknown>,
  schema: TSchema,
  logSource: string,
): Promise<v.InferOutput<TSchema> | undefined> {
  let body: unknown;
  try {
    body = await shared;
  } catch (error) {
    logger.error(`${logSource} shared promise failed`, { source: logSource, error });
    return undefined;
  }
  // a shared request that failed has logged already and resolves to undefined
  if (body === undefined) return undefined;
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  logger.error(`${logSource} shared promise holds an unexpected shape`, {
    source: logSource,
    issues: result.issues.map((issue) => issue.message),
  });
  return undefined;
}

function isLocalhost(): boolean {
  try {
    return globalThis.location?.hostname === 'localhost';
  } catch {
    return false;
  }
}

export interface FetchPersonalDataOptions {
  readonly signal?: AbortSignal;
  /** The site header's value: the asking element's site (else the site cookie's, as http.ts does). */
  readonly site?: Site;
  /**
   * spec header §4: "On localhost nothing is fetched" (a developer machine has no customer
   * service). Default true; the demo, which serves a fake backend on localhost, passes false.
   */
  readonly skipOnLocalhost?: boolean;
}

/** GET /service/customerfrontenddata/api/v1/psdata: login status, customer name, beans, statuses. */
export async function fetchPersonalData(
  options: FetchPersonalDataOptions = {},
): Promise<CustomerFrontendData | undefined> {
  const shared = readShared('shopPersonalData');
  if (shared) return readSharedPromise(shared, customerFrontendDataSchema, 'personal data');
  if ((options.skipOnLocalhost ?? true) && isLocalhost()) return undefined;
  // spec header §7: accept JSON, site, long-term token and CSRF headers (http.ts adds them from
  // their cookies), no cache, credentials
  return requestOrUndefined(PERSONAL_DATA_PATH, {
    schema: customerFrontendDataSchema,
    cache: 'no-store',
    logSource: 'personal data',
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.site ? { site: options.site } : {}),
  });
}

/**
 * GET /json/psdata: the footer reads nl_status. No abort signal: the request is shared with
 * every other reader on the page, so one reader going away must not cancel it for the rest.
 */
export function fetchPsdata(): Promise<Psdata | undefined> {
  const shared = readShared('shopPsdata');
  if (shared) return readSharedPromise(shared, psdataSchema, 'psdata');
  const pending = requestOrUndefined(PSDATA_PATH, {
    schema: psdataSchema,
    cache: 'no-store',
    logSource: 'psdata',
  });
  try {
    window.shopPsdata = pending;
  } catch {
    // a frozen or proxied window: the request still serves this caller
  }
  void pending.then((data) => {
    // a failed request is not kept for reuse: the next reader asks again
    try {
      if (data === undefined && window.shopPsdata === pending) delete window.shopPsdata;
    } catch {
      // see above
    }
  });
  return pending;
}
