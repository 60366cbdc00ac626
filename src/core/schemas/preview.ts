/**
 * Schemas of the staff preview and A/B test calls (spec footer §3 "A/B test: name and groups
 * (each with a name)", "Preview status response: status, dateTime, abTestName, abTestGroup"; §7).
 *
 * looseObject as everywhere (schemas/personal-data.ts). Every text here comes from a service and
 * is untrusted: views render it as text, and test and group names go back to the server only
 * as encoded query values. A list of the wrong shape fails as a whole (docs/architecture.md
 * "Services"); a test whose `groups` are missing or null is a test with no groups.
 */

import * as v from 'valibot';

/** spec footer §7: the statuses the preview service answers with; only SUCCESS means done. */
export const PREVIEW_STATUSES = [
  'SUCCESS',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
  'UNAUTHORIZED',
] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];
export const PREVIEW_SUCCESS: PreviewStatus = 'SUCCESS';

/**
 * GET /service/preview/api/auth/checkauth. `status` stays a string: an unknown status is "not
 * authorised", not a broken answer. `dateTime` is the preview date-time in ISO 8601; the A/B
 * fields are null (or absent) when no test is chosen.
 */
export const previewAuthSchema = v.looseObject({
  status: v.string(),
  dateTime: v.nullish(v.string()),
  abTestName: v.nullish(v.string()),
  abTestGroup: v.nullish(v.string()),
});
export type PreviewAuthResponse = v.InferOutput<typeof previewAuthSchema>;

export const abTestGroupSchema = v.looseObject({ name: v.string() });

export const abTestSchema = v.looseObject({
  name: v.string(),
  groups: v.nullish(v.array(abTestGroupSchema), []),
});
export type AbTest = v.InferOutput<typeof abTestSchema>;

/** GET /service/abtestfrontend/api/v1/gettestsat?time=: the tests running at that time. */
export const abTestListSchema = v.array(abTestSchema);

/** GET or POST /service/preview/api/token: the outcome of applying the settings. */
export const previewTokenSchema = v.looseObject({ status: v.string() });
