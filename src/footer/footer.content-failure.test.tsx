import { html } from 'lit-html';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/shop-footer';
import { $footerContent, resetFooter } from '../../stores/footer/index';
import { mount, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import type * as ContentIndex from './content/index';

const chunk = 'https://cdn.example/shop/chunks/hu-C0ffee.js';

// the Hungarian site's built-in content fails to load, as a deploy that removed its chunk would;
// every other site's module loads as built
vi.mock('./content/index', async (importOriginal) => {
  const { BUILT_IN_FOOTER_CONTENT } = await importOriginal<typeof ContentIndex>();
  return {
    BUILT_IN_FOOTER_CONTENT: {
      ...BUILT_IN_FOOTER_CONTENT,
      HU: () =>
        Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`)),
    },
  };
});

beforeEach(() => {
  resetFooter();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unmountAll();
});

describe('<shop-footer> whose site content does not load', () => {
  it('raises preload-error on window naming the module that did not load', async () => {
    const events: unknown[] = [];
    const listening = new AbortController();
    window.addEventListener(
      'preload-error',
      (event) => events.push((event as CustomEvent).detail),
      {
        signal: listening.signal,
      },
    );
    const container = mount(html`<shop-footer site="HU"></shop-footer>`);
    const element = container.querySelector('shop-footer');
    if (!element) throw new Error('no <shop-footer>');
    await rendered(element);
    await waitFor(() => $footerContent.get().HU?.status === 'failed' || undefined, {
      message: 'the content marked failed',
    });
    listening.abort();
    expect(events).toEqual([{ tag: 'shop-footer', url: chunk }]);
  });
});
