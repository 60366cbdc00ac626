/**
 * Where a flyout panel goes (pure; the hook in flyout.tsx measures and applies it). The panel is
 * placed in viewport coordinates (position: fixed, in the top layer where the browser has it),
 * so a host page's overflow, transforms and stacking order cannot clip or bury it.
 *
 * - Beside its trigger: the panel lines up with the trigger's start or end edge, flips to the
 *   other edge when it would leave the viewport, and shifts inside a margin when neither fits.
 * - Below its trigger, or above it when the panel does not fit below and there is more room
 *   above; its height is capped to the room on that side (the content scrolls inside).
 * - Below SHEET_MAX_VIEWPORT_WIDTH (a phone, a narrow window) it becomes a sheet: the full width
 *   of the viewport, directly below (or above) the trigger.
 */

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export type FlyoutAlign = 'start' | 'end';

export interface PlacementOptions {
  /** Which trigger edge the panel lines up with first (start = left). */
  readonly align: FlyoutAlign;
  /** Space between trigger and panel. */
  readonly gap?: number;
  /** The least space between panel and viewport edge. */
  readonly margin?: number;
  /** Viewports narrower than this get a full-width sheet. */
  readonly sheetBelow?: number;
}

export interface Placement {
  readonly kind: 'popover' | 'sheet';
  readonly side: 'below' | 'above';
  readonly left: number;
  readonly top: number;
  /** The panel's width where the placement sets it: the viewport's for a sheet, else capped. */
  readonly maxWidth: number;
  readonly width: number | undefined;
  readonly maxHeight: number;
}

/** The spec's m breakpoint (767 px) is the last width that gets the sheet. */
export const SHEET_MAX_VIEWPORT_WIDTH = 768;
export const FLYOUT_GAP = 4;
export const FLYOUT_VIEWPORT_MARGIN = 8;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The panel's place for a trigger at `trigger`, a panel whose natural (uncapped) size is
 * `panel`, in a viewport of `viewport` (all in CSS px, viewport coordinates).
 */
export function getFlyoutPlacement(
  trigger: Rect,
  panel: Size,
  viewport: Size,
  {
    align,
    gap = FLYOUT_GAP,
    margin = FLYOUT_VIEWPORT_MARGIN,
    sheetBelow = SHEET_MAX_VIEWPORT_WIDTH,
  }: PlacementOptions,
): Placement {
  const isSheet = viewport.width < sheetBelow;
  const edge = isSheet ? 0 : margin;
  const offset = isSheet ? 0 : gap;
  // a trigger scrolled partly out of view still anchors at the visible edge
  const triggerTop = clamp(trigger.top, 0, viewport.height);
  const triggerBottom = clamp(trigger.top + trigger.height, 0, viewport.height);

  const roomBelow = Math.max(0, viewport.height - triggerBottom - offset - edge);
  const roomAbove = Math.max(0, triggerTop - offset - edge);
  const side = panel.height <= roomBelow || roomBelow >= roomAbove ? 'below' : 'above';
  const maxHeight = side === 'below' ? roomBelow : roomAbove;
  const height = Math.min(panel.height, maxHeight);
  const top = side === 'below' ? triggerBottom + offset : triggerTop - offset - height;

  if (isSheet) {
    return {
      kind: 'sheet',
      side,
      left: 0,
      top,
      maxWidth: viewport.width,
      width: viewport.width,
      maxHeight,
    };
  }

  const maxWidth = Math.max(0, viewport.width - 2 * margin);
  const width = Math.min(panel.width, maxWidth);
  const startAligned = trigger.left;
  const endAligned = trigger.left + trigger.width - width;
  const fits = (left: number): boolean => left >= margin && left + width <= viewport.width - margin;
  const [preferred, flipped] =
    align === 'start' ? [startAligned, endAligned] : [endAligned, startAligned];
  const left = fits(preferred)
    ? preferred
    : fits(flipped)
      ? flipped
      : clamp(preferred, margin, viewport.width - margin - width);
  return { kind: 'popover', side, left, top, maxWidth, width: undefined, maxHeight };
}
