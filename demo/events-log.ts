/**
 * The events log: every DOM event of the public contract that reaches window, newest first,
 * and buttons that dispatch the three events the elements listen for. Listening in the capture
 * phase on window sees the window-level events and the bubbling, composed ones the elements
 * dispatch on themselves (their target is then the element's host).
 */
import { html, render, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import { SHOP_EVENTS } from '../src/core/events';

export const LOGGED_EVENTS: readonly string[] = [
  SHOP_EVENTS.cartUpdate,
  SHOP_EVENTS.modalClosed,
  SHOP_EVENTS.triggerUpdate,
  SHOP_EVENTS.cartCountChange,
  SHOP_EVENTS.newsletterSuccess,
  SHOP_EVENTS.flyoutChange,
];

/** The events integrators dispatch to make the elements reload the cart. */
const DISPATCHABLE = [
  { name: SHOP_EVENTS.cartUpdate, effect: 'the cart reloads with forceReload=true' },
  { name: SHOP_EVENTS.modalClosed, effect: 'a page modal closed: the cart reloads, forced' },
  { name: SHOP_EVENTS.triggerUpdate, effect: 'the cart reloads' },
] as const;

export const MAX_LOG_ENTRIES = 30;

interface LogEntry {
  readonly id: number;
  readonly time: string;
  readonly name: string;
  readonly target: string;
  readonly detail: string;
}

function describeTarget(target: EventTarget | null): string {
  if (target === window) return 'window';
  if (target === document) return 'document';
  if (target instanceof Element) return `<${target.localName}>`;
  return target ? target.constructor.name : 'none';
}

function describeDetail(event: Event): string {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  if (detail === undefined || detail === null) return 'null';
  try {
    return JSON.stringify(detail) ?? String(detail);
  } catch {
    return String(detail);
  }
}

function formatTime(date: Date): string {
  const time = date.toLocaleTimeString('en-GB', { hour12: false });
  return `${time}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** Starts logging into `container`; returns the function that stops it. */
export function startEventsLog(container: HTMLElement): () => void {
  let entries: LogEntry[] = [];
  let total = 0;

  const update = (): void => {
    render(template(), container);
  };

  const onEvent = (event: Event): void => {
    total += 1;
    entries = [
      {
        id: total,
        time: formatTime(new Date()),
        name: event.type,
        target: describeTarget(event.target),
        detail: describeDetail(event),
      },
      ...entries,
    ].slice(0, MAX_LOG_ENTRIES);
    update();
  };

  const dispatch = (name: string): void => {
    window.dispatchEvent(new CustomEvent(name));
  };

  const clear = (): void => {
    entries = [];
    total = 0;
    update();
  };

  const template = (): TemplateResult => html`
    <p>
      The elements listen on <code>window</code> for three events; any script on the page may
      dispatch them:
    </p>
    <ul class="demo-dispatch">
      ${DISPATCHABLE.map(
        (event) =>
          html`<li>
            <button type="button" class="demo-button" @click=${() => dispatch(event.name)}>
              Dispatch ${event.name}
            </button>
            <code>window.dispatchEvent(new CustomEvent('${event.name}'))</code>
            <span class="demo-muted">${event.effect}</span>
          </li>`,
      )}
    </ul>
    <div class="demo-row demo-row--between">
      <p class="demo-muted" id="events-summary">
        ${
          total === 0
            ? 'No events yet.'
            : `${total} event${total === 1 ? '' : 's'} so far; the latest ${Math.min(total, MAX_LOG_ENTRIES)} below, newest first.`
        }
        Logged: ${LOGGED_EVENTS.join(', ')}.
      </p>
      <button type="button" class="demo-button demo-button--quiet" @click=${clear}>
        Clear log
      </button>
    </div>
    <div class="demo-table-scroll">
      <table class="demo-table demo-table--log" aria-describedby="events-summary">
        <caption class="demo-visually-hidden">
          Events that reached window, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">Target</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          ${repeat(
            entries,
            (entry) => entry.id,
            (entry) =>
              html`<tr>
                <td class="demo-nowrap">${entry.time}</td>
                <td><code>${entry.name}</code></td>
                <td><code>${entry.target}</code></td>
                <td><code class="demo-break">${entry.detail}</code></td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  `;

  for (const name of LOGGED_EVENTS) window.addEventListener(name, onEvent, { capture: true });
  container.replaceChildren();
  update();
  return () => {
    for (const name of LOGGED_EVENTS) window.removeEventListener(name, onEvent, { capture: true });
  };
}
