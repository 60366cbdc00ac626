import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useRef, type ComponentType } from 'react';
import { installClock } from '../../../test/helpers/clock';
import { nextFrames, waitFor } from '../../../test/helpers/dom';
import { PAST_FLYOUT_OPEN_DELAYS_MS } from '../../../test/helpers/flyout';
import { cleanupViews, renderView, type RenderedView } from '../../../test/helpers/render';
import { $flyout, closeFlyout } from '../../../stores/flyout/index';
import { getLogEntries, resetLogger } from '../../core/logger';
import { onDemand, type OnDemandModule } from '../../shared/on-demand';
import { LazyBody } from '../lazy/lazy-body';
import { flyoutPlacement, useFlyout } from './index';

/**
 * A header-like flyout whose body loads on demand: a button in a trigger box, a plain panel;
 * with `body`, the panel shows it as a view does (LazyBody: the busy state until it is there).
 */
function LazyFlyout({
  content,
  body,
}: {
  readonly content: OnDemandModule<unknown>;
  readonly body?: OnDemandModule<ComponentType<object>>;
}) {
  const triggerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const flyout = useFlyout({ kind: 'USER_MENU', triggerRef, toggleRef, panelRef, content });
  return (
    <div style={{ position: 'fixed', right: 0, top: 0 }}>
      <div ref={triggerRef} {...flyout.getTriggerProps()} data-testpart="trigger">
        <button ref={toggleRef} type="button" {...flyout.getToggleProps()}>
          Konto
        </button>
      </div>
      {flyout.isRendered && (
        <div ref={panelRef} {...flyout.getPanelProps()} aria-label="Konto Menü">
          <button type="button" {...flyout.getCloseButtonProps()}>
            Schließen
          </button>
          {body && <LazyBody body={body} props={{}} />}
        </div>
      )}
    </div>
  );
}

/** A body whose imports the test counts, failing the first `failures` times. */
function countedBody(failures = 0) {
  const calls = { count: 0 };
  let failuresLeft = failures;
  const body = onDemand('the test body', async () => {
    calls.count += 1;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new TypeError('Failed to fetch dynamically imported module: http://test/body.js');
    }
    return 'body';
  });
  return { body, calls };
}

/** A body whose import waits until the test lets it arrive. */
function heldBody() {
  let arrive = (): void => undefined;
  const body = onDemand<ComponentType<object>>(
    'the held body',
    () =>
      new Promise((resolve) => {
        arrive = () => resolve(() => <p>Ihr Konto</p>);
      }),
  );
  return { body, arrive: () => arrive() };
}

function parts(view: RenderedView) {
  return {
    trigger: () => view.shadow.querySelector<HTMLElement>('[data-testpart="trigger"]')!,
    toggle: () => view.shadow.querySelector<HTMLButtonElement>('[data-testpart="trigger"] button')!,
    openPanel: () => view.shadow.querySelector<HTMLElement>('[role="dialog"]:not([hidden])'),
    /** The open panel's name or 'none' (a failed chai match on an element stalls the run). */
    shown: () =>
      view.shadow.querySelector('[role="dialog"]:not([hidden])')?.getAttribute('aria-label') ??
      'none',
  };
}

describe('useFlyout with a body loaded on demand, in Chromium', () => {
  afterEach(async () => {
    cleanupViews();
    closeFlyout();
    await resetMouse();
  });

  it('imports nothing before intent, then when the pointer enters the trigger, and opens after the hover delay', async () => {
    const { body, calls } = countedBody();
    const flyout = parts(await renderView(<LazyFlyout content={body} />));
    // rendered, its effects run and drawn: an import on render or mount would have started
    await nextFrames();
    expect(calls.count, 'before intent').to.equal(0);
    const box = flyout.trigger().getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await waitFor(() => calls.count === 1 || undefined, { message: 'imported on pointer enter' });
    await waitFor(() => flyout.openPanel(), { message: 'opens once there' });
    expect(calls.count, 'imported once').to.equal(1);
  });

  it('opens the panel busy when its body has not come 400 ms after the click, not at 399 ms', async () => {
    const { body, arrive } = heldBody();
    const flyout = parts(await renderView(<LazyFlyout content={body} body={body} />));
    const clock = installClock();
    try {
      flyout.toggle().click();
      await clock.tick(399);
      expect(flyout.openPanel() === null, 'closed at 399 ms').to.equal(true);
      await clock.tick(1);
      const panel = await clock.until(() => flyout.openPanel(), 'the busy panel at 400 ms');
      expect(panel.querySelector('[aria-busy="true"]')?.textContent).to.equal('Wird geladen …');
      arrive();
      await clock.until(() => panel.textContent?.includes('Ihr Konto'), 'the body once it came');
      expect(panel.querySelector('[aria-busy]') === null, 'no longer busy').to.equal(true);
    } finally {
      clock.uninstall();
    }
  });

  it('imports it when the toggle takes focus, without opening', async () => {
    const { body, calls } = countedBody();
    const flyout = parts(await renderView(<LazyFlyout content={body} />));
    const clock = installClock();
    try {
      flyout.toggle().focus();
      await clock.until(() => calls.count === 1 || undefined, 'imported on focus');
      // the body and the placing code have arrived, and the delays an open waits for are past
      await clock.until(
        () => (body.loaded() !== undefined && flyoutPlacement.loaded() !== undefined) || undefined,
        'the body and the placing code',
      );
      await clock.tick(PAST_FLYOUT_OPEN_DELAYS_MS);
      await nextFrames();
      expect(flyout.shown()).to.equal('none');
    } finally {
      clock.uninstall();
    }
  });

  it('opens nothing when the import fails, and imports again and opens on the next intent', async () => {
    const { body, calls } = countedBody(1);
    const flyout = parts(await renderView(<LazyFlyout content={body} />));
    resetLogger();
    const clock = installClock();
    try {
      flyout.toggle().click();
      await clock.until(() => calls.count === 1 || undefined, 'first import');
      // the failure has been handled (logged), and the busy delay of the open is past
      await clock.until(
        () =>
          getLogEntries().some((entry) => entry.message.startsWith('Could not load the test body')),
        'the failure logged',
      );
      await clock.tick(PAST_FLYOUT_OPEN_DELAYS_MS);
      await nextFrames();
      expect(flyout.shown(), 'nothing opens after the failure').to.equal('none');
      expect($flyout.get()).to.equal('NONE');
    } finally {
      clock.uninstall();
    }

    flyout.toggle().click();
    await waitFor(() => flyout.openPanel(), { message: 'the second intent opens it' });
    expect(calls.count, 'imported again').to.equal(2);
  });
});
