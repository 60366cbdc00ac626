import { describe, expect, it, vi } from 'vitest';
import {
  parseFooterOverride,
  type FooterContent,
  type FooterIconName,
} from '../../src/core/schemas/footer';
import { prepareFooterContent, type FooterContentProblem } from './footer.content';

const ICONS = {
  isIcon: (name: string): name is FooterIconName =>
    ['easy_pay', 'facebook', 'android'].includes(name),
  isLinkIcon: (name: string): name is 'facebook' | 'android' =>
    ['facebook', 'android'].includes(name),
};

const CONTENT: FooterContent = {
  headline: 'Wir sind für Sie da',
  teaser: {
    groups: [
      {
        heading: { iconName: 'easy_pay', link: { url: '/info/zahlung', text: 'Bezahlen' } },
        hideGroupInCheckout: false,
        introductoryText: 'Rechnung, PayPal',
        links: [
          { url: '/info/rechnung', text: 'Rechnung', hideInClassic: false },
          { url: 'javascript:alert(1)', text: 'Böse', hideInClassic: false },
        ],
        images: [
          { label: 'PayPal', source: 'paypal' },
          { label: 'Geheim', source: 'secret_seal' },
        ],
      },
      {
        heading: { iconName: 'rocket', link: { url: '//evil.example/', text: 'Raketen' } },
        hideGroupInCheckout: true,
        introductoryText: '',
        links: [],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Kategorien',
    columns: [
      { links: [{ url: '/c/coffee', text: 'Kaffee' }] },
      { links: [{ url: 'data:text/html,x', text: 'Daten' }] },
    ],
  },
  socialMedia: {
    heading: 'Folgen',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop' },
      { iconName: 'easy_pay', link: 'https://pay.example/' },
      { iconName: 'myspace', link: 'https://myspace.example/' },
    ],
  },
  appReferences: { heading: 'App', appIcons: [{ iconName: 'android', link: 'vbscript:x' }] },
  legalLinks: [{ url: ' /privacy ', text: 'Datenschutz' }],
  viewChanger: { toMobile: 'Mobil', toDesktop: 'Desktop' },
  salesTax: {
    textBeforeLink: 'Preise inkl. MwSt., zzgl. ',
    link: { url: 'javascript:void 0', text: 'Versand' },
    textAfterLink: '.',
  },
  qualityLogos: {
    heading: 'Siegel',
    logos: [
      {
        link: '/info/siegel',
        image: { label: 'Trusted Shops', source: 'trusted_shops', width: 80, height: 40 },
      },
      {
        link: '/info/x',
        image: { label: 'Unbekannt', source: 'unknown_seal', width: 80, height: 40 },
      },
      {
        link: 'javascript:x',
        image: { label: 'EHI', source: 'ehi_certified', width: 60, height: 30 },
      },
    ],
  },
};

/**
 * The content as the footer gets it from the SHOP_FOOTER override: its addresses through the
 * override's schema, which hands over each it refuses (issue 25: sanitised where the answer is
 * read), reported here as the 'url' problems prepareFooterContent reported before.
 */
function prepare(content: FooterContent = CONTENT) {
  const problems: (FooterContentProblem | { kind: 'url'; value: string })[] = [];
  const parsed = parseFooterOverride(content, (value) => problems.push({ kind: 'url', value }));
  const read = { ...content, ...parsed?.override } as FooterContent;
  const view = prepareFooterContent(read, ICONS, (problem) => problems.push(problem));
  return { view, problems };
}

describe('prepareFooterContent', () => {
  it('leaves out links whose address the URL sanitiser refuses, and trims the others', () => {
    const { view } = prepare();
    expect(view.groups[0]?.links).toEqual([
      { href: '/info/rechnung', text: 'Rechnung', hideInClassic: false },
    ]);
    expect(view.seo.columns).toEqual([[{ href: '/c/coffee', text: 'Kaffee' }]]);
    expect(view.legalLinks).toEqual([{ href: '/privacy', text: 'Datenschutz' }]);
    expect(view.appReferences.icons).toEqual([]);
  });

  it('shows a refused group heading or sales-tax address as plain text', () => {
    const { view } = prepare();
    expect(view.groups[1]).toMatchObject({ heading: 'Raketen', headingHref: undefined });
    expect(view.salesTax).toMatchObject({ link: undefined, linkText: 'Versand' });
  });

  it('keeps a group with an unknown icon name without the icon', () => {
    const { view } = prepare();
    expect(view.groups.map((group) => group.iconName)).toEqual(['easy_pay', undefined]);
  });

  it('keeps only social and app links with a mark that names them', () => {
    const { view } = prepare();
    expect(view.socialMedia.icons).toEqual([
      { iconName: 'facebook', href: 'https://www.facebook.com/shop' },
    ]);
  });

  it('turns known logo sources into image addresses and leaves out unknown ones', () => {
    const { view } = prepare();
    expect(view.groups[0]?.images).toEqual([
      { label: 'PayPal', src: '/service/footer-images/logos/paypal.svg' },
    ]);
    expect(view.qualityLogos?.logos).toEqual([
      {
        href: '/info/siegel',
        label: 'Trusted Shops',
        src: '/service/footer-images/logos/trusted_shops.svg',
        width: 80,
        height: 40,
      },
      // a refused address leaves the logo without its link
      {
        href: undefined,
        label: 'EHI',
        src: '/service/footer-images/logos/ehi_certified.svg',
        width: 60,
        height: 30,
      },
    ]);
  });

  it('reports every refused address, unknown icon and unknown logo source', () => {
    const { problems } = prepare();
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'url', value: 'javascript:alert(1)' },
        { kind: 'url', value: '//evil.example/' },
        { kind: 'url', value: 'data:text/html,x' },
        { kind: 'url', value: 'vbscript:x' },
        { kind: 'url', value: 'javascript:void 0' },
        { kind: 'url', value: 'javascript:x' },
        { kind: 'icon', value: 'rocket' },
        { kind: 'icon', value: 'easy_pay' },
        { kind: 'icon', value: 'myspace' },
        { kind: 'logo', value: 'secret_seal' },
        { kind: 'logo', value: 'unknown_seal' },
      ]),
    );
    expect(problems).toHaveLength(11);
  });

  it('reports nothing for clean content', () => {
    const report = vi.fn();
    prepareFooterContent(
      {
        ...CONTENT,
        teaser: { groups: [] },
        seo: { heading: 'K', columns: [] },
        socialMedia: { heading: 'F', socialMediaIcons: [] },
        appReferences: { heading: 'A', appIcons: [] },
        salesTax: undefined,
        qualityLogos: undefined,
      },
      ICONS,
      report,
    );
    expect(report).not.toHaveBeenCalled();
  });
});
