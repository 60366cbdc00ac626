import { afterEach, describe, expect, it } from 'vitest';
import {
  cacheSuggestions,
  clearSuggestionCache,
  getCachedSuggestions,
  SUGGESTION_CACHE_MAX_AGE_MS,
  SUGGESTION_CACHE_MAX_ENTRIES,
} from './suggestion-cache';

const answer = (term: string) => ({ terms: [term], products: [] });

describe('the suggestion cache', () => {
  afterEach(() => clearSuggestionCache());

  it('keeps answers per site and query', () => {
    cacheSuggestions('DE', 'kaffee', answer('kaffee'), 0);
    cacheSuggestions('AT', 'kaffee', answer('kaffee at'), 0);
    expect(getCachedSuggestions('DE', 'kaffee', 1)).toEqual(answer('kaffee'));
    expect(getCachedSuggestions('AT', 'kaffee', 1)).toEqual(answer('kaffee at'));
    expect(getCachedSuggestions('CH', 'kaffee', 1)).toBeUndefined();
    expect(getCachedSuggestions('DE', 'kaffe', 1)).toBeUndefined();
  });

  it('forgets an answer once it is too old', () => {
    cacheSuggestions('DE', 'tee', answer('tee'), 1_000);
    expect(
      getCachedSuggestions('DE', 'tee', 1_000 + SUGGESTION_CACHE_MAX_AGE_MS - 1),
    ).toBeDefined();
    expect(getCachedSuggestions('DE', 'tee', 1_000 + SUGGESTION_CACHE_MAX_AGE_MS)).toBeUndefined();
  });

  it('drops the least recently used answer beyond its size', () => {
    for (let index = 0; index < SUGGESTION_CACHE_MAX_ENTRIES; index += 1) {
      cacheSuggestions('DE', `q${index}`, answer(`q${index}`), 0);
    }
    // q0 is used again, so q1 is now the oldest
    expect(getCachedSuggestions('DE', 'q0', 0)).toBeDefined();
    cacheSuggestions('DE', 'new', answer('new'), 0);
    expect(getCachedSuggestions('DE', 'q1', 0)).toBeUndefined();
    expect(getCachedSuggestions('DE', 'q0', 0)).toBeDefined();
    expect(getCachedSuggestions('DE', 'new', 0)).toBeDefined();
  });
});
