/**
 * Recent suggestion answers per site and query (issue 5: "recent answers cached per site and
 * query"), shared by every search box on the page. The spec gives no size or age; chosen here:
 * the 50 most recently used answers, each for at most 5 minutes (the index changes with the
 * catalogue, not by the minute, and a visitor going back and forth over a word gets it at once).
 */

import type { Site } from '../../src/core/sites';
import type { Suggestions } from './search.reducer';

export const SUGGESTION_CACHE_MAX_ENTRIES = 50;
export const SUGGESTION_CACHE_MAX_AGE_MS = 5 * 60 * 1_000;

interface CacheEntry {
  readonly at: number;
  readonly suggestions: Suggestions;
}

const entries = new Map<string, CacheEntry>();

const keyOf = (site: Site, query: string): string => `${site}\u0000${query}`;

export function getCachedSuggestions(
  site: Site,
  query: string,
  now: number,
): Suggestions | undefined {
  const key = keyOf(site, query);
  const entry = entries.get(key);
  if (!entry) return undefined;
  entries.delete(key);
  if (now - entry.at >= SUGGESTION_CACHE_MAX_AGE_MS) return undefined;
  // re-inserted: a Map iterates in insertion order, so the first key is the least recently used
  entries.set(key, entry);
  return entry.suggestions;
}

export function cacheSuggestions(
  site: Site,
  query: string,
  suggestions: Suggestions,
  now: number,
): void {
  const key = keyOf(site, query);
  entries.delete(key);
  entries.set(key, { at: now, suggestions });
  for (const oldest of entries.keys()) {
    if (entries.size <= SUGGESTION_CACHE_MAX_ENTRIES) break;
    entries.delete(oldest);
  }
}

/** Forgets every answer (tests, and a page that knows the index changed). */
export function clearSuggestionCache(): void {
  entries.clear();
}
