/**
 * Pure helpers of the footer view: which parts of the content show in which state (the country
 * selector's filter is footer-country.logic.ts's).
 */
import type { Platform } from '../core/sites';
import type { FooterGroupView } from '../../stores/footer/footer.content';
import { isGroupLinkShown } from '../../stores/footer/footer.rules';

/** spec footer §4: the reduced footer hides the groups marked hideGroupInCheckout. */
export function getShownGroups(
  groups: readonly FooterGroupView[],
  reduced: boolean,
  platform: Platform,
): FooterGroupView[] {
  return groups
    .filter((group) => !(reduced && group.hideGroupInCheckout))
    .map((group) => ({
      ...group,
      links: group.links.filter((link) => isGroupLinkShown(link, platform)),
    }));
}
