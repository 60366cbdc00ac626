/**
 * Promotions (spec header "Promotion blocks", §4 "Promotions", §6, §7, §8 "A failed promotion
 * fetch shows nothing").
 *
 * Loading: one load per key (site, promotion id and tag filters, getPromotionKey), shared by
 * every block on the page that names the same key; a block whose id or tags change asks under
 * its new key. While the staff preview cookie (COOKIE_NAMES.preview) is present every load asks
 * the service again (spec header §4 "The fetch repeats ... when a preview cookie is present",
 * §6 "A preview cookie makes promotions reload"): the answer depends on the preview date, so
 * neither an earlier answer nor the page's server-fetched one is reused then.
 *
 * Promotions fetched on the server (spec header §4): a page that rendered promotions on its
 * server puts their answers on `window.shopPromotions`, keyed by the promotion id followed by the
 * block's tag filters (`'~category_banner?anyOfTags=coffee'`), each value the response body
 * `{ type, contentJSON }`, a promise of it, or null for "none" (src/core/api/promotion.ts,
 * readServerPromotion). Such an answer is used instead of a request; a key the page has no
 * usable answer for is fetched.
 *
 * A failed, missing (404) or unusable promotion loads as `promotion: undefined`: the block
 * shows nothing and the page is told nothing (the failure is logged in core/api).
 *
 * The legal hint's state and closing rules are in legal-hint.ts, loaded with the full blocks that
 * show it (on intent: the campaign row's details, the navigation's levels).
 *
 * The voucher code: copied by the writer the view hands in (the Clipboard API or the selection
 * copy, src/promotions/promotions-clipboard.ts: DOM code stays in the views); the result shows
 * for COPY_SUCCESS_MS (spec header §9 "Copy success 3000 ms").
 */
import { atom, map } from 'nanostores';
import { fetchPromotion, readServerPromotion, type Promotion } from '../../src/core/api/promotion';
import { COOKIE_NAMES, COPY_SUCCESS_MS } from '../../src/core/config';
import { getCookie } from '../../src/core/cookies';
import { trackEvent } from '../../src/core/tracking';
import {
  getPromotionClickEvent,
  readPromotionKey,
  type PromotionClick,
  type PromotionKey,
} from './promotions.rules';

export type { Promotion } from '../../src/core/api/promotion';
export {
  BENEFIT_TRACKING_NAMES,
  MAX_BENEFIT_LINKS,
  getPromotionKey,
  type PromotionBlockRequest,
  type PromotionClick,
  type PromotionKey,
} from './promotions.rules';

export type PromotionEntry =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly promotion: Promotion | undefined };

/** Every promotion asked for on this page, by key; a key not asked for yet is absent. */
export const $promotions = map<Record<PromotionKey, PromotionEntry>>({});

const pendingLoads = new Map<PromotionKey, Promise<void>>();

function isPreviewActive(): boolean {
  return getCookie(COOKIE_NAMES.preview) !== undefined;
}

async function getPromotion(key: PromotionKey, preview: boolean): Promise<Promotion | undefined> {
  const { site, request } = readPromotionKey(key);
  if (!preview) {
    const fromServer = await readServerPromotion(request);
    if (fromServer !== undefined) return fromServer ?? undefined;
  }
  return fetchPromotion(request, { site, preview });
}

/**
 * Loads the promotion of a key unless it is loaded or loading already (or, during a staff
 * preview, unless it is loading). Never rejects.
 */
export function loadPromotion(key: PromotionKey): Promise<void> {
  const pending = pendingLoads.get(key);
  if (pending) return pending;
  const preview = isPreviewActive();
  const entry = $promotions.get()[key];
  if (entry?.status === 'loaded' && !preview) return Promise.resolve();
  // during a preview reload the shown promotion stays until the new one is there
  if (!entry) $promotions.setKey(key, { status: 'loading' });
  // a load that resetPromotions forgot while it ran brings nothing in
  const isCurrent = (): boolean => pendingLoads.get(key) === load;
  const load: Promise<void> = getPromotion(key, preview)
    .then((promotion) => {
      if (isCurrent()) $promotions.setKey(key, { status: 'loaded', promotion });
    })
    // getPromotion never rejects; a throwing subscriber must not reject the load either
    .catch(() => undefined)
    .finally(() => {
      if (isCurrent()) pendingLoads.delete(key);
    });
  pendingLoads.set(key, load);
  return load;
}

// ---------------------------------------------------------------------------------------------
// Voucher copy and tracking

export type VoucherCopyStatus = 'copied' | 'failed';

/** The last copy's result, for COPY_SUCCESS_MS; owner is the block that copied. */
export const $voucherCopy = atom<
  { readonly owner: string; readonly status: VoucherCopyStatus } | undefined
>(undefined);

let copyResetTimer: ReturnType<typeof setTimeout> | undefined;

/** spec header §7 promotion_click, and the benefit links' VK names. */
export function trackPromotionClick(click: PromotionClick): void {
  void trackEvent(getPromotionClickEvent(click));
}

/**
 * Copies a block's voucher code with `write` (the view's clipboard writer, resolving to whether
 * the text got there) and shows the result for 3 s (spec header §9).
 */
export async function copyVoucherCode({
  owner,
  promotionId,
  code,
  write,
}: {
  readonly owner: string;
  readonly promotionId: string;
  readonly code: string;
  readonly write: (text: string) => Promise<boolean>;
}): Promise<void> {
  trackPromotionClick({ kind: 'voucher_copy', promotionId, code });
  const copied = await write(code);
  clearTimeout(copyResetTimer);
  $voucherCopy.set({ owner, status: copied ? 'copied' : 'failed' });
  copyResetTimer = setTimeout(() => {
    copyResetTimer = undefined;
    $voucherCopy.set(undefined);
  }, COPY_SUCCESS_MS);
}

/**
 * A promotion's entry, not kept: the server renderer of the page border (elements/server) asks it
 * per render (never from a page's server answers, never as a preview). Never rejects.
 */
export async function fetchPromotionEntry(key: PromotionKey): Promise<PromotionEntry> {
  return { status: 'loaded', promotion: await getPromotion(key, false) };
}

/**
 * Takes over the promotions a server render used (embedded in the page-border fragment): a
 * loaded key is not asked for again (unless a staff preview runs).
 */
export function seedPromotions(entries: Readonly<Record<PromotionKey, PromotionEntry>>): void {
  for (const [key, entry] of Object.entries(entries) as [PromotionKey, PromotionEntry][]) {
    if (entry?.status === 'loaded' && !$promotions.get()[key]) $promotions.setKey(key, entry);
  }
}

/**
 * Forgets every promotion, closes the legal text and the copy result (tests). A load still
 * running drops its answer.
 */
export function resetPromotions(): void {
  pendingLoads.clear();
  $promotions.set({});
  clearTimeout(copyResetTimer);
  copyResetTimer = undefined;
  $voucherCopy.set(undefined);
}
