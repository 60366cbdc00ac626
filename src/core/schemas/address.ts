/**
 * An address from a service or the CMS, as a schema: the one place service and CMS data meets the
 * URL sanitiser (src/core/url.ts). Every schema that reads a link or an image address takes it
 * from here, so addresses are sanitised once, where the answer is read, and stores and views get
 * only addresses that may be rendered.
 */
import * as v from 'valibot';
import { sanitizeUrl } from '../url';

/**
 * A transformation for a schema's pipe (after the check of what may come: a string, nullish ...):
 * reads as the address sanitizeUrl returns (the value trimmed), or as undefined for one it
 * refuses and for anything that is no string. `refused` hears each refused address (a string that
 * is not blank: a blank one is no address, not an unsafe one), for the caller's log.
 */
export function address<TInput = unknown>(refused?: (value: string) => void) {
  return v.transform((value: TInput): string | undefined => {
    const safe = sanitizeUrl(value);
    if (safe === undefined && typeof value === 'string' && value.trim() !== '') refused?.(value);
    return safe;
  });
}
