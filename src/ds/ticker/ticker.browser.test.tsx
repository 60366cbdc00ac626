import { expect } from 'chai';
import { emulateMedia, resetMouse, sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { installClock, type TestClock } from '../../../test/helpers/clock';
import { mouseEventInit, nextFrames } from '../../../test/helpers/dom';
import { cleanupViews, renderView, type RenderedView } from '../../../test/helpers/render';
import { TICKER_ADVANCE_MS, Ticker } from './index';

const ENTRIES = [
  'Kaffee versandkostenfrei ab 20 €',
  '30 Tage Rückgaberecht',
  'Click & Collect: online bestellen, in der Filiale abholen',
  'Jeder 11. Kaffee in der Filiale gratis',
];

/**
 * A ticker in a box `width` px wide, on a hand-moved clock installed first: the ticker's timer
 * starts when it mounts, and only a clock installed before takes it.
 */
async function showTicker(
  width: number,
  props: { autoAdvance?: boolean; links?: boolean } = {},
): Promise<{ view: RenderedView; list: HTMLUListElement; clock: TestClock }> {
  const clock = installClock();
  clocks.push(clock);
  const items = ENTRIES.map((text) => (props.links ? <a href="/vorteile">{text}</a> : text));
  const view = await renderView(
    <div style={{ width: `${width}px` }}>
      <Ticker label="Ihre Vorteile" items={items} autoAdvance={props.autoAdvance} />
    </div>,
  );
  const list = await clock.until(
    () => view.shadow.querySelector<HTMLUListElement>('[part~="ticker"]'),
    'the ticker',
  );
  // measured in a layout effect: the line knows whether it overflows before it paints
  await nextFrames();
  return { view, list, clock };
}

/** Axe runs on real timers: the hand clock is taken away first. */
async function expectAxeClean(view: RenderedView): Promise<void> {
  for (const clock of clocks.splice(0)) clock.uninstall();
  await expectNoAxeViolations(view.host);
}

const clocks: TestClock[] = [];

/** The line's scroll position once it has moved on from `before` and come to rest. */
async function scrolledFrom(clock: TestClock, list: HTMLElement, before: number): Promise<number> {
  // at rest: the same position for 10 reads in a row, 10 ms apart (a smooth scroll's frames may
  // repeat one)
  let last = Number.NaN;
  let same = 0;
  const { position } = await clock.until(() => {
    const now = list.scrollLeft;
    same = now === last ? same + 1 : 0;
    last = now;
    return same >= 10 && Math.abs(now - before) > 4 ? { position: now } : undefined;
  }, 'the line to move on');
  return position;
}

const pause = (view: RenderedView): HTMLButtonElement | null =>
  view.shadow.querySelector<HTMLButtonElement>('[part~="ticker-pause"]');

/** The entry the line starts with now: the first whose left edge is at the line's start. */
function firstShown(list: HTMLElement): string {
  const start = list.getBoundingClientRect().left;
  const entry = [...list.children].find(
    (item) => Math.abs(item.getBoundingClientRect().left - start) < 2,
  );
  return entry?.textContent ?? '';
}

describe('Ticker in Chromium', () => {
  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(async () => {
    for (const clock of clocks.splice(0)) clock.uninstall();
    cleanupViews();
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('stands still on one line where its entries fit: no fade, no control', async () => {
    const { view, list, clock } = await showTicker(2000);
    expect(list.scrollWidth).to.be.at.most(list.clientWidth + 1);
    expect(list.hasAttribute('data-overflows')).to.equal(false);
    expect(pause(view) === null, 'no pause control').to.equal(true);
    expect(list.getBoundingClientRect().height).to.be.below(30);
    await clock.tick(TICKER_ADVANCE_MS * 2);
    expect(list.scrollLeft).to.equal(0);
    await expectAxeClean(view);
  });

  it('moves on by one entry every 5 s where they do not fit, and back to the start after the last', async () => {
    const { view, list, clock } = await showTicker(320);
    expect(list.hasAttribute('data-overflows')).to.equal(true);
    expect(list.getBoundingClientRect().height, 'one line').to.be.below(30);
    expect(getComputedStyle(list).maskImage).to.contain('linear-gradient');
    expect(firstShown(list)).to.equal(ENTRIES[0]);
    await clock.tick(TICKER_ADVANCE_MS - 1);
    expect(list.scrollLeft, 'before 5 s').to.equal(0);
    await clock.tick(1);
    const positions = [await scrolledFrom(clock, list, 0)];
    expect(firstShown(list)).to.equal(ENTRIES[1]);
    while (positions.at(-1)! > 0 && positions.length < ENTRIES.length + 2) {
      await clock.tick(TICKER_ADVANCE_MS);
      positions.push(await scrolledFrom(clock, list, positions.at(-1)!));
    }
    // on and on to the line's end, then back to the start
    expect(positions.at(-1)).to.equal(0);
    const forward = positions.slice(0, -1);
    expect(forward.length).to.be.at.least(2);
    for (let step = 1; step < forward.length; step += 1)
      expect(forward[step]).to.be.above(forward[step - 1]!);
    expect(firstShown(list)).to.equal(ENTRIES[0]);
    await expectAxeClean(view);
  });

  it('pauses with its control, a toggle, and goes on when it is pressed again', async () => {
    const { view, list, clock } = await showTicker(320);
    const control = await clock.until(() => pause(view), 'the pause control');
    expect(control.getAttribute('aria-label')).to.equal('Laufband anhalten');
    expect(control.getAttribute('aria-pressed')).to.equal('false');
    control.focus();
    await sendKeys({ press: 'Enter' });
    await clock.until(() => pause(view)?.getAttribute('aria-pressed') === 'true', 'paused');
    // focus leaves the line: only the control holds it now
    control.blur();
    await nextFrames();
    await clock.tick(TICKER_ADVANCE_MS * 3);
    expect(list.scrollLeft, 'paused').to.equal(0);
    pause(view)!.click();
    await clock.until(() => pause(view)?.getAttribute('aria-pressed') === 'false', 'going on');
    await clock.tick(TICKER_ADVANCE_MS);
    await scrolledFrom(clock, list, 0);
    await expectAxeClean(view);
  });

  it('holds still while the pointer rests on it or an entry has focus', async () => {
    const { view, list, clock } = await showTicker(320, { links: true });
    const box = list.parentElement!;
    box.dispatchEvent(new PointerEvent('pointerover', mouseEventInit()));
    // React has committed the hold (a pointer event is not a discrete one) and drawn it
    await nextFrames();
    await clock.tick(TICKER_ADVANCE_MS * 2);
    expect(list.scrollLeft, 'pointer on it').to.equal(0);
    box.dispatchEvent(new PointerEvent('pointerout', mouseEventInit()));
    view.shadow.querySelector('a')!.focus();
    await nextFrames();
    await clock.tick(TICKER_ADVANCE_MS * 2);
    expect(list.scrollLeft, 'focus in it').to.equal(0);
    (view.shadow.activeElement as HTMLElement).blur();
    await nextFrames();
    await clock.tick(TICKER_ADVANCE_MS);
    await scrolledFrom(clock, list, 0);
  });

  it('moves nothing by itself and shows no control under prefers-reduced-motion; the shopper scrolls it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { view, list, clock } = await showTicker(320);
    expect(list.hasAttribute('data-overflows'), 'the fade still says more follows').to.equal(true);
    expect(pause(view) === null, 'no pause control').to.equal(true);
    await clock.tick(TICKER_ADVANCE_MS * 3);
    expect(list.scrollLeft).to.equal(0);
    list.scrollLeft = 200;
    expect(list.scrollLeft).to.be.above(0);
  });

  it('only fades and scrolls by hand without autoAdvance', async () => {
    const { view, list, clock } = await showTicker(320, { autoAdvance: false });
    expect(list.hasAttribute('data-overflows')).to.equal(true);
    expect(pause(view) === null, 'no pause control').to.equal(true);
    await clock.tick(TICKER_ADVANCE_MS * 3);
    expect(list.scrollLeft).to.equal(0);
  });
});
