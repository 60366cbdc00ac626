/**
 * How each site writes the newsletter's discount (spec footer "Newsletter sign-up form", §9), in
 * the title the collapsed form shows. The other per-site tables (legal texts, links) are
 * newsletter.sites.ts's, loaded with the expanded form.
 */
import { formatNumber } from '../core/format';
import type { Site } from '../core/sites';

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/**
 * How each country writes a percentage: `10 %` (German, Czech, Slovak, with a no-break space),
 * `10 %` (French, narrow no-break space), `10%` (Polish, Hungarian), `%10` (Turkish). The number
 * itself comes from the formatting module (`12,5`).
 */
const PERCENT_PATTERNS: Readonly<Record<Site, (number: string) => string>> = {
  DE: (number) => `${number}${NO_BREAK_SPACE}%`,
  AT: (number) => `${number}${NO_BREAK_SPACE}%`,
  CH: (number) => `${number}${NO_BREAK_SPACE}%`,
  CH_FR: (number) => `${number}${NARROW_NO_BREAK_SPACE}%`,
  PL: (number) => `${number}%`,
  CZ: (number) => `${number}${NO_BREAK_SPACE}%`,
  HU: (number) => `${number}%`,
  SK: (number) => `${number}${NO_BREAK_SPACE}%`,
  TR: (number) => `%${number}`,
};

/**
 * A whole percentage (the usual 10) is written without Intl: a page's first Intl.NumberFormat
 * costs about 100 ms of ICU set-up in Chromium, which would land in this element's first render.
 * From 1 to 100 there is nothing to group, so the digits are the ones formatNumber gives.
 */
export function formatDiscount(percent: number, site: Site): string {
  const number = Number.isInteger(percent)
    ? String(percent)
    : formatNumber(percent, site, { maximumFractionDigits: 2 });
  return PERCENT_PATTERNS[site](number);
}
