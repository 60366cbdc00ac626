/**
 * Which messages a page loads with its locale and which load later (issue 15, the page's byte
 * budget). Each locale file stays one file for translators; the build splits it in two chunks by
 * the table below (i18n/message-parts.plugin.ts): the messages of the code a page runs on load,
 * and the messages of the code loaded only on a shopper's intent (src/shared/on-demand.ts),
 * which load with the first such code and are there before it renders.
 */

/**
 * The keys of the later part: an entry ending in '.' names every key that starts with it, any
 * other entry one key. Only keys used by on-demand code alone may be listed:
 * i18n/message-parts.test.ts scans the sources and fails when code a page runs on load uses one.
 */
export const LATER_MESSAGES: readonly string[] = [
  // the mini cart's panel (src/minicart/minicart-panel.tsx) and its tiles
  'cart.error.read',
  'cart.defective.',
  'cart.quantity.',
  'cart.removal.',
  'minicart.empty.',
  'minicart.item.',
  'minicart.announce.',
  'minicart.price.',
  'minicart.subscription.',
  'minicart.partnerProduct.',
  'minicart.summary.',
  'minicart.exit.',
  // the search box's suggestions (src/search/search-suggestions.tsx)
  'search.suggestions.',
  'search.status.',
  // the header's store finder and user menu panels (src/header/header-panels.tsx)
  // (their icons' names and titles are the header's, on load)
  'header.storeFinder.label',
  'header.storeFinder.placeholder',
  'header.storeFinder.submit',
  'header.storeFinder.newItems',
  'header.storeFinder.supermarket',
  'header.userMenu.greeting',
  'header.userMenu.greetingNoName',
  'header.userMenu.loggedOutText',
  'header.userMenu.login',
  'header.userMenu.register',
  'header.userMenu.registerHint',
  'header.userMenu.logout',
  'header.userMenu.entries',
  'header.userMenu.account',
  'header.userMenu.loyaltyCard',
  'header.userMenu.orders',
  'header.userMenu.watchlist',
  'header.userMenu.loyaltyBeans',
  'header.userMenu.mobilePlan',
  'header.userMenu.community',
  'header.userMenu.help',
  // the navigation's levels and drawer (src/navigation/navigation-level.tsx, -drawer-dialog.tsx)
  'navigation.overview',
  'navigation.back',
  'navigation.themeWorlds.showAll',
  'navigation.themeWorlds.available',
  'navigation.themeWorlds.comingSoon',
  'navigation.themeWorlds.onlineOnly',
  'navigation.themeWorlds.cardOffer',
  // the promotion blocks in full (src/promotions/promotions.tsx): the navigation's category and
  // phase-integration blocks, the campaign row's details panel (its control is on load)
  'promotions.legal.hint',
  'promotions.details.title',
  // the newsletter's expanded form, legal texts and notices (src/newsletter/newsletter-parts.tsx)
  'common.pleaseChoose',
  'common.requiredFieldsHint',
  'newsletter.error.',
  // (the fields' labels and rules are checked on load, the salutations are the expanded form's)
  'newsletter.salutation.MRS',
  'newsletter.salutation.MR',
  'newsletter.salutation.DIVERS',
  'newsletter.salutation.COMPANY',
  'newsletter.privacyHint',
  'newsletter.legal.age',
  'newsletter.voucher.',
  'newsletter.hint.',
  'newsletter.links.',
  'newsletter.link.',
  'newsletter.success.',
  'newsletter.doi.',
  // design-system parts only code loaded on intent shows: the notification (its close button and
  // its state in words), the text slider, the password input (src/ds/input/input-formats.tsx,
  // which loads with them: no shop view has such an input)
  'ds.notification.',
  'common.showMore',
  'common.showLess',
  'ds.password.',
  // the staff preview's panel (elements/staff-preview.panel.ts), loaded only with the staff auth
  // cookie: a shopper's page never shows these
  'preview.',
];

/** The key's message loads with the code loaded on a shopper's intent, not with the page. */
export function isLaterMessage(key: string): boolean {
  return LATER_MESSAGES.some((entry) =>
    entry.endsWith('.') ? key.startsWith(entry) : key === entry,
  );
}
