// The navigation flyout attributes as a page sets them on <shop-header>: each reaches the
// navigation's request (spec header §7 "with ?site={client id} or a supplied route").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/shop-header';
import { NAVIGATION_TREE } from '../../test/fixtures/navigation';
import { rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { closeFlyout } from '../../stores/flyout/index';
import { resetNavigation } from '../../stores/navigation/index';
import { resetPromotions } from '../../stores/promotions/index';

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;

/** The addresses the page asked for a category tree (everything but the other services). */
const treeRequests = (): URL[] =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => !url.pathname.startsWith('/service/'));

async function showHeader(attributes: string): Promise<ShadowRoot> {
  document.body.innerHTML = `<shop-header site="DE" ${attributes}></shop-header>`;
  const root = await rendered(document.querySelector('shop-header') as HTMLElement);
  await waitFor(() => root.querySelector('nav[aria-busy="false"]'), {
    message: 'the navigation to load',
  });
  return root;
}

beforeEach(() => {
  resetNavigation();
  resetPromotions();
  fetchMock = vi.fn<(url: string) => Promise<Response>>((address) => {
    const url = new URL(address);
    const found = url.pathname === '/jsonflyoutnavigation' || url.pathname === '/de/navigation';
    return Promise.resolve(
      found
        ? new Response(JSON.stringify(NAVIGATION_TREE))
        : new Response('{"error":"NOT_FOUND"}', { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
  closeFlyout();
});

describe('<shop-header> navigation attributes', () => {
  it('asks the tree of the client-id as ?site=', async () => {
    await showHeader('client-id="partner-shop"');
    expect(treeRequests().map((url) => url.pathname + url.search)).toEqual([
      '/jsonflyoutnavigation?site=partner-shop',
    ]);
  });

  it('asks the tree from the navigation-route instead, without the client id', async () => {
    const root = await showHeader('navigation-route="/de/navigation" client-id="partner-shop"');
    expect(treeRequests().map((url) => url.pathname + url.search)).toEqual(['/de/navigation']);
    // the route's answer is the navigation shown
    const firstCategory = NAVIGATION_TREE[0]?.title ?? '';
    expect(root.querySelector('nav')?.textContent).toContain(firstCategory);
  });
});
