/**
 * Pure rules for theme values, aspect ratios and ratings (spec header §5 "Validation rules").
 * Every parser takes `unknown`, because the values arrive from attributes, CMS data and service
 * responses; a rejected value gives `undefined` and the caller decides what to log.
 */

/** spec header §5: the theme values, in the order the spec lists them. */
export const THEMES = [
  'light',
  'dark',
  'coffee-light',
  'coffee-dark',
  'sustainability',
  'coral-light',
  'beige',
  'grey',
  'green-light',
  'blue-light',
  'blue-dark',
  'brown-light',
] as const;

export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * The theme for a value, or undefined. Exact spelling only: 'Dark' or ' dark' are rejected
 * rather than guessed, so a typo in CMS data shows up in the log instead of half-working.
 */
export function parseTheme(value: unknown): Theme | undefined {
  return isTheme(value) ? value : undefined;
}

/** Whether a theme puts light text on a dark background (for icons and images that must flip). */
export function isDarkTheme(theme: Theme): boolean {
  switch (theme) {
    case 'dark':
    case 'coffee-dark':
    case 'blue-dark':
      return true;
    case 'light':
    case 'coffee-light':
    case 'sustainability':
    case 'coral-light':
    case 'beige':
    case 'grey':
    case 'green-light':
    case 'blue-light':
    case 'brown-light':
      return false;
    default:
      return theme satisfies never;
  }
}

/** spec header §5: the named aspect ratios (width / height). */
export const NAMED_ASPECT_RATIOS = {
  '16/9': 16 / 9,
  '4/3': 4 / 3,
  '3/2': 3 / 2,
  '1/1': 1,
} as const;

export type NamedAspectRatio = keyof typeof NAMED_ASPECT_RATIOS;

const NAMED_RATIO_PATTERN = /^(\d+)\s*\/\s*(\d+)$/;
/** A plain decimal: `1.5`, `.75`, `2`. No exponents, signs, units or hex. */
const DECIMAL_PATTERN = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * spec header §5: an aspect ratio is one of 16/9, 4/3, 3/2, 1/1, or a number.
 * Decisions where the spec is silent: a number must be finite and above zero (a zero or negative
 * ratio has no box); numeric strings count as numbers, since attribute values are strings;
 * spaces around the slash are allowed ('16 / 9', as CSS writes it); any other fraction
 * ('21/9', '9/16') is rejected, as the spec lists the accepted ones.
 */
export function parseAspectRatio(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value > 0 ? value : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const fraction = NAMED_RATIO_PATTERN.exec(text);
  if (fraction) {
    const named: Readonly<Record<string, number>> = NAMED_ASPECT_RATIOS;
    return named[`${fraction[1]}/${fraction[2]}`];
  }
  if (!DECIMAL_PATTERN.test(text)) return undefined;
  const number = Number(text);
  return number > 0 ? number : undefined;
}

/** spec header §5: the rating scale default. */
export const DEFAULT_RATING_SCALE = 5;
/** Decision: a scale above 10 stars is a data error, not a design (and would render 1e6 stars). */
export const MAX_RATING_SCALE = 10;

const RATING_ID_PATTERN = /^[A-Za-z0-9]+$/;

export interface RatingInput {
  readonly id: unknown;
  readonly value: unknown;
  readonly scale?: unknown;
}

export interface ParsedRating {
  /** Alphanumeric (spec header §5), so it is safe as an element id and in selectors. */
  readonly id: string;
  /** Clamped to 0..scale. */
  readonly value: number;
  readonly scale: number;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^-?(?:\d+(?:\.\d+)?|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

/**
 * spec header §5: a rating id must be alphanumeric; the scale defaults to 5.
 * Decisions where the spec is silent: the scale is a whole number from 1 to 10 (anything else
 * rejects the rating); the value must be a finite number (numeric strings count) and is clamped
 * to 0..scale, so a service that sends 5.2 of 5 shows five stars instead of nothing.
 */
export function parseRating({ id, value, scale }: RatingInput): ParsedRating | undefined {
  if (typeof id !== 'string' || !RATING_ID_PATTERN.test(id)) return undefined;
  const parsedScale =
    scale === undefined || scale === null || scale === '' ? DEFAULT_RATING_SCALE : toNumber(scale);
  if (
    parsedScale === undefined ||
    !Number.isInteger(parsedScale) ||
    parsedScale < 1 ||
    parsedScale > MAX_RATING_SCALE
  ) {
    return undefined;
  }
  const parsedValue = toNumber(value);
  if (parsedValue === undefined) return undefined;
  return { id, value: Math.min(parsedScale, Math.max(0, parsedValue)), scale: parsedScale };
}

export type StarFill = 'full' | 'half' | 'empty';

/**
 * The stars for a value, in half steps: the value is rounded to the nearest half
 * (4.24 -> 4, 4.25 -> 4.5, 4.75 -> 5), then each star is full, half or empty.
 */
export function getStarFills(value: number, scale: number): StarFill[] {
  const halves = Math.round(Math.min(scale, Math.max(0, value)) * 2);
  return Array.from({ length: scale }, (_, index): StarFill => {
    const filledHalves = halves - index * 2;
    if (filledHalves >= 2) return 'full';
    if (filledHalves === 1) return 'half';
    return 'empty';
  });
}
