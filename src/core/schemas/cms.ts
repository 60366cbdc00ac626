/**
 * Field helpers for answers a CMS fills in (the navigation, the promotions): untrusted data,
 * where one bad entry is left out alone and the rest still shows.
 */
import * as v from 'valibot';

/** A text worth showing: a string, trimmed, not empty; anything else is none. */
export const cmsText = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** A list whose unusable entries are left out one by one; not a list at all: empty. */
export const lenientList = <TItem extends v.GenericSchema>(item: TItem) =>
  v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((entries) =>
      entries.flatMap((entry): v.InferOutput<TItem>[] => {
        const result = v.safeParse(item, entry);
        return result.success ? [result.output] : [];
      }),
    ),
  );
