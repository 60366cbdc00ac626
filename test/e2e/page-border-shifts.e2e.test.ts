import { describe, expect, inject, it } from 'vitest';
import { USER_AGENTS } from '../fixtures/user-agents';
import { chromiumForFile, nextFrames, trackRequests, type LayoutShiftEntry } from './browser';

// The server-included page-border page (demo/page-border.html) on the built bundle: what the
// server drew before any script is what the hydrated header and footer draw, whatever the window
// and the platform the server took; and without JavaScript the campaign row holds together.
const browser = chromiumForFile('page-border-shifts-e2e');
const base = (): string => inject('demoUrl');

const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;

/**
 * Before any script of the page: every layout shift of the load, and, when the loader defines
 * shop-header and shop-footer (the page parsed, before they upgrade and hydrate), the boxes of
 * their views (the shadow root's container: the page may reserve an element's place beyond it).
 */
function watchShifts(): void {
  const watch = {
    shifts: [] as { value: number; sources: string[] }[],
    before: {} as Record<string, number[]>,
  };
  (window as unknown as { __shifts: typeof watch }).__shifts = watch;
  const describeNode = (node: Node | null | undefined): string => {
    const element = node as Element | null | undefined;
    const part = element?.getAttribute?.('part');
    return `${element?.nodeName ?? '?'}${element?.className ? `.${String(element.className)}` : ''}${part ? `[part=${part}]` : ''}`;
  };
  const record = (list: { getEntries(): PerformanceEntry[] }): void => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      const rect = ({ x, y, width, height }: DOMRectReadOnly): string =>
        [x, y, width, height].map(Math.round).join(',');
      watch.shifts.push({
        value: entry.value,
        sources: entry.sources.map(
          (source) =>
            `${describeNode(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
        ),
      });
    }
  };
  const observer = new PerformanceObserver(record);
  observer.observe({ type: 'layout-shift', buffered: true });
  (window as unknown as { __takeShifts: () => void }).__takeShifts = () =>
    record({ getEntries: () => observer.takeRecords() });
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    const element = document.querySelector(name);
    if (element && (name === 'shop-header' || name === 'shop-footer')) {
      // what is drawn: the server's view in the shadow root (the page may reserve the element's
      // place beyond it, page-border.css)
      const drawn = element.shadowRoot?.querySelector('[data-shop-root]') ?? element;
      const rect = drawn.getBoundingClientRect();
      watch.before[name] = [rect.x, rect.y, rect.width, rect.height];
    }
    define(name, constructor, options);
  };
}

interface ShiftCase {
  readonly name: string;
  readonly viewport: { width: number; height: number };
  readonly userAgent?: string;
  /** The platform the server takes (the page's ?platform=), else the user agent's. */
  readonly platform?: string;
  /** The app banner arrives after hydration (Android), over the page. */
  readonly appBanner?: boolean;
  /** The page border's places (#header, #footer) this wide, in a wider window. */
  readonly column?: number;
  /** The campaign row's content (the backend's scenario): the top banner when not named. */
  readonly promotions?: 'none' | 'benefits';
}

/** Before the page parses: its page border in a column (a sheet of the CSSOM, as the CSP allows). */
function placeInColumn(width: number): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`#header, #footer { max-width: ${width}px; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

const CASES: readonly ShiftCase[] = [
  // the server takes a desktop (no phone user agent): the window's width lays it out
  { name: '390 px without a phone user agent', viewport: { width: 390, height: 844 } },
  // the icons' names are shown from 1500 px
  { name: '1600 px', viewport: { width: 1600, height: 900 } },
  // a desktop window the server took for a phone, and a phone the server took for a desktop
  { name: '1440 px, SMARTPHONE', viewport: { width: 1440, height: 900 }, platform: 'SMARTPHONE' },
  {
    name: 'an Android phone, CLASSIC',
    viewport: { width: 390, height: 844 },
    userAgent: USER_AGENTS.androidChrome,
    platform: 'CLASSIC',
  },
  // a tablet's or a small desktop's window: the category bar gets less than 720 px of the row
  // and tightens its items, before hydration as after (its slot is a size container). The
  // demo's content keeps the client-rendered newsletter block and the footer below the first
  // screen (demo/page-border.css), at this width up to 1,070 px of height
  { name: '900 px, TABLET', viewport: { width: 900, height: 1000 }, platform: 'TABLET' },
  { name: '1000 px, CLASSIC', viewport: { width: 1000, height: 800 }, platform: 'CLASSIC' },
  { name: '1100 px, CLASSIC', viewport: { width: 1100, height: 800 }, platform: 'CLASSIC' },
  // the header's own width decides, not the window's: a column below 768 px in a wide window,
  // and one below 1500 px in a window from 1500 px (as a page's scrollbar makes it)
  {
    name: 'a 700 px column of a 1000 px window',
    viewport: { width: 1000, height: 800 },
    column: 700,
  },
  {
    name: 'a 1490 px column of a 1510 px window',
    viewport: { width: 1510, height: 900 },
    column: 1490,
  },
  // without a campaign: the standing benefits, or nothing at all
  { name: '1440 px, no campaign', viewport: { width: 1440, height: 900 }, promotions: 'none' },
  {
    name: 'an Android phone, the benefits strip',
    viewport: { width: 390, height: 844 },
    userAgent: USER_AGENTS.androidChrome,
    promotions: 'benefits',
  },
  // the app banner (Android) arrives after hydration
  {
    name: 'an Android phone',
    viewport: { width: 390, height: 844 },
    userAgent: USER_AGENTS.androidChrome,
    appBanner: true,
  },
];

describe('the server-included page border hydrates without a shift', () => {
  it.each(CASES)('$name: nothing moves, the header and footer keep their boxes', async (shift) => {
    const { page, errors } = await browser.open({
      context: {
        viewport: shift.viewport,
        ...(shift.userAgent ? { userAgent: shift.userAgent, isMobile: true, hasTouch: true } : {}),
      },
    });
    await page.addInitScript(watchShifts);
    if (shift.column) await page.addInitScript(placeInColumn, shift.column);
    if (shift.promotions) {
      const answer = await page.request.post(`${base()}/__backend/scenario`, {
        data: { promotions: shift.promotions },
      });
      expect(answer.ok()).toBe(true);
    }
    const requests = trackRequests(page);
    const query = shift.platform ? `?platform=${shift.platform}` : '';
    await page.goto(`${base()}/demo/page-border.html${query}`);
    await page.locator('shop-header[rendered]').waitFor({ timeout: 20_000 });
    await page.locator('shop-footer[rendered]').waitFor({ timeout: 20_000 });
    if (shift.appBanner) await page.locator('shop-header [part~="app-banner"]').waitFor();
    await requests.quiet();
    await nextFrames(page);
    const result = await page.evaluate(() => {
      (window as unknown as { __takeShifts: () => void }).__takeShifts();
      const box = (name: string): number[] => {
        const element = document.querySelector(name)!;
        const drawn = element.shadowRoot?.querySelector('[data-shop-root]') ?? element;
        const rect = drawn.getBoundingClientRect();
        return [rect.x, rect.y, rect.width, rect.height];
      };
      const watch = (
        window as unknown as {
          __shifts: { shifts: unknown[]; before: Record<string, number[]> };
        }
      ).__shifts;
      return {
        shifts: watch.shifts,
        before: watch.before,
        after: { 'shop-header': box('shop-header'), 'shop-footer': box('shop-footer') },
      };
    });
    expect(result.before['shop-header'], 'measured before hydration').toHaveLength(4);
    expect(result.after['shop-header'], 'the header').toEqual(result.before['shop-header']);
    // the footer's place follows the page above it (the client-rendered elements, below the
    // fold); its size is its own
    expect(result.after['shop-footer']!.slice(2), 'the footer').toEqual(
      result.before['shop-footer']!.slice(2),
    );
    expect(result.shifts).toEqual([]);
    expect(errors).toEqual([]);
    // the campaign row drew what the scenario asked for
    const campaign = await page
      .locator('shop-header [data-campaign]')
      .first()
      .getAttribute('data-campaign');
    expect(campaign).toBe(
      { none: 'standing', benefits: 'benefits', banner: 'banner' }[shift.promotions ?? 'banner'],
    );
  });
});

describe('the server-included page border without JavaScript', () => {
  it.each(SITES)(
    '%s at 390 px: the campaign row’s copy and details buttons do not overlap and stay in the row',
    async (site) => {
      const { page, errors } = await browser.open({
        context: { viewport: { width: 390, height: 844 }, javaScriptEnabled: false },
      });
      await page.goto(`${base()}/demo/page-border.html?site=${site}`);
      const row = page.locator('shop-header [part="campaign-row"]');
      await row.waitFor();
      const boxes = await row.evaluate((element) => {
        const box = (found: Element) => {
          const { left, top, right, bottom } = found.getBoundingClientRect();
          return { left, top, right, bottom };
        };
        return {
          row: box(element),
          buttons: [...element.querySelectorAll('button, a')].map((button) => ({
            name: button.textContent?.trim() || button.getAttribute('aria-label'),
            ...box(button),
          })),
        };
      });
      const { row: inRow } = boxes;
      // the default campaign: a voucher with its copy button, and the details control
      expect(boxes.buttons.length).toBeGreaterThanOrEqual(2);
      for (const button of boxes.buttons) {
        expect(
          button.left >= inRow.left &&
            button.top >= inRow.top &&
            button.right <= inRow.right &&
            button.bottom <= inRow.bottom,
          `${button.name} inside the row`,
        ).toBe(true);
      }
      for (const [index, first] of boxes.buttons.entries()) {
        for (const second of boxes.buttons.slice(index + 1)) {
          expect(
            first.right <= second.left || second.right <= first.left,
            `${first.name} and ${second.name} overlap`,
          ).toBe(true);
        }
      }
      expect(errors).toEqual([]);
    },
  );
});
