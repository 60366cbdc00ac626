/**
 * The staff preview and A/B test calls (spec footer §7, §8). They are made only for a visitor
 * with the staff auth cookie, and the session calls only after the auth check said yes
 * (stores/preview).
 *
 * The token call is a POST with the A/B selection in the query and `{ previewDateTime }` as the
 * JSON body (spec footer §7 leaves GET or POST open): it changes the staff session on the
 * server (the `preview` cookie it sets), so it must not be a cacheable or prefetchable GET, and
 * a POST carries the CSRF header like every other state-changing call of the shop.
 */

import { request } from '../http';
import { logger } from '../logger';
import {
  abTestListSchema,
  previewAuthSchema,
  previewTokenSchema,
  type AbTest,
  type PreviewAuthResponse,
} from '../schemas/preview';
import { requestOrUndefined } from './request-or-undefined';

export const PREVIEW_PATHS = {
  checkAuth: '/service/preview/api/auth/checkauth',
  renew: '/service/preview/api/auth/login/renew',
  logout: '/service/preview/api/auth/logout',
  token: '/service/preview/api/token',
} as const;

export const AB_TEST_PATHS = {
  assignment: '/service/abtestfrontend/api/v1/getassignment',
  testsAt: '/service/abtestfrontend/api/v1/gettestsat',
} as const;

/**
 * GET checkauth: the staff session's current preview settings; undefined after any failure
 * (logged). Whether `status` says SUCCESS is the store's to decide.
 */
export function checkPreviewAuth(signal?: AbortSignal): Promise<PreviewAuthResponse | undefined> {
  return requestOrUndefined(PREVIEW_PATHS.checkAuth, {
    schema: previewAuthSchema,
    cache: 'no-store',
    logSource: 'preview checkauth',
    ...(signal ? { signal } : {}),
  });
}

/** GET login/renew (spec footer §7): the answer is not read. Never rejects; a failure is logged. */
export async function renewPreviewSession(): Promise<void> {
  try {
    await request(PREVIEW_PATHS.renew, { expectNoContent: true, cache: 'no-store' });
  } catch (error) {
    logger.warn('The staff preview session renewal failed', { source: 'preview renew', error });
  }
}

/** GET logout (spec footer §8 "A failed logout is only logged"). Never rejects. */
export async function logoutPreviewSession(): Promise<void> {
  try {
    await request(PREVIEW_PATHS.logout, { expectNoContent: true, cache: 'no-store' });
  } catch (error) {
    logger.error('The staff preview logout failed', { source: 'preview logout', error });
  }
}

/**
 * GET getassignment, fire-and-forget (spec footer §7 "response ignored", §8 "A failed assignment
 * call is ignored"): not even logged. Never rejects.
 */
export async function requestAbTestAssignment(): Promise<void> {
  try {
    await request(AB_TEST_PATHS.assignment, { expectNoContent: true, cache: 'no-store' });
  } catch {
    // ignored by the spec's rule
  }
}

/**
 * GET gettestsat?time={isoDateTime}: the tests running at that time. Rejects with the http.ts
 * errors (a list of the wrong shape is a SchemaError).
 */
export function fetchActiveAbTests(time: string, signal?: AbortSignal): Promise<AbTest[]> {
  return request(AB_TEST_PATHS.testsAt, {
    schema: abTestListSchema,
    query: { time },
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
}

export interface PreviewTokenRequest {
  /** The test's name; '' for no A/B test. */
  readonly test: string;
  /** The group's name; '' for no A/B test. */
  readonly group: string;
  /** ISO 8601 date-time the shop is previewed at. */
  readonly previewDateTime: string;
}

/**
 * POST token?test={name}&group={name} with `{ previewDateTime }`: resolves with the answer's
 * status (SUCCESS, BAD_REQUEST, ...); rejects with the http.ts errors, e.g. a ResponseError for
 * the 400, 401 and 500 answers that carry those statuses.
 */
export async function requestPreviewToken({
  test,
  group,
  previewDateTime,
}: PreviewTokenRequest): Promise<string> {
  const answer = await request(PREVIEW_PATHS.token, {
    method: 'POST',
    // URLSearchParams encodes the names: a `&`, `#` or `=` in a service-given name stays inside
    // its own parameter
    query: { test, group },
    body: { previewDateTime },
    schema: previewTokenSchema,
  });
  return answer.status;
}
