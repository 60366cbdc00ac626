/**
 * Images the backend draws as SVG, so the demo needs no binary files: product pictures and
 * thumbnails, partner products, dimension swatches, theme worlds, the newsletter form images
 * (desktop 400x300, tablet 273x273, spec footer §2) and the footer logos. Every text is
 * XML-escaped.
 */
import { createHash } from 'node:crypto';
import {
  findPartnerProduct,
  findProduct,
  findVariant,
  productTitle,
  SWATCHES,
  unitPrice,
  type ProductKind,
} from './catalogue';
import { escapeXml } from './http';
import { formatMoney, pick, type Site } from './sites';
import { themeWorldTitle } from './themeworlds';

function hue(seed: string): number {
  return (createHash('sha256').update(seed).digest()[0] ?? 0) * (360 / 256);
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text
    .replace(/<[^>]*>/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function textBlock(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  color: string,
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.25}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" fill="${color}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

function document(
  width: number,
  height: number,
  viewBox: string,
  title: string,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>`;
}

/** The product drawing in a 400 x 300 area, in the article's colour. */
function illustration(kind: ProductKind, color: string): string {
  const outline = 'stroke="#2B2B2B" stroke-width="4" stroke-linejoin="round"';
  switch (kind) {
    case 'coffee-beans':
    case 'coffee-ground':
      return `<path d="M140 70 h120 l20 40 v170 a10 10 0 0 1 -10 10 h-140 a10 10 0 0 1 -10 -10 v-170 z" fill="${color}" ${outline}/><path d="M140 70 l-20 40 h160 l-20 -40" fill="#FFFFFF" fill-opacity="0.35" ${outline}/><rect x="135" y="150" width="130" height="70" rx="6" fill="#FFFFFF" fill-opacity="0.85"/><ellipse cx="200" cy="185" rx="22" ry="15" fill="#5A3A22"/><path d="M185 185 q15 -10 30 0" stroke="#F2E6D8" stroke-width="3" fill="none"/>`;
    case 'coffee-capsules':
      return `<rect x="110" y="90" width="180" height="190" rx="8" fill="${color}" ${outline}/>${[
        0, 1, 2,
      ]
        .map(
          (index) =>
            `<circle cx="${150 + index * 50}" cy="150" r="18" fill="#FFFFFF" fill-opacity="0.8"/>`,
        )
        .join(
          '',
        )}<rect x="130" y="200" width="140" height="50" rx="6" fill="#FFFFFF" fill-opacity="0.85"/>`;
    case 'machine':
      return `<rect x="120" y="60" width="160" height="220" rx="14" fill="${color}" ${outline}/><rect x="140" y="80" width="120" height="50" rx="6" fill="#DDE3E8"/><rect x="185" y="150" width="30" height="30" fill="#2B2B2B"/><path d="M175 220 h50 v35 a10 10 0 0 1 -10 10 h-30 a10 10 0 0 1 -10 -10 z" fill="#FFFFFF" ${outline}/>`;
    case 'grinder':
      return `<path d="M150 60 h100 l-20 60 h-60 z" fill="#DDE3E8" ${outline}/><rect x="140" y="120" width="120" height="160" rx="12" fill="${color}" ${outline}/><circle cx="200" cy="200" r="20" fill="#FFFFFF" fill-opacity="0.7"/>`;
    case 'frother':
    case 'jug':
      return `<path d="M150 80 h100 v190 a10 10 0 0 1 -10 10 h-80 a10 10 0 0 1 -10 -10 z" fill="${color}" ${outline}/><path d="M250 120 q40 10 40 50 q0 40 -40 50" fill="none" ${outline}/><rect x="145" y="70" width="110" height="20" rx="6" fill="#2B2B2B"/>`;
    case 'mugs':
    case 'cup':
    case 'espresso-cups':
      return `<path d="M130 110 h130 v120 a30 30 0 0 1 -30 30 h-70 a30 30 0 0 1 -30 -30 z" fill="${color}" ${outline}/><path d="M260 140 q45 0 45 40 q0 40 -45 40" fill="none" ${outline}/><ellipse cx="195" cy="275" rx="95" ry="14" fill="#CCCCCC"/>`;
    case 'kitchen-towels':
    case 'towels':
    case 'blanket':
    case 'bedding':
      return [0, 1, 2]
        .map(
          (index) =>
            `<rect x="${110 + index * 6}" y="${200 - index * 50}" width="180" height="60" rx="10" fill="${color}" fill-opacity="${1 - index * 0.2}" ${outline}/>`,
        )
        .join('');
    case 'pans':
      return `<circle cx="180" cy="180" r="80" fill="${color}" ${outline}/><circle cx="180" cy="180" r="60" fill="#FFFFFF" fill-opacity="0.2"/><rect x="255" y="170" width="110" height="20" rx="10" fill="#2B2B2B"/>`;
    case 'tin':
      return `<rect x="140" y="90" width="120" height="180" rx="10" fill="${color}" ${outline}/><ellipse cx="200" cy="90" rx="60" ry="14" fill="#DDE3E8" ${outline}/><rect x="150" y="160" width="100" height="40" rx="4" fill="#FFFFFF" fill-opacity="0.85"/>`;
    case 'boards':
      return [0, 1, 2]
        .map(
          (index) =>
            `<rect x="${100 + index * 40}" y="${80 + index * 25}" width="${200 - index * 30}" height="${180 - index * 30}" rx="16" fill="${color}" fill-opacity="${1 - index * 0.15}" ${outline}/>`,
        )
        .join('');
    case 'lamp':
      return `<path d="M140 80 h120 l30 80 h-180 z" fill="${color}" ${outline}/><rect x="193" y="160" width="14" height="100" fill="#2B2B2B"/><rect x="150" y="258" width="100" height="20" rx="6" fill="#2B2B2B"/>`;
    case 'jacket':
    case 'shirt':
    case 'sports-shirt':
    case 'rain-jacket':
      return `<path d="M150 60 l-70 40 l25 55 l30 -15 v140 h130 v-140 l30 15 l25 -55 l-70 -40 q-50 40 -100 0 z" fill="${color}" ${outline}/>${kind === 'shirt' ? '<path d="M200 95 v180" stroke="#2B2B2B" stroke-width="2"/>' : ''}`;
    case 'jeans':
      return `<path d="M140 50 h120 l20 230 h-60 l-20 -150 l-20 150 h-60 z" fill="${color}" ${outline}/>`;
    case 'socks':
      return `<path d="M170 50 h60 v150 l50 40 a25 25 0 0 1 -30 40 l-80 -50 z" fill="${color}" ${outline}/>`;
    case 'yoga-mat':
      return `<rect x="90" y="150" width="220" height="70" rx="35" fill="${color}" ${outline}/><circle cx="125" cy="185" r="25" fill="#FFFFFF" fill-opacity="0.35" ${outline}/>`;
    case 'helmet':
      return `<path d="M100 220 a100 100 0 0 1 200 0 z" fill="${color}" ${outline}/><rect x="280" y="200" width="20" height="14" rx="3" fill="#E53935"/>`;
    case 'gift-card':
      return `<rect x="80" y="90" width="240" height="150" rx="14" fill="${color}" ${outline}/><rect x="170" y="90" width="22" height="150" fill="#F2C230"/><rect x="80" y="150" width="240" height="22" fill="#F2C230"/>`;
    default:
      return kind satisfies never;
  }
}

export function productSvg(
  site: Site,
  productId: string,
  tcm: string | null,
  thumb: boolean,
): string | undefined {
  const product = findProduct(productId);
  if (!product) return undefined;
  const article = (tcm ? findVariant(product, tcm) : undefined) ?? product.variants[0];
  const color = article?.color ?? '#6F4E37';
  const title = productTitle(site, product);
  const label = article?.dimensions.map((dimension) => pick(site, dimension.value)).join(', ');
  const background = `<rect width="400" height="400" fill="#F6F3EF"/>`;
  if (thumb) {
    return document(
      120,
      120,
      '0 0 400 400',
      title,
      `${background}<g transform="translate(0 40)">${illustration(product.kind, color)}</g>`,
    );
  }
  const lines = wrapText(title, 28, 2);
  const cardValue =
    article?.giftCardTier === undefined
      ? ''
      : `<rect x="215" y="195" width="95" height="34" rx="6" fill="#FFFFFF"/>${textBlock([formatMoney(site, unitPrice(site, product, article), true)], 262, 218, 18, '#2B2B2B')}`;
  return document(
    400,
    400,
    '0 0 400 400',
    title,
    `${background}${illustration(product.kind, color)}${cardValue}${textBlock(lines, 200, 330, 18, '#2B2B2B')}${label ? textBlock([label], 200, 385, 14, '#5F5F5F') : ''}`,
  );
}

export function partnerSvg(site: Site, partnerProductId: string): string | undefined {
  const partner = findPartnerProduct(partnerProductId);
  if (!partner) return undefined;
  const title = pick(site, partner.title);
  const icon = partnerProductId.includes('WARRANTY')
    ? `<path d="M200 70 l80 30 v60 q0 70 -80 100 q-80 -30 -80 -100 v-60 z" fill="${partner.color}" stroke="#2B2B2B" stroke-width="4"/><path d="M165 165 l25 25 l45 -50" stroke="#FFFFFF" stroke-width="10" fill="none"/>`
    : `<rect x="150" y="60" width="100" height="190" rx="16" fill="${partner.color}" stroke="#2B2B2B" stroke-width="4"/><rect x="163" y="85" width="74" height="130" fill="#DDE3E8"/><circle cx="200" cy="232" r="8" fill="#FFFFFF"/>`;
  return document(
    400,
    400,
    '0 0 400 400',
    title,
    `<rect width="400" height="400" fill="#F6F3EF"/>${icon}${textBlock(wrapText(title, 28, 2), 200, 330, 18, '#2B2B2B')}`,
  );
}

export function swatchSvg(name: string): string | undefined {
  if (!SWATCHES.includes(name)) return undefined;
  const pattern =
    name === 'stripes'
      ? [0, 1, 2, 3]
          .map((index) => `<rect x="0" y="${index * 10}" width="40" height="5" fill="#2F5D8C"/>`)
          .join('')
      : [0, 1, 2, 3]
          .flatMap((row) =>
            [0, 1, 2, 3].map(
              (col) => `<circle cx="${5 + col * 10}" cy="${5 + row * 10}" r="2.5" fill="#C0504D"/>`,
            ),
          )
          .join('');
  return document(
    40,
    40,
    '0 0 40 40',
    name,
    `<rect width="40" height="40" fill="#FFFFFF"/>${pattern}`,
  );
}

export function themeWorldSvg(site: Site, slug: string): string | undefined {
  const title = themeWorldTitle(site, slug);
  if (title === undefined) return undefined;
  const h = hue(slug);
  return document(
    640,
    360,
    '0 0 640 360',
    title,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h} 55% 78%)"/><stop offset="1" stop-color="hsl(${h} 45% 92%)"/></linearGradient></defs><rect width="640" height="360" fill="url(#sky)"/><circle cx="520" cy="80" r="40" fill="hsl(${(h + 40) % 360} 80% 70%)"/><path d="M0 300 L140 170 L250 260 L380 140 L520 250 L640 190 V360 H0 Z" fill="hsl(${h} 35% 45%)"/><rect x="0" y="290" width="640" height="70" fill="#FFFFFF" fill-opacity="0.85"/>${textBlock([title], 320, 335, 30, '#2B2B2B')}`,
  );
}

/** spec footer §2: desktop image 400 x 300, tablet image 273 x 273. */
export function newsletterSvg(name: string): string | undefined {
  const envelope = `<rect x="40" y="90" width="210" height="140" rx="8" fill="#FFFFFF" stroke="#2B2B2B" stroke-width="4"/><path d="M40 95 l105 80 l105 -80" fill="none" stroke="#2B2B2B" stroke-width="4"/>`;
  const cup = `<path d="M262 150 h86 v70 a25 25 0 0 1 -25 25 h-36 a25 25 0 0 1 -25 -25 z" fill="#C8A165" stroke="#2B2B2B" stroke-width="4"/><path d="M348 165 q28 0 28 25 q0 25 -28 25" fill="none" stroke="#2B2B2B" stroke-width="4"/><path d="M292 135 q-10 -15 0 -30 M318 135 q-10 -15 0 -30" stroke="#8A8A8A" stroke-width="3" fill="none"/>`;
  if (name === 'desktop') {
    return document(
      400,
      300,
      '0 0 400 300',
      'Newsletter',
      `<rect width="400" height="300" fill="#EFE7DC"/>${envelope}${cup}`,
    );
  }
  if (name === 'tablet') {
    return document(
      273,
      273,
      '0 0 273 273',
      'Newsletter',
      `<rect width="273" height="273" fill="#EFE7DC"/><g transform="translate(-10 40) scale(0.72)">${envelope}${cup}</g>`,
    );
  }
  return undefined;
}

const LOGO_LABELS: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  visa: 'VISA',
  mastercard: 'Mastercard',
  invoice: '€ Invoice',
};

/** Any logo name gets a badge, so the footer's own logo table always finds an image. */
export function logoSvg(name: string): string | undefined {
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(name)) return undefined;
  const label =
    LOGO_LABELS[name.toLowerCase()] ??
    name
      .split(/[_-]/)
      .filter(Boolean)
      .map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
      .join(' ');
  const h = hue(name);
  return document(
    160,
    80,
    '0 0 160 80',
    label,
    `<rect x="2" y="2" width="156" height="76" rx="10" fill="#FFFFFF" stroke="hsl(${h} 45% 40%)" stroke-width="3"/><circle cx="26" cy="40" r="12" fill="hsl(${h} 55% 50%)"/><path d="M20 40 l5 5 l9 -10" stroke="#FFFFFF" stroke-width="3" fill="none"/>${wrapText(
      label,
      16,
      2,
    )
      .map(
        (line, index, all) =>
          `<text x="98" y="${44 + (index - (all.length - 1) / 2) * 16}" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="#2B2B2B" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('')}`,
  );
}
