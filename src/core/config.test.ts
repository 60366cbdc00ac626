// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, LOCAL_STORAGE_KEYS } from './config';

describe('storage keys and cookie names', () => {
  it('gives every storage key and every cookie its own name', () => {
    const keys = Object.values(LOCAL_STORAGE_KEYS);
    const cookies = Object.values(COOKIE_NAMES);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(cookies).size).toBe(cookies.length);
  });

  it('uses only characters a cookie name may hold', () => {
    for (const name of Object.values(COOKIE_NAMES)) {
      expect(name).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
    }
  });
});
