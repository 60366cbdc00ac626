import { describeError, logger } from '../../src/core/logger';
import type * as ChangesModule from './cart.changes';

export type CartChanges = typeof ChangesModule;

/**
 * The change code (cart.changes.ts with the change call and its schemas) is not loaded with the
 * page (issue 15: a page shows the cart without changing it): the script API's first modify
 * imports it, and the mini cart's panel loads it with itself, so a removal in the panel changes
 * the cart at once. A failed import is forgotten, so the next modify or intent imports again.
 */
let changesCode: Promise<CartChanges> | undefined;
let changes: CartChanges | undefined;

/** The change code once it has loaded, else undefined. */
export const loadedCartChanges = (): CartChanges | undefined => changes;

export function loadCartChanges(): Promise<CartChanges> {
  changesCode ??= import('./cart.changes').then(
    (code) => (changes = code),
    (error: unknown) => {
      changesCode = undefined;
      throw error;
    },
  );
  return changesCode;
}

/**
 * The change code, imported if it is not there yet; undefined when it cannot be loaded, logged
 * with what tries again (`nextTry`: the next modify, the next removal) and `context`.
 */
export async function importCartChanges(
  nextTry: string,
  context: Readonly<Record<string, unknown>> = {},
): Promise<CartChanges | undefined> {
  try {
    return await loadCartChanges();
  } catch (error) {
    logger.error(`The cart change could not be loaded; the next ${nextTry} tries again`, {
      ...context,
      error: describeError(error),
    });
    return undefined;
  }
}
