/**
 * A refused cart change as the script API's modify rejects with it (docs/architecture.md "Script
 * API"): loaded with the page, apart from the change code (cart.changes.ts, loaded with the first
 * change), since a change whose code could not load is refused this way too.
 */
import { loadCatalogue, translate } from '../../i18n/index';
import type { MessageKey } from '../../i18n/types';
import { formatNumber } from '../../src/core/format';
import {
  isCartLimitCode,
  type CartErrorCode,
  type CartLimitCode,
} from '../../src/core/schemas/cart';
import { getLocale, type Site } from '../../src/core/sites';

/** A refused change: the code, the limit number of a limit error, the localized message. */
export class CartChangeFailedError extends Error {
  override readonly name = 'CartChangeFailedError';
  constructor(
    message: string,
    readonly code: CartErrorCode | CartLimitCode,
    readonly limit: number | undefined,
  ) {
    super(message);
  }
}

/** The localized message of a refused change; the code itself when the messages cannot load. */
export async function getChangeErrorMessage(
  site: Site,
  code: CartErrorCode | CartLimitCode,
  limit: number | undefined,
): Promise<string> {
  const key: MessageKey =
    isCartLimitCode(code) && limit !== undefined ? `cart.limit.${code}` : 'cart.error.change';
  try {
    const catalogue = await loadCatalogue(getLocale(site));
    return translate(catalogue, key, { limit: formatNumber(limit ?? 0, site) });
  } catch {
    // without the messages the code is still better than nothing
    return code;
  }
}
