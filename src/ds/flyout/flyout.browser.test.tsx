import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useRef, type CSSProperties } from 'react';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { installClock } from '../../../test/helpers/clock';
import {
  hoverAndLeaveAtOnce,
  mouseEventInit,
  nextFrames,
  waitFor,
} from '../../../test/helpers/dom';
import { PAST_FLYOUT_OPEN_DELAYS_MS } from '../../../test/helpers/flyout';
import { cleanupViews, renderView, type RenderedView } from '../../../test/helpers/render';
import { $flyout, closeFlyout } from '../../../stores/flyout/index';
import { OVERLAY_HOVER_CLOSE_MS } from '../../core/config';
import { useFlyout, type FlyoutOptions } from './index';

interface TestFlyoutProps {
  readonly label?: string;
  readonly enabled?: boolean;
  readonly rows?: number;
  readonly align?: FlyoutOptions['align'];
  readonly style?: CSSProperties;
  /** Called on each render of the flyout's component. */
  readonly onRender?: () => void;
}

/** A header-like flyout: a button in a trigger box, a panel with a heading, links and a close button. */
function TestFlyout({
  label = 'Konto',
  enabled = true,
  rows = 3,
  align = 'end',
  style,
  onRender,
}: TestFlyoutProps) {
  onRender?.();
  const triggerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const flyout = useFlyout({ kind: 'USER_MENU', triggerRef, toggleRef, panelRef, enabled, align });
  return (
    <div style={style}>
      <div ref={triggerRef} {...flyout.getTriggerProps()} data-testpart="trigger">
        <button ref={toggleRef} type="button" {...flyout.getToggleProps()}>
          {label}
        </button>
      </div>
      {flyout.isOpen && <div {...flyout.getOverlayProps()} data-testpart="overlay" />}
      {flyout.isRendered && (
        <div
          ref={panelRef}
          {...flyout.getPanelProps()}
          aria-label={`${label} Menü`}
          style={{ width: 360, background: 'white', padding: 16 }}
        >
          <button type="button" aria-label="Schließen" {...flyout.getCloseButtonProps()}>
            ×
          </button>
          <ul>
            {Array.from({ length: rows }, (_, index) => (
              <li key={index} style={{ height: 40 }}>
                <a href={`#eintrag-${index}`}>Eintrag {index + 1}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

const corner = (position: 'top-left' | 'top-right' | 'center' | 'bottom'): CSSProperties => {
  const base: CSSProperties = { position: 'fixed' };
  switch (position) {
    case 'top-left':
      return { ...base, left: 0, top: 0 };
    case 'top-right':
      return { ...base, right: 0, top: 0 };
    case 'center':
      return { ...base, left: '50%', top: '40%' };
    case 'bottom':
      return { ...base, left: '30%', bottom: 10 };
    default:
      return position satisfies never;
  }
};

function parts(view: RenderedView) {
  const shadow = view.shadow;
  return {
    trigger: () => shadow.querySelector<HTMLElement>('[data-testpart="trigger"]')!,
    toggle: () => shadow.querySelector<HTMLButtonElement>('.flyout-trigger button')!,
    panel: () => shadow.querySelector<HTMLElement>('[role="dialog"]'),
    openPanel: () => shadow.querySelector<HTMLElement>('[role="dialog"]:not([hidden])'),
    /**
     * The open panel's name, or 'none': checks compare this string, not the element, because a
     * failed chai match on an element stalls the test runner's report until the browser leaves.
     */
    shown: () =>
      shadow.querySelector('[role="dialog"]:not([hidden])')?.getAttribute('aria-label') ?? 'none',
    overlay: () => shadow.querySelector<HTMLElement>('[data-testpart="overlay"]'),
  };
}

function center(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

async function moveTo(element: Element): Promise<void> {
  await sendMouse({ type: 'move', position: center(element) });
}

async function clickOn(element: Element): Promise<void> {
  await sendMouse({ type: 'click', position: center(element) });
}

function expectInsideViewport(element: Element): void {
  const box = element.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  expect(box.left, 'left edge').to.be.at.least(0);
  expect(box.top, 'top edge').to.be.at.least(0);
  expect(box.right, 'right edge').to.be.at.most(width);
  expect(box.bottom, 'bottom edge').to.be.at.most(height);
}

describe('useFlyout in Chromium', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    cleanupViews();
    closeFlyout();
    await resetMouse();
  });

  describe('opening and closing', () => {
    it('opens after the mouse rests on the trigger for 200 ms, not when it leaves earlier', async () => {
      const view = await renderView(<TestFlyout style={corner('top-right')} />);
      const flyout = parts(view);
      const clock = installClock();
      try {
        hoverAndLeaveAtOnce(flyout.trigger());
        await clock.tick(PAST_FLYOUT_OPEN_DELAYS_MS);
        await nextFrames();
        expect(flyout.shown(), 'left before the delay').to.equal('none');
      } finally {
        clock.uninstall();
      }

      await moveTo(flyout.trigger());
      expect(flyout.shown(), 'not at once').to.equal('none');
      await waitFor(() => flyout.openPanel(), { message: 'hover to open' });
      expect(flyout.trigger().dataset.state).to.equal('open');
      expect(flyout.panel()!.dataset.state).to.equal('open');
      expect(flyout.toggle().getAttribute('aria-expanded')).to.equal('true');
      expect($flyout.get()).to.equal('USER_MENU');
    });

    it("counts the hover delay from the pointer's arrival, not from when the page got to it", async () => {
      const view = await renderView(<TestFlyout style={corner('top-right')} />);
      const flyout = parts(view);
      const clock = installClock();
      try {
        const arrival = new PointerEvent('pointerover', mouseEventInit());
        // the page is busy for 120 ms before the event is handled
        const busyUntil = performance.now() + 120;
        while (performance.now() < busyUntil);
        flyout.trigger().dispatchEvent(arrival);
        // real time from the arrival until now, rounded up: the test clock counts from here
        const handled = Math.ceil(performance.now() - arrival.timeStamp);
        expect(handled).to.be.at.least(120);
        // a page slower still may take 199 ms or more to get to the event: its 200 ms are then
        // over, and there is no moment before them left to check (moving the clock by a
        // negative amount turned it back, and the flyout's timer never came due)
        if (handled < 199) {
          await clock.tick(199 - handled);
          expect(flyout.shown(), '199 ms after the arrival').to.equal('none');
        }
        // 200 ms after the arrival, give or take what passed between the handler's reading of
        // the time and this test's: up to 50 ms, still far short of 200 ms after the handling,
        // where a delay counted from there ends
        await clock.tick(50);
        await clock.until(() => flyout.openPanel(), 'the flyout 200 ms after the arrival');
      } finally {
        clock.uninstall();
      }
    });

    it('never opens on a touch or pen hover', async () => {
      const view = await renderView(<TestFlyout />);
      const flyout = parts(view);
      const clock = installClock();
      try {
        for (const pointerType of ['touch', 'pen']) {
          flyout
            .trigger()
            .dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType }));
          flyout
            .trigger()
            .dispatchEvent(new PointerEvent('pointerenter', { bubbles: false, pointerType }));
        }
        await clock.tick(PAST_FLYOUT_OPEN_DELAYS_MS);
        await nextFrames();
        expect(flyout.shown()).to.equal('none');
      } finally {
        clock.uninstall();
      }
    });

    it('opens and closes on clicks on the control, focus staying on it', async () => {
      const view = await renderView(<TestFlyout style={corner('top-right')} />);
      const flyout = parts(view);
      await clickOn(flyout.toggle());
      await waitFor(() => flyout.openPanel());
      // a click is no keyboard open: focus stays where the click put it
      expect(view.shadow.activeElement === flyout.toggle(), 'focus on the toggle').to.equal(true);
      await clickOn(flyout.toggle());
      await waitFor(() => flyout.openPanel() === null);
    });

    it('keeps what the mouse opened by hovering when the control is then clicked', async () => {
      const view = await renderView(<TestFlyout style={corner('top-right')} />);
      const flyout = parts(view);
      await moveTo(flyout.toggle());
      await waitFor(() => flyout.openPanel());
      await clickOn(flyout.toggle());
      // the click has been handled and what it changed drawn
      await nextFrames();
      expect(flyout.shown()).to.equal('Konto Menü');
    });

    it('opens from the keyboard with focus moved in; Escape closes and returns focus', async () => {
      const view = await renderView(<TestFlyout />);
      const flyout = parts(view);
      flyout.toggle().focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => flyout.openPanel() && view.shadow.activeElement === flyout.panel());
      await sendKeys({ press: 'Tab' });
      expect(view.shadow.activeElement?.getAttribute('aria-label')).to.equal('Schließen');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => flyout.openPanel() === null);
      expect(view.shadow.activeElement === flyout.toggle(), 'focus on the toggle').to.equal(true);
      expect(flyout.toggle().getAttribute('aria-expanded')).to.equal('false');
    });

    it('toggles closed from the keyboard, returning focus to the control', async () => {
      const view = await renderView(<TestFlyout />);
      const flyout = parts(view);
      flyout.toggle().focus();
      await sendKeys({ press: 'Space' });
      await waitFor(() => flyout.openPanel());
      flyout.toggle().focus();
      await sendKeys({ press: 'Space' });
      await waitFor(() => flyout.openPanel() === null);
      expect(view.shadow.activeElement === flyout.toggle(), 'focus on the toggle').to.equal(true);
    });

    it('closes with the close button and returns focus to the control', async () => {
      const view = await renderView(<TestFlyout />);
      const flyout = parts(view);
      flyout.toggle().focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => flyout.openPanel());
      await clickOn(view.shadow.querySelector('[aria-label="Schließen"]')!);
      await waitFor(() => flyout.openPanel() === null);
      expect(view.shadow.activeElement === flyout.toggle(), 'focus on the toggle').to.equal(true);
    });

    it('closes when the mouse rests on the overlay for 1 s, not when it moves on earlier', async () => {
      const view = await renderView(<TestFlyout style={corner('top-right')} />);
      const flyout = parts(view);
      await clickOn(flyout.toggle());
      await waitFor(() => flyout.overlay());
      // on the test's clock: the real time between two mouse moves is the machine's
      const clock = installClock();
      try {
        await sendMouse({ type: 'move', position: [200, 600] });
        await clock.tick(500);
        await moveTo(flyout.panel()!);
        await clock.tick(OVERLAY_HOVER_CLOSE_MS);
        expect(flyout.shown(), 'left the overlay after 0.5 s').to.equal('Konto Menü');
        await sendMouse({ type: 'move', position: [200, 600] });
        await clock.tick(OVERLAY_HOVER_CLOSE_MS - 1);
        expect(flyout.shown(), 'at 999 ms on the overlay').to.equal('Konto Menü');
        await clock.tick(1);
        await clock.until(() => flyout.openPanel() === null, 'the flyout closed at 1 s');
      } finally {
        clock.uninstall();
      }
      expect(flyout.overlay()).to.equal(null);
    });

    it('closes on a press outside, but not on a press inside the panel', async () => {
      const view = await renderView(<TestFlyout style={corner('top-right')} />);
      const flyout = parts(view);
      await clickOn(flyout.toggle());
      await waitFor(() => flyout.openPanel());
      await clickOn(view.shadow.querySelector('li')!);
      expect(flyout.shown()).to.equal('Konto Menü');
      await sendMouse({ type: 'click', position: [100, 700] });
      await waitFor(() => flyout.openPanel() === null);
    });

    it('closes when focus moves on to something outside', async () => {
      const outside = document.createElement('button');
      outside.textContent = 'Draußen';
      document.body.append(outside);
      try {
        const view = await renderView(<TestFlyout />);
        const flyout = parts(view);
        flyout.toggle().focus();
        await sendKeys({ press: 'Enter' });
        await waitFor(() => flyout.openPanel());
        outside.focus();
        await waitFor(() => flyout.openPanel() === null);
      } finally {
        outside.remove();
      }
    });

    it('keeps one flyout open at a time across elements', async () => {
      const first = await renderView(<TestFlyout label="Konto" style={corner('top-right')} />);
      const second = await renderView(<TestFlyout label="Filialen" style={corner('top-left')} />);
      await clickOn(parts(first).toggle());
      await waitFor(() => parts(first).openPanel());
      await clickOn(parts(second).toggle());
      await waitFor(() => parts(second).openPanel());
      expect(parts(first).shown()).to.equal('none');
      expect(parts(first).trigger().dataset.state).to.equal('closed');
    });

    it('renders only the flyout whose state changes, not every flyout of the page', async () => {
      const renders = { Konto: 0, Filialen: 0 };
      const first = await renderView(
        <TestFlyout
          label="Konto"
          style={corner('top-right')}
          onRender={() => (renders.Konto += 1)}
        />,
      );
      await renderView(
        <TestFlyout
          label="Filialen"
          style={corner('top-left')}
          onRender={() => (renders.Filialen += 1)}
        />,
      );
      // once open and closed: the placing code, loaded on the first opening, is there
      await clickOn(parts(first).toggle());
      await waitFor(() => parts(first).openPanel());
      await clickOn(parts(first).toggle());
      await waitFor(() => parts(first).openPanel() === null);
      // the renders the closing caused are done
      await nextFrames();
      const before = { ...renders };
      await clickOn(parts(first).toggle());
      await waitFor(() => parts(first).openPanel());
      // the renders the opening caused are done
      await nextFrames();
      expect(renders.Konto, 'the opened one').to.be.above(before.Konto);
      expect(renders.Filialen, 'the other one').to.equal(before.Filialen);
    });

    it('closes when switched off, and opens nothing while off', async () => {
      const view = await renderView(<TestFlyout />);
      const flyout = parts(view);
      await clickOn(flyout.toggle());
      await waitFor(() => flyout.openPanel());
      view.rerender(<TestFlyout enabled={false} />);
      await waitFor(() => flyout.openPanel() === null);
      expect($flyout.get()).to.equal('NONE');
      await clickOn(flyout.toggle());
      // the click has been handled and what it changed drawn
      await nextFrames();
      expect(flyout.shown()).to.equal('none');
    });

    it('has no axe violations open and closed', async () => {
      const view = await renderView(<TestFlyout />);
      await expectNoAxeViolations(view.host);
      parts(view).toggle().focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => parts(view).openPanel());
      await expectNoAxeViolations(view.host);
    });
  });

  describe('positioning', () => {
    const placements = ['top-left', 'top-right', 'center', 'bottom'] as const;
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
      { width: 320, height: 568 },
    ]) {
      for (const placement of placements) {
        it(`stays inside a ${viewport.width} px viewport with the trigger at ${placement}`, async () => {
          await setViewport(viewport);
          const view = await renderView(<TestFlyout rows={6} style={corner(placement)} />);
          const flyout = parts(view);
          await clickOn(flyout.toggle());
          const panel = await waitFor(() => flyout.openPanel());
          // placed as it opened, and again in the frame after, once its size is known
          await waitFor(() => panel.dataset.placement, { message: 'the panel placed' });
          await nextFrames();
          expectInsideViewport(panel);
          const kind = panel.dataset.placement;
          if (viewport.width < 768) {
            expect(kind).to.equal('sheet');
            expect(panel.getBoundingClientRect().width).to.equal(viewport.width);
          } else {
            expect(kind).to.be.oneOf(['below', 'above']);
            // beside its trigger: it overlaps the trigger's column, just below or above it
            const trigger = flyout.trigger().getBoundingClientRect();
            const box = panel.getBoundingClientRect();
            expect(box.right).to.be.at.least(trigger.left);
            expect(box.left).to.be.at.most(trigger.right);
            const gap = kind === 'below' ? box.top - trigger.bottom : trigger.top - box.bottom;
            expect(gap).to.be.within(0, 8);
          }
        });
      }
    }

    it('caps a tall panel to the room below its trigger, its content scrolling inside', async () => {
      await setViewport({ width: 1280, height: 600 });
      const view = await renderView(<TestFlyout rows={40} style={corner('top-right')} />);
      const flyout = parts(view);
      await clickOn(flyout.toggle());
      const panel = await waitFor(() => flyout.openPanel());
      expectInsideViewport(panel);
      expect(panel.scrollHeight).to.be.above(panel.clientHeight);
      const last = [...panel.querySelectorAll('a')].at(-1)!;
      last.focus();
      expect(view.shadow.activeElement === last, 'focus on last').to.equal(true);
      expectInsideViewport(last);
    });

    it('follows its trigger when the page scrolls', async () => {
      const view = await renderView(
        <TestFlyout style={{ marginTop: 100, marginLeft: 400, marginBottom: 2000 }} />,
      );
      const flyout = parts(view);
      await clickOn(flyout.toggle());
      const panel = await waitFor(() => flyout.openPanel());
      const before = panel.getBoundingClientRect().top;
      window.scrollBy(0, 40);
      await waitFor(() => Math.abs(panel.getBoundingClientRect().top - (before - 40)) < 1, {
        message: 'the panel to move with the page',
      });
      window.scrollTo(0, 0);
    });

    it('is not clipped or covered by hostile ancestors (overflow, transform, z-index)', async () => {
      const view = await renderView(<TestFlyout style={corner('top-left')} />);
      view.host.style.cssText =
        'position:relative; z-index:0; overflow:hidden; height:48px; transform:translateZ(0)';
      const cover = document.createElement('div');
      cover.style.cssText = 'position:fixed; inset:0; z-index:2147483647; pointer-events:none';
      document.body.append(cover);
      try {
        const flyout = parts(view);
        flyout.toggle().focus();
        await sendKeys({ press: 'Enter' });
        const panel = await waitFor(() => flyout.openPanel());
        expect(panel.matches(':popover-open'), 'in the top layer').to.equal(true);
        expectInsideViewport(panel);
        expect(panel.getBoundingClientRect().height).to.be.above(100);
      } finally {
        cover.remove();
      }
    });
  });
});
