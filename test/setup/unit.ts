import { configure } from '@testing-library/dom';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 10 s instead of 1 s: the unit run shares two cores between its
// workers (and, under npm run test:stress, a busy core), and a render that takes seconds there is
// slow, not wrong. A missing element still fails the test; a present one ends the wait at once.
configure({ asyncUtilTimeout: 10_000 });

// vi.waitFor gives up after 1 s unless told otherwise, and vitest has no setting for it: the same
// 10 s ceiling here, for every test file (a test's own options still win).
const { waitFor } = vi;
vi.waitFor = ((callback, options) =>
  waitFor(callback, {
    timeout: 10_000,
    interval: 10,
    ...(typeof options === 'number' ? { timeout: options } : options),
  })) as typeof vi.waitFor;

// Every unit test starts with empty storage and cookies, so no test depends on another's leftovers.
afterEach(() => {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage may be stubbed away by a test; nothing to clear then
  }
  if (typeof document !== 'undefined') {
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
});
