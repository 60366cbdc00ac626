/**
 * Unit tests of dist/page-border.js (happy-dom): the script runs when it loads, so a test builds
 * the page, stubs fetch and loads a fresh copy of the module, then reads what it asked for.
 */
import { expect, vi } from 'vitest';

export type FragmentAnswer = (path: string) => Response | Promise<Response>;

/** Answers every fragment request with `markup` (200). */
export const fragmentOf =
  (markup: string): FragmentAnswer =>
  () =>
    new Response(markup, { status: 200 });

/**
 * Loads a fresh copy of the script on a page whose body is `page`, fetch answering with `answer`;
 * resolves once every mount element has settled (mounted or failed).
 */
export async function loadPageBorder(page: string, answer: FragmentAnswer) {
  document.body.innerHTML = page;
  const fetchStub = vi.fn((path: string, _init?: RequestInit) => Promise.resolve(answer(path)));
  vi.stubGlobal('fetch', fetchStub);
  vi.resetModules();
  await import('../../elements/page-border/page-border');
  await vi.waitFor(() => {
    expect(document.querySelector('[data-page-border="loading"]')).toBeNull();
  });
  return {
    /** The paths asked for, in order. */
    paths: () => fetchStub.mock.calls.map(([path]) => path),
    /** The options of the first request. */
    init: () => fetchStub.mock.calls[0]?.[1],
  };
}
