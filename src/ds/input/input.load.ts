/**
 * The number, IBAN and password inputs' code (input-formats.tsx), loaded when an input of such a
 * type first renders or the form's `iban` validator first runs (issue 15: no shop page on load
 * has such an input, so the design system every element loads does not carry it). Its texts (the
 * password's) load with it, in the later messages (i18n/message-parts.ts), as with code loaded on
 * intent. A failed import is logged and the next render or validation imports again
 * (on-demand.ts).
 */
import { onDemand } from '../../shared/on-demand';

export const inputFormats = onDemand(
  "the input's number, IBAN and password handling",
  () => import('./input-formats'),
);
