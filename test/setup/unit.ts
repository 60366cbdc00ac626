import { afterEach } from 'vitest';

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
