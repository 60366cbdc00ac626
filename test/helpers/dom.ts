/**
 * Helpers shared by unit (happy-dom) and browser (Chromium) tests. Elements render into open
 * shadow roots asynchronously (each has its own React root), so tests wait for content by
 * polling, never for one tick (docs/toolchain.md).
 */
import { render, type TemplateResult } from 'lit-html';
import { releaseStores } from './stores';

export interface WaitOptions {
  readonly timeout?: number;
  readonly interval?: number;
  readonly message?: string;
}

type Checked<T> = T | undefined | null | false;

/**
 * Polls `check` (which may ask something asynchronous, such as the fake backend's request log)
 * until it returns a value other than undefined/false/null, or throws on timeout. The 20 s
 * default is a ceiling for a hang, not a budget: a condition that holds ends the wait at once,
 * and one that takes seconds on a busy machine is slow, not wrong.
 */
export async function waitFor<T>(
  check: () => Checked<T> | Promise<Checked<T>>,
  { timeout = 20_000, interval = 10, message = 'condition' }: WaitOptions = {},
): Promise<T> {
  const started = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      const result = await check();
      if (result !== undefined && result !== null && result !== false) return result;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - started > timeout) {
      throw new Error(
        `waitFor timed out after ${timeout} ms: ${message}${lastError ? ` (${String(lastError)})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

const containers = new Set<HTMLElement>();

/** Renders a lit-html fixture into a fresh container in the document body. */
export function mount(template: TemplateResult): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  containers.add(container);
  render(template, container);
  return container;
}

/** Removes everything `mount` added and ends the store lifecycles it started; call from afterEach. */
export function unmountAll(): void {
  for (const container of containers) container.remove();
  containers.clear();
  releaseStores();
}

/** Waits until the element's shadow root has rendered content and returns the root. */
export async function rendered(element: Element, timeout?: number): Promise<ShadowRoot> {
  return waitFor(
    () => {
      const root = element.shadowRoot;
      return root && root.childElementCount > 0 ? root : undefined;
    },
    { timeout, message: `<${element.localName}> to render` },
  );
}

/**
 * Two animation frames (browser tests): every event delivered before (the scroll and resize
 * events of the next frame included), the renders it caused and the effects they ran are done and
 * drawn. A check that something did NOT happen waits for a moment like this one, after the cause
 * has certainly been handled, never for a fixed time: on a busy machine a fixed time can run out
 * before the cause was handled, and the check passes without having checked anything.
 */
export async function nextFrames(): Promise<void> {
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Browser tests: the moment an image of `src` started before (an `<img src=x onerror=...>` of
 * hostile markup rendered as HTML) would have run its error handler. An image of the same address
 * made now has loaded or failed, and two frames have passed.
 */
export async function imageOfSrcAnswered(src: string): Promise<void> {
  const probe = new Image();
  await new Promise((answered) => {
    probe.addEventListener('error', answered, { once: true });
    probe.addEventListener('load', answered, { once: true });
    probe.src = src;
  });
  await nextFrames();
}

/** A mouse pointer event's options, as the browser sends them between page and `element`. */
export function mouseEventInit(): PointerEventInit {
  return {
    bubbles: true,
    composed: true,
    pointerType: 'mouse',
    isPrimary: true,
    relatedTarget: document.body,
  };
}

/**
 * A mouse moving onto `element` and away again in one task: always earlier than any hover delay,
 * however busy the machine (a real pointer's two moves may take longer than 200 ms).
 */
export function hoverAndLeaveAtOnce(element: Element): void {
  element.dispatchEvent(new PointerEvent('pointerover', mouseEventInit()));
  element.dispatchEvent(new PointerEvent('pointerout', mouseEventInit()));
}

/**
 * A key pressed on `element` while an input method is composing (the IME takes arrows and Enter
 * to pick its candidates). Returns the event, to ask whether the element prevented its default.
 */
export function pressWhileComposing(element: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key,
    isComposing: true,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  element.dispatchEvent(event);
  return event;
}
