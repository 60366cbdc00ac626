/**
 * Schemas of the personal data calls (spec header §3 "Personal header data", §7; footer §3, §7).
 *
 * Pattern for every service: `schemas/<domain>.ts` holds the valibot schemas of that domain's
 * responses and the types inferred from them; `api/<domain>.ts` holds the typed calls. Schemas
 * use looseObject: the specs list only the fields the shop reads ("the full field list ... is not
 * shown"), and an extra field the server adds tomorrow must not turn into a failed call. Fields the
 * views need are checked strictly; a wrong type there makes the response unusable, on purpose.
 */

import * as v from 'valibot';

/** spec header §3, §6. */
export const LOGIN_STATUSES = ['LOGGED_IN', 'REMEMBERED', 'LOGGED_OUT'] as const;
export const loginStatusSchema = v.picklist(LOGIN_STATUSES);
export type LoginStatus = v.InferOutput<typeof loginStatusSchema>;

/**
 * GET /service/customerfrontenddata/api/v1/psdata (spec header §7). Customer and statuses are
 * optional: a logged-out visitor has neither, and null is accepted where a server serialises an
 * absent object or name as null.
 */
export const customerFrontendDataSchema = v.looseObject({
  tracking: v.looseObject({ loginStatus: loginStatusSchema }),
  customer: v.nullish(
    v.looseObject({
      firstname: v.nullish(v.string()),
      lastname: v.nullish(v.string()),
      loyaltyBeans: v.nullish(v.number()),
    }),
  ),
  statuses: v.nullish(
    v.looseObject({
      isCommunityMember: v.nullish(v.boolean()),
      /** spec header §3 "a card-member status flag": loyalty beans show for card members only. */
      isCardMember: v.nullish(v.boolean()),
    }),
  ),
});
export type CustomerFrontendData = v.InferOutput<typeof customerFrontendDataSchema>;

/**
 * spec footer §3: nl_status values WAITING_FOR_DOI and SUBSCRIBED hide the footer newsletter
 * block; the other values are not listed, so the schema accepts any string.
 */
export const NEWSLETTER_STATUS = {
  waitingForDoi: 'WAITING_FOR_DOI',
  subscribed: 'SUBSCRIBED',
} as const;

/** GET /json/psdata (spec header §7, footer §7): only nl_status is read. */
export const psdataSchema = v.looseObject({
  nl_status: v.nullish(v.string()),
});
export type Psdata = v.InferOutput<typeof psdataSchema>;
