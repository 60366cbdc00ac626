/**
 * A clock a browser test moves by hand (installClock), so a delay is pinned to the millisecond
 * without a timed assertion.
 */

export interface TestClock {
  /** Moves the clock by `ms`, running the timers due on the way in order, React committing each. */
  tick(ms: number): Promise<void>;
  /** Waits in real time (the page's events and React's renders go on meanwhile). */
  sleep(ms: number): Promise<void>;
  /** Polls `check` in real time until it holds. */
  until<T>(check: () => T | undefined | null | false, message: string): Promise<T>;
  uninstall(): void;
}

/**
 * A clock the test moves by hand, so a delay is pinned to the millisecond without a timed
 * assertion: while installed, the page's setTimeout and clearTimeout queue their callbacks until
 * `tick` moves the clock past them. React keeps the timers it took when it loaded, so rendering
 * goes on; timers started before the install stay real.
 */
export function installClock(): TestClock {
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = window;
  const FIRST_ID = 1_000_000_000;
  let now = 0;
  let lastId = FIRST_ID;
  const timers = new Map<number, { readonly at: number; readonly run: () => void }>();
  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]): number => {
    lastId += 1;
    const run = (): void => {
      if (typeof handler === 'function') (handler as (...rest: unknown[]) => void)(...args);
    };
    timers.set(lastId, { at: now + Math.max(0, Number(delay) || 0), run });
    return lastId;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number): void => {
    if (id !== undefined && id > FIRST_ID) timers.delete(id);
    else realClearTimeout(id);
  }) as typeof window.clearTimeout;
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      realSetTimeout(resolve, ms);
    });
  return {
    sleep,
    async tick(ms) {
      const end = now + ms;
      for (let ran = 0; ; ran += 1) {
        if (ran > 500) throw new Error('timers keep re-arming: the clock stops');
        let next: [number, { readonly at: number; readonly run: () => void }] | undefined;
        for (const entry of timers)
          if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
        if (!next) break;
        timers.delete(next[0]);
        now = next[1].at;
        next[1].run();
        await sleep(20);
      }
      now = end;
      await sleep(50);
    },
    async until(check, message) {
      for (let attempt = 0; attempt < 300; attempt += 1) {
        const result = check();
        if (result !== undefined && result !== null && result !== false) return result;
        await sleep(10);
      }
      throw new Error(`timed out waiting for ${message}`);
    },
    uninstall() {
      window.setTimeout = realSetTimeout;
      window.clearTimeout = realClearTimeout;
    },
  };
}
