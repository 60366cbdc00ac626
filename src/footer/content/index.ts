/**
 * The built-in footer content, one module per site (spec footer §2 "Content exists in the
 * built-in texts for DE, AT, CH German, CH French, and PL, CZ, HU, SK, TR"), each loaded only
 * when a footer for its site renders: a page pays for its own site's content alone. Each module
 * is written in its site's language and holds the spec's facts (footer §9: return periods,
 * free-shipping thresholds, the loyalty texts, TR service hours). The standing benefits the
 * header's campaign row shows too (free-delivery thresholds, return period, every 11th coffee)
 * are placeholders in the texts, `{freeDelivery}` and so on, filled in from their one table
 * (src/core/sites.ts, SITE_BENEFITS) when the content is prepared (stores/footer).
 */
import type { FooterContent } from '../../core/schemas/footer';
import type { Site } from '../../core/sites';

export const BUILT_IN_FOOTER_CONTENT: Readonly<
  Record<Site, () => Promise<{ readonly default: FooterContent }>>
> = {
  DE: () => import('./de'),
  AT: () => import('./at'),
  CH: () => import('./ch'),
  CH_FR: () => import('./ch-fr'),
  PL: () => import('./pl'),
  CZ: () => import('./cz'),
  HU: () => import('./hu'),
  SK: () => import('./sk'),
  TR: () => import('./tr'),
};
