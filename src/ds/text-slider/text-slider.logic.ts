/** Pure rules of the design-system text slider (spec footer §3, §4 "Design-system components"). */
import type { MessageKey } from '../../../i18n/types';

export const TEXT_SLIDER_STATES = ['collapsed', 'expanded'] as const;
export type TextSliderState = (typeof TEXT_SLIDER_STATES)[number];

/** Whether the text is longer than the collapsed height; unknown until measured. */
export type TextSliderFit = 'unknown' | 'fits' | 'overflows';

/**
 * The offset is the collapsed height in lines of text, not pixels: lines follow the font size,
 * text zoom and the user's line spacing (WCAG 1.4.4, 1.4.12), and never cut a line in half.
 */
export const DEFAULT_TEXT_SLIDER_OFFSET = 3;

/** A whole number of lines, at least 1; anything else falls back to the default of 3 lines. */
export function parseTextSliderOffset(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1
    ? number
    : DEFAULT_TEXT_SLIDER_OFFSET;
}

export function toggleTextSliderState(state: TextSliderState): TextSliderState {
  switch (state) {
    case 'collapsed':
      return 'expanded';
    case 'expanded':
      return 'collapsed';
    default:
      return state satisfies never;
  }
}

/** spec footer §3: the toggle texts default to 'show more' / 'show less' in each locale. */
export function getToggleTextKey(state: TextSliderState): MessageKey {
  switch (state) {
    case 'collapsed':
      return 'common.showMore';
    case 'expanded':
      return 'common.showLess';
    default:
      return state satisfies never;
  }
}

/** A text given by the caller wins; a blank one would leave the toggle without a name. */
export function pickToggleText(override: string | undefined, fallback: string): string {
  return override !== undefined && override.trim() !== '' ? override : fallback;
}

/** Half a pixel of tolerance: sub-pixel line heights must not show a toggle for nothing. */
export function getTextSliderFit(contentHeight: number, visibleHeight: number): TextSliderFit {
  return contentHeight > visibleHeight + 0.5 ? 'overflows' : 'fits';
}
