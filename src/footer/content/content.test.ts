// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPagePath } from '../../../demo/backend/pages';
import { parseFooterOverride, type FooterContent } from '../../core/schemas/footer';
import { SITE_BENEFITS, SITE_KEYS, getBenefitParams, type Site } from '../../core/sites';
import { sanitizeUrl } from '../../core/url';
import { prepareFooterContent } from '../../../stores/footer/footer.content';
import { FOOTER_ICONS } from '../footer-icons';
import { BUILT_IN_FOOTER_CONTENT } from './index';

const contents = Object.fromEntries(
  await Promise.all(
    SITE_KEYS.map(async (site) => [site, (await BUILT_IN_FOOTER_CONTENT[site]()).default] as const),
  ),
) as Record<Site, FooterContent>;

/** Every text of a content, headings and link texts included. */
function texts(content: FooterContent): string[] {
  return [
    content.headline,
    ...content.teaser.groups.flatMap((group) => [
      group.heading.link.text,
      group.introductoryText,
      ...group.links.map((link) => link.text),
      ...group.images.map((image) => image.label),
    ]),
    content.seo.heading,
    ...content.seo.columns.flatMap((column) => column.links.map((link) => link.text)),
    content.socialMedia.heading,
    content.appReferences.heading,
    ...content.legalLinks.map((link) => link.text),
    content.viewChanger.toMobile,
    content.viewChanger.toDesktop,
    ...(content.salesTax
      ? [
          content.salesTax.textBeforeLink,
          content.salesTax.link.text,
          content.salesTax.textAfterLink,
        ]
      : []),
    ...(content.qualityLogos
      ? [
          content.qualityLogos.heading,
          ...content.qualityLogos.logos.map((logo) => logo.image.label),
        ]
      : []),
  ];
}

/** Every address of the content; one the content leaves out reads as '' (no valid address). */
function urls(content: FooterContent): string[] {
  const all: (string | undefined)[] = [
    ...content.teaser.groups.flatMap((group) => [
      group.heading.link.url,
      ...group.links.map((link) => link.url),
    ]),
    ...content.seo.columns.flatMap((column) => column.links.map((link) => link.url)),
    ...content.socialMedia.socialMediaIcons.map((icon) => icon.link),
    ...content.appReferences.appIcons.map((icon) => icon.link),
    ...content.legalLinks.map((link) => link.url),
    ...(content.salesTax ? [content.salesTax.link.url] : []),
    ...(content.qualityLogos?.logos.map((logo) => logo.link) ?? []),
  ];
  return all.map((url) => url ?? '');
}

/** Every text as the footer shows it: the service texts with the site's benefits filled in. */
const allText = (site: Site): string => {
  const shown = prepareFooterContent(
    contents[site],
    FOOTER_ICONS,
    () => {},
    getBenefitParams(site),
  );
  return [...texts(contents[site]), ...shown.groups.map((group) => group.introductoryText)].join(
    '\n',
  );
};
const groupHeadings = (site: Site): string[] =>
  contents[site].teaser.groups.map((group) => group.heading.link.text);

describe('the built-in footer content', () => {
  describe.each(SITE_KEYS)('%s', (site) => {
    const content = contents[site];

    it('has every part of the content entity, each of the override schema’s shape', () => {
      expect(parseFooterOverride(content)?.invalidParts).toEqual([]);
      expect(
        Object.keys(parseFooterOverride(content)?.override ?? {}).length,
      ).toBeGreaterThanOrEqual(8);
    });

    it('has no empty text and only addresses the URL sanitiser passes', () => {
      for (const text of texts(content)) expect(text.trim(), site).not.toBe('');
      for (const url of urls(content)) expect(sanitizeUrl(url), url).toBe(url);
    });

    it('uses only icons and logos the footer has, so nothing is left out', () => {
      const problems: unknown[] = [];
      prepareFooterContent(content, FOOTER_ICONS, (problem) => problems.push(problem));
      expect(problems).toEqual([]);
    });

    it('links only to pages the shop serves (the fake backend’s pages) or to https', () => {
      for (const url of urls(content)) {
        if (url.startsWith('https://')) continue;
        expect(isPagePath(new URL(url, 'https://shop.example').pathname), url).toBe(true);
      }
    });

    it('links the spec’s pages: store finder, newsletter, click & collect, privacy', () => {
      for (const path of [
        '/service/storefinder/',
        '/subscribenewsletter',
        '/click-collect',
        '/privacy',
      ]) {
        expect(urls(content), path).toContain(path);
      }
    });

    it('hides the pick-up, loyalty, product and company groups in checkout, never payment or returns', () => {
      const hidden = content.teaser.groups.filter((group) => group.hideGroupInCheckout);
      expect(hidden.length).toBeGreaterThanOrEqual(3);
      // found by their icons, not their place: a content that moves them is checked all the same
      const kept = (icons: readonly string[]) =>
        content.teaser.groups.filter((group) => icons.includes(group.heading.iconName));
      const payment = kept(['easy_pay']);
      const returns = kept(['thirty_day_return', 'return_shipping']);
      expect(payment, 'a payment group').toHaveLength(1);
      expect(returns, 'a returns group').toHaveLength(1);
      for (const group of [...payment, ...returns])
        expect(group.hideGroupInCheckout, group.heading.link.text).toBe(false);
    });
  });

  it.each([
    ['DE', '30 Tage', '50 €'],
    ['AT', '14 Tage', '€ 50'],
    ['CH', '3 Monate', 'CHF 80.–'],
    ['CH_FR', '3 mois', 'CHF 80.–'],
    ['PL', '30 dni', '100 zł'],
    ['CZ', '30 dní', '999 Kč'],
    ['HU', '30 napos', '15 000 Ft'],
    ['SK', '30 dní', '40 €'],
    ['TR', '90 gün içinde ücretsiz iade ve değişim', '1.000 TL'],
  ] as const)(
    '%s states its return period (%s) and free-shipping threshold (%s)',
    (site, period, threshold) => {
      expect(allText(site)).toContain(period);
      expect(allText(site)).toContain(threshold);
    },
  );

  it.each(SITE_KEYS)(
    '%s quotes its standing benefits from the one table the header shows them from',
    (site) => {
      const shown = prepareFooterContent(
        contents[site],
        FOOTER_ICONS,
        () => {},
        getBenefitParams(site),
      );
      const intros = shown.groups.map((group) => group.introductoryText);
      for (const intro of intros) expect(intro, site).not.toMatch(/\{\w+\}/);
      const raw = contents[site].teaser.groups.map((group) => group.introductoryText).join('\n');
      expect(raw).toContain('{freeDelivery}');
      expect(raw).toContain('{returnPeriod}');
      const { clickCollect, freeCoffeeEvery, coffeeFreeDelivery, loyaltyFreeDelivery } =
        SITE_BENEFITS[site];
      expect(raw.includes('{coffeeFreeDelivery}')).toBe(coffeeFreeDelivery !== undefined);
      expect(raw.includes('{loyaltyFreeDelivery}')).toBe(loyaltyFreeDelivery !== undefined);
      expect(raw.includes('{freeCoffeeEvery}')).toBe(freeCoffeeEvery !== undefined);
      const pickUp = contents[site].teaser.groups.some(
        (group) => group.heading.iconName === 'click_collect',
      );
      expect(pickUp, 'a click & collect group').toBe(clickCollect === true);
    },
  );

  it('gives CZ and SK the loyalty card’s threshold and every 11th coffee free', () => {
    expect(allText('CZ')).toContain('se zákaznickou kartou již od 499 Kč');
    expect(allText('SK')).toContain('so zákazníckou kartou už od 20 €');
    expect(allText('CZ')).toContain('Každá 11. káva na prodejně je zdarma');
    expect(allText('SK')).toContain('Každá 11. káva v predajni je zadarmo');
  });

  it('quotes the TR customer service hours, daily 09:00-19:00', () => {
    expect(allText('TR')).toContain('her gün 09:00-19:00');
  });

  it('has the sales-tax note on CZ and SK only', () => {
    expect(SITE_KEYS.filter((site) => contents[site].salesTax)).toEqual(['CZ', 'SK']);
  });

  it('has no loyalty card and no contact page on TR, the account page instead', () => {
    expect(urls(contents.TR)).toContain('/account');
    expect(urls(contents.TR)).not.toContain('/contact');
    expect(urls(contents.TR).some((url) => url.includes('registerfreeshopcard'))).toBe(false);
    for (const site of SITE_KEYS.filter((key) => key !== 'TR')) {
      expect(urls(contents[site]), site).toContain('/contact');
      expect(urls(contents[site]), site).toContain('/registerfreeshopcard');
    }
  });

  it('shows the 30-day-return icon where the return period is 30 days', () => {
    // the returns group is the fourth on every site
    const returnIcon = (site: Site) => contents[site].teaser.groups[3]?.heading.iconName;
    for (const site of ['DE', 'PL', 'CZ', 'HU', 'SK'] as const)
      expect(returnIcon(site), site).toBe('thirty_day_return');
    for (const site of ['AT', 'CH', 'CH_FR', 'TR'] as const)
      expect(returnIcon(site), site).toBe('return_shipping');
  });

  it('is written in each site’s own language: no two languages share a group heading (Czech and Slovak may)', () => {
    const byLanguage: Record<string, Site[]> = {
      de: ['DE', 'AT', 'CH'],
      fr: ['CH_FR'],
      pl: ['PL'],
      cs: ['CZ'],
      hu: ['HU'],
      sk: ['SK'],
      tr: ['TR'],
    };
    const headingsOf = (sites: Site[]) => new Set(sites.flatMap(groupHeadings));
    const languages = Object.keys(byLanguage);
    for (const a of languages) {
      for (const b of languages) {
        if (a >= b || (a === 'cs' && b === 'sk')) continue;
        const shared = [...headingsOf(byLanguage[a] ?? [])].filter(
          (heading) =>
            headingsOf(byLanguage[b] ?? []).has(heading) && heading !== 'Click & Collect',
        );
        expect(shared, `${a} and ${b}`).toEqual([]);
      }
    }
  });

  it.each([
    ['DE', /Wir sind für Sie da[\s\S]*Bequem bezahlen[\s\S]*Impressum/],
    ['AT', /Zustellung per Spedition[\s\S]*Rücktrittsrecht/],
    ['CH', /Lieferfristen[\s\S]*geniessen/],
    ['CH_FR', /Nous sommes là pour vous[\s\S]*Mentions légales/],
    ['PL', /Jesteśmy tu dla Państwa[\s\S]*Regulamin/],
    ['CZ', /Jsme tu pro Vás[\s\S]*Obchodní podmínky/],
    ['HU', /Itt vagyunk Önnek[\s\S]*Adatvédelem/],
    ['SK', /Sme tu pre Vás[\s\S]*Obchodné podmienky/],
    ['TR', /Her zaman yanınızdayız[\s\S]*Mesafeli Satış Sözleşmesi/],
  ] as const)('reads as %s', (site, pattern) => {
    expect(allText(site)).toMatch(pattern);
  });

  it('writes ss instead of ß on CH', () => {
    expect(allText('CH')).not.toContain('ß');
  });
});
