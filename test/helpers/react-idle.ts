/**
 * Unit tests (happy-dom): the moment React has done what it had to do. A check that something
 * did NOT happen (nothing asked for, nothing shown) waits for this, never for a fixed time: on a
 * busy machine React's work is cut into more slices, and a fixed time can run out before the
 * render or effect that would break the rule has run, so the check passes without checking.
 */
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';

/**
 * How many times an update started in an effect is followed. React queues such an update's
 * render from a microtask, after the task that ran the effect, so an idle callback already
 * queued can come first; the next round's callback is queued after it.
 */
const ROUNDS = 5;

/**
 * Resolves once React's scheduler (the one react-dom renders and runs effects with) has run
 * every task queued before, and the updates those tasks started, five levels deep: a callback of
 * the idle priority runs after every task of a higher priority, including those queued while it
 * waits, however long they take. Not a wait for time: it takes as long as React's work does.
 * What React waits for (a request's answer, a dynamic import) needs its own moment first.
 */
export async function reactIdle(): Promise<void> {
  for (let round = 0; round < ROUNDS; round += 1) {
    await new Promise<void>((resolve) => {
      unstable_scheduleCallback(unstable_IdlePriority, resolve);
    });
  }
}
