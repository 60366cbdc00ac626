// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFlyoutPlacement, type PlacementOptions, type Rect, type Size } from './flyout.logic';

const desktop: Size = { width: 1600, height: 900 };
const phone: Size = { width: 390, height: 844 };
const panel: Size = { width: 400, height: 500 };
const icon = (left: number, top: number): Rect => ({ left, top, width: 44, height: 44 });
const end: PlacementOptions = { align: 'end' };
const start: PlacementOptions = { align: 'start' };

describe('getFlyoutPlacement beside the trigger (wide viewports)', () => {
  it('lines the panel up with the trigger end edge, below it, at its natural height', () => {
    expect(getFlyoutPlacement(icon(1500, 20), panel, desktop, end)).toEqual({
      kind: 'popover',
      side: 'below',
      left: 1544 - 400,
      top: 64 + 4,
      maxWidth: 1600 - 16,
      width: undefined,
      maxHeight: 900 - 68 - 8,
    });
  });

  it('flips to the start edge when the end edge would push it off the left side', () => {
    // end-aligned to an icon at x = 20 the panel would start at x = -336
    expect(getFlyoutPlacement(icon(20, 0), panel, desktop, end).left).toBe(20);
    // in the very corner the start edge is inside the margin: it shifts to the margin
    expect(getFlyoutPlacement(icon(0, 0), panel, desktop, end).left).toBe(8);
  });

  it('flips to the end edge when start-aligned it would leave the right side', () => {
    expect(getFlyoutPlacement(icon(1500, 0), panel, desktop, start).left).toBe(1544 - 400);
  });

  it('shifts inside the margin when neither edge fits', () => {
    const narrow: Size = { width: 800, height: 900 };
    const wide: Size = { width: 700, height: 300 };
    const placement = getFlyoutPlacement(icon(380, 0), wide, narrow, start);
    expect(placement.left).toBe(800 - 8 - 700);
    expect(placement.left + 700).toBeLessThanOrEqual(800 - 8);
  });

  it('caps a panel wider than the viewport to the viewport minus the margins', () => {
    const placement = getFlyoutPlacement(
      icon(400, 0),
      { width: 1200, height: 300 },
      { width: 800, height: 900 },
      end,
    );
    expect(placement.maxWidth).toBe(784);
    expect(placement.left).toBe(8);
  });

  it('opens above a trigger low on the page when the panel does not fit below', () => {
    const placement = getFlyoutPlacement(icon(1500, 700), panel, desktop, end);
    expect(placement.side).toBe('above');
    expect(placement.top).toBe(700 - 4 - 500);
    expect(placement.maxHeight).toBe(700 - 4 - 8);
  });

  it('stays below when the panel fits there, even with more room above', () => {
    const placement = getFlyoutPlacement(
      icon(1500, 600),
      { width: 400, height: 200 },
      desktop,
      end,
    );
    expect(placement.side).toBe('below');
    expect(placement.top).toBe(648);
  });

  it('caps the height to the larger side when the panel fits on neither', () => {
    const tall: Size = { width: 400, height: 2000 };
    const below = getFlyoutPlacement(icon(1500, 100), tall, desktop, end);
    expect(below).toMatchObject({ side: 'below', top: 148, maxHeight: 900 - 148 - 8 });
    const above = getFlyoutPlacement(icon(1500, 600), tall, desktop, end);
    expect(above).toMatchObject({ side: 'above', top: 8, maxHeight: 600 - 4 - 8 });
  });

  it('anchors a trigger scrolled partly above the viewport at the viewport top', () => {
    const placement = getFlyoutPlacement(
      { left: 1500, top: -100, width: 44, height: 44 },
      panel,
      desktop,
      end,
    );
    expect(placement).toMatchObject({ side: 'below', top: 4 });
  });
});

describe('getFlyoutPlacement as a sheet (narrow viewports)', () => {
  it('spans the whole viewport width directly below the trigger below 768 px', () => {
    expect(getFlyoutPlacement(icon(10, 10), panel, phone, end)).toEqual({
      kind: 'sheet',
      side: 'below',
      left: 0,
      top: 54,
      maxWidth: 390,
      width: 390,
      maxHeight: 844 - 54,
    });
  });

  it('is a popover again from 768 px on', () => {
    expect(getFlyoutPlacement(icon(10, 10), panel, { width: 768, height: 900 }, end).kind).toBe(
      'popover',
    );
    expect(getFlyoutPlacement(icon(10, 10), panel, { width: 767, height: 900 }, end).kind).toBe(
      'sheet',
    );
  });

  it('goes above a trigger near the bottom of a phone screen', () => {
    const placement = getFlyoutPlacement(icon(10, 700), panel, phone, end);
    expect(placement).toMatchObject({ kind: 'sheet', side: 'above', top: 200, maxHeight: 700 });
  });
});

describe('getFlyoutPlacement always stays inside the viewport', () => {
  it('for any trigger, panel and viewport', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 240, max: 2560 }),
        fc.integer({ min: 240, max: 1600 }),
        fc.integer({ min: -200, max: 2600 }),
        fc.integer({ min: -200, max: 1800 }),
        fc.integer({ min: 10, max: 3000 }),
        fc.integer({ min: 10, max: 3000 }),
        fc.constantFrom<PlacementOptions>(start, end),
        (vw, vh, x, y, pw, ph, options) => {
          const viewport = { width: vw, height: vh };
          const p = getFlyoutPlacement(icon(x, y), { width: pw, height: ph }, viewport, options);
          const width = p.width ?? Math.min(pw, p.maxWidth);
          const height = Math.min(ph, p.maxHeight);
          expect(p.left).toBeGreaterThanOrEqual(0);
          expect(p.left + width).toBeLessThanOrEqual(vw);
          expect(p.top).toBeGreaterThanOrEqual(0);
          expect(p.top + height).toBeLessThanOrEqual(vh);
        },
      ),
    );
  });
});
