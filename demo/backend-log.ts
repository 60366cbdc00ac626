/**
 * What the fake backend received: its last requests and the newsletter subscribers of this
 * session, polled every 2 s while the tab is visible (and on demand). Waiting subscribers get a
 * button that sends the double-opt-in confirmation the e-mail's link would trigger.
 */
import { html, nothing, render, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import {
  confirmDoubleOptIn,
  getBackendState,
  getDoiPath,
  type BackendState,
  type NewsletterSubscriber,
  type ReceivedRequest,
} from './backend-client';

export const POLL_INTERVAL_MS = 2000;

const DOI_RESULTS: Readonly<Record<number, string>> = {
  204: 'confirmed',
  404: 'the token is unknown (404)',
  410: 'the link has expired (410)',
};

export interface BackendLog {
  /** Reads the state now (after a change the page made). */
  readonly refresh: () => Promise<void>;
  readonly stop: () => void;
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString('en-GB', { hour12: false });
}

function statusClass(request: ReceivedRequest): string {
  const { status, outcome } = request;
  if (outcome === 'network-error' || outcome === 'malformed' || (status !== null && status >= 500))
    return 'demo-badge demo-badge--error';
  if (status === null) return 'demo-badge demo-badge--muted';
  if (status >= 400) return 'demo-badge demo-badge--warning';
  return 'demo-badge demo-badge--ok';
}

/** The status column: the HTTP status, and what the scenario did to the answer if anything. */
function statusText(request: ReceivedRequest): string {
  const status = request.status === null ? '' : String(request.status);
  switch (request.outcome) {
    case 'answered':
      return status;
    case 'pending':
      return 'pending';
    case 'network-error':
      return 'dropped';
    default:
      return [status, request.outcome].filter(Boolean).join(' ');
  }
}

function requestsTable(requests: readonly ReceivedRequest[]): TemplateResult {
  if (requests.length === 0) {
    return html`<p>
      No service requests yet in this session: the elements call the services as they mount.
    </p>`;
  }
  // the backend keeps them oldest first
  const newestFirst = [...requests].reverse();
  return html`<div
    class="demo-table-scroll demo-table-scroll--tall"
    role="region"
    aria-labelledby="backend-requests-title"
    tabindex="0"
  >
    <table class="demo-table">
      <caption class="demo-visually-hidden">
        Requests the fake backend received, newest first
      </caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Method</th>
          <th scope="col">Path</th>
          <th scope="col">Status</th>
          <th scope="col">Took</th>
          <th scope="col">Endpoint id</th>
          <th scope="col">Site</th>
        </tr>
      </thead>
      <tbody>
        ${repeat(
          newestFirst,
          (request) => request.seq,
          (request) =>
            html`<tr>
              <td class="demo-nowrap">${formatTime(request.at)}</td>
              <td><code>${request.method}</code></td>
              <td><code class="demo-break">${request.path}</code></td>
              <td class="demo-nowrap">
                <span class=${statusClass(request)}>${statusText(request)}</span>
              </td>
              <td class="demo-nowrap">
                ${request.durationMs === null ? '' : `${Math.round(request.durationMs)} ms`}
              </td>
              <td class="demo-nowrap"><code>${request.endpoint}</code></td>
              <td>${request.site}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

function subscribersTable(
  subscribers: readonly NewsletterSubscriber[],
  confirm: (token: string) => void,
): TemplateResult {
  if (subscribers.length === 0) return html`<p>No newsletter subscribers in this session.</p>`;
  return html`<div class="demo-table-scroll">
    <table class="demo-table">
      <caption class="demo-visually-hidden">
        Newsletter subscribers of this session
      </caption>
      <thead>
        <tr>
          <th scope="col">E-mail</th>
          <th scope="col">Site</th>
          <th scope="col">Status</th>
          <th scope="col">Double opt-in</th>
        </tr>
      </thead>
      <tbody>
        ${repeat(
          subscribers,
          (subscriber) => subscriber.token,
          (subscriber) =>
            html`<tr>
              <td>${subscriber.email}</td>
              <td>${subscriber.site}</td>
              <td class="demo-nowrap"><code>${subscriber.status}</code></td>
              <td>
                ${
                  subscriber.status === 'WAITING_FOR_DOI'
                    ? html`<div class="demo-doi">
                        <span>Token <code class="demo-break">${subscriber.token}</code></span>
                        <a
                          class="demo-break"
                          href=${`/?subscriberToken=${encodeURIComponent(subscriber.token)}#newsletter-landing`}
                          >Open the confirmation link<span class="demo-visually-hidden">
                            for ${subscriber.email}</span
                          ></a
                        >
                        <code class="demo-break">PUT ${getDoiPath(subscriber.token)}</code>
                        <button
                          type="button"
                          class="demo-button"
                          @click=${() => confirm(subscriber.token)}
                        >
                          Send the confirmation<span class="demo-visually-hidden">
                            for ${subscriber.email}</span
                          >
                        </button>
                      </div>`
                    : html`<span class="demo-muted"
                        >Token <code class="demo-break">${subscriber.token}</code></span
                      >`
                }
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function startBackendLog(container: HTMLElement): BackendLog {
  let state: BackendState | null = null;
  let failure = '';
  let updatedAt = '';
  let doiMessage = '';
  let timer: number | undefined;
  let inFlight: Promise<void> | null = null;

  const update = (): void => {
    render(template(), container);
  };

  const refresh = (): Promise<void> => {
    // one read at a time: a slow backend (latency scenario) must not pile up polls
    inFlight ??= getBackendState()
      .then((next) => {
        state = next;
        failure = '';
        updatedAt = new Date().toLocaleTimeString('en-GB', { hour12: false });
      })
      .catch((error: unknown) => {
        failure = error instanceof Error ? error.message : String(error);
      })
      .finally(() => {
        inFlight = null;
        update();
      });
    return inFlight;
  };

  const confirm = (token: string): void => {
    doiMessage = `Sending the confirmation for ${token}…`;
    update();
    confirmDoubleOptIn(token)
      .then((status) => {
        doiMessage = `PUT ${getDoiPath(token)}: ${DOI_RESULTS[status] ?? `answered ${status}`}.`;
      })
      .catch((error: unknown) => {
        doiMessage = `The confirmation could not be sent: ${String(error)}`;
      })
      .finally(() => void refresh());
  };

  const schedule = (): void => {
    window.clearInterval(timer);
    timer = undefined;
    if (document.visibilityState !== 'visible') {
      update();
      return;
    }
    timer = window.setInterval(() => void refresh(), POLL_INTERVAL_MS);
  };

  const onVisibilityChange = (): void => {
    if (document.visibilityState === 'visible') void refresh();
    schedule();
  };

  const template = (): TemplateResult => html`
    <div class="demo-row demo-row--between">
      <p class="demo-muted">
        ${
          failure
            ? html`<span class="demo-status--error"
                >Reading /__backend/state failed: ${failure}</span
              >`
            : updatedAt
              ? `Session ${state?.session ?? ''}, read at ${updatedAt}.`
              : 'Reading /__backend/state…'
        }
        ${
          document.visibilityState === 'visible'
            ? `Refreshes every ${POLL_INTERVAL_MS / 1000} s while this tab is visible.`
            : 'Paused while this tab is hidden.'
        }
      </p>
      <button type="button" class="demo-button demo-button--quiet" @click=${() => void refresh()}>
        Refresh now
      </button>
    </div>
    <h3>Newsletter subscribers</h3>
    <p>
      A sign-up waits for its double opt-in until the link in the e-mail is opened; the button sends
      the request that link leads to.
    </p>
    ${state ? subscribersTable(state.newsletter.subscribers, confirm) : nothing}
    <p class="demo-status" role="status">${doiMessage}</p>
    <h3 id="backend-requests-title">Last requests, newest first</h3>
    ${state ? requestsTable(state.requests) : nothing}
  `;

  document.addEventListener('visibilitychange', onVisibilityChange);
  container.replaceChildren();
  update();
  void refresh();
  schedule();

  return {
    refresh,
    stop: () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
