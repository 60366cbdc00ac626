/**
 * The fake shop backend (demo/backend) from a browser test's page: a backend session of the
 * page's own (the demo_session cookie names it, so no test file sees another's scenario) and its
 * scenario switches (POST /__backend/scenario, a partial merge).
 */

let sessions = 0;

/** Sets scenario switches of the current session; a refused switch fails the test. */
export async function setBackendScenario(scenario: Record<string, unknown>): Promise<void> {
  const response = await fetch('/__backend/scenario', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(scenario),
  });
  if (!response.ok) throw new Error(`scenario refused: ${await response.text()}`);
}

/** Starts a fresh session named after `name`, with `scenario` set when given. */
export async function newBackendSession(
  name: string,
  scenario?: Record<string, unknown>,
): Promise<void> {
  sessions += 1;
  document.cookie = `demo_session=${name}-${Date.now()}-${sessions}; path=/`;
  if (scenario) await setBackendScenario(scenario);
}

interface LoggedRequest {
  readonly endpoint: string;
  readonly outcome: string;
}

/**
 * Waits until the fake backend has answered (or failed) a call to each of `endpoints` in this
 * page's session (its request log, GET /__backend/state): what the page asked for has had its
 * answer, so a check that nothing showed is made after the answer, not after a while.
 */
export async function waitForAnswers(endpoints: readonly string[]): Promise<void> {
  const started = Date.now();
  for (;;) {
    const state = (await (await fetch('/__backend/state')).json()) as {
      requests: LoggedRequest[];
    };
    const answered = endpoints.every((endpoint) =>
      state.requests.some(
        (request) => request.endpoint === endpoint && request.outcome !== 'pending',
      ),
    );
    if (answered) return;
    if (Date.now() - started > 10_000) {
      throw new Error(`the backend did not answer ${endpoints.join(', ')} within 10 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface PageRequests {
  /** Resolves once every request the page started since the watch began has its answer. */
  answered(): Promise<void>;
  stop(): void;
}

/**
 * Watches the page's fetch calls from now on. The fake backend logs a request when it arrives,
 * so once `answered()` has resolved its log holds every request the page made: the moment a
 * check that a request was NOT made can look, however busy the machine.
 */
export function watchPageRequests(): PageRequests {
  const original = window.fetch;
  const pending: Promise<unknown>[] = [];
  window.fetch = (...args: Parameters<typeof fetch>) => {
    const request = original.apply(window, args);
    pending.push(request.catch(() => undefined));
    return request;
  };
  return {
    async answered() {
      // a request started while the answers of others were awaited is awaited too
      for (let seen = 0; seen < pending.length; seen = pending.length) {
        await Promise.all(pending);
      }
    },
    stop() {
      window.fetch = original;
    },
  };
}
