import { expect } from 'chai';
import { html } from 'lit-html';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/shop-header';
import { installClock } from '../../test/helpers/clock';
import { mount, nextFrames, unmountAll, waitFor } from '../../test/helpers/dom';
import { HEADER_PROMOTIONS_WAIT_MS } from './header-promotions-wait';

// The header's first render waits for its promotion blocks, so it appears once at its final
// height (no layout shift), but never longer than HEADER_PROMOTIONS_WAIT_MS. The blocks' answers
// come from window.shopPromotions (promotions the page fetched on its server), as promises the
// tests settle themselves. Each test uses a site of its own: the wait is kept per site and page.

interface Deferred {
  readonly promise: Promise<unknown>;
  resolve(body: unknown): void;
}

function deferred(): Deferred {
  let resolve!: (body: unknown) => void;
  const promise = new Promise<unknown>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The fake backend's top banner for `site`, as the promotion service answers it. */
async function topBannerBody(site: string): Promise<unknown> {
  document.cookie = `demo_session=promotions-wait-${Date.now()}; path=/`;
  document.cookie = `site=${site}; path=/`;
  const response = await fetch('/service/promotion/api/promotion/~top_banner');
  expect(response.status).to.equal(200);
  return response.json();
}

/** The header's host, with what it shows each time its `rendered` mark appears. */
function mountHeader(site: string) {
  const container = mount(html``);
  container.innerHTML = `<shop-header site="${site}" sticky="false"></shop-header>`;
  const host = container.querySelector('shop-header') as HTMLElement;
  const atRendered: { banner: boolean }[] = [];
  new MutationObserver(() => {
    if (host.hasAttribute('rendered') && atRendered.length === 0) {
      atRendered.push({
        banner: host.shadowRoot?.querySelector('[part~="promotions"] [part~="promotion"]') !== null,
      });
    }
  }).observe(host, { attributes: true, attributeFilter: ['rendered'] });
  return { host, atRendered };
}

const banner = (host: HTMLElement): Element | null | undefined =>
  host.shadowRoot?.querySelector('[part~="promotions"] [part~="promotion"]');

describe('<shop-header> and its promotion blocks on first render', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(() => {
    unmountAll();
    delete window.shopPromotions;
  });

  it('appears only when the blocks have answered, with the top banner in its first render', async () => {
    const body = await topBannerBody('PL');
    const top = deferred();
    const benefits = deferred();
    window.shopPromotions = { '~top_banner': top.promise, '~header_top': benefits.promise };
    // the cap on the test's clock: started when the header connects
    const clock = installClock();
    try {
      const { host, atRendered } = mountHeader('PL');
      // a reduced header of the site waits for no block: once it is drawn, the header's code and
      // the site's messages are there, and the header would have drawn too if it did not wait
      const control = mount(html`<shop-header site="PL" reduced sticky="false"></shop-header>`);
      await clock.until(
        () => control.querySelector('shop-header')?.hasAttribute('rendered'),
        'the reduced header drawn',
      );
      await clock.tick(HEADER_PROMOTIONS_WAIT_MS - 1);
      await nextFrames();
      expect(host.hasAttribute('rendered'), 'rendered before the blocks answered').to.equal(false);
      top.resolve(body);
      benefits.resolve(null);
      await clock.until(() => host.hasAttribute('rendered') || undefined, 'the header drawn');
      expect(atRendered).to.deep.equal([{ banner: true }]);
    } finally {
      clock.uninstall();
    }
  });

  it('does not wait longer than the cap: the header shows, the banner follows when it comes', async () => {
    const body = await topBannerBody('CZ');
    const top = deferred();
    window.shopPromotions = { '~top_banner': top.promise, '~header_top': null };
    const { host, atRendered } = mountHeader('CZ');
    await waitFor(() => host.hasAttribute('rendered') || undefined, {
      timeout: HEADER_PROMOTIONS_WAIT_MS + 4000,
    });
    expect(atRendered).to.deep.equal([{ banner: false }]);
    top.resolve(body);
    await waitFor(() => banner(host));
  });

  it('waits for a block that does not answer 800 ms at most: not shown at 799 ms, shown at 800', async () => {
    const body = await topBannerBody('AT');
    const top = deferred();
    window.shopPromotions = { '~top_banner': top.promise, '~header_top': null };
    await customElements.whenDefined('shop-header');
    const clock = installClock();
    try {
      // the cap starts when the header connects, on the test's clock
      const { host, atRendered } = mountHeader('AT');
      // a reduced header of the same site waits for no block: once it shows, the messages and
      // code the other one needs are there too, and only the wait holds it back
      const reduced = document.createElement('shop-header');
      reduced.setAttribute('site', 'AT');
      reduced.setAttribute('reduced', '');
      host.after(reduced);
      await clock.until(() => reduced.hasAttribute('rendered'), 'the reduced header');
      // README's 800 ms, written out: HEADER_PROMOTIONS_WAIT_MS is what the header reads
      await clock.tick(799);
      expect(host.hasAttribute('rendered'), 'rendered at 799 ms').to.equal(false);
      await clock.tick(1);
      await clock.until(() => host.hasAttribute('rendered'), 'the header at 800 ms');
      expect(atRendered).to.deep.equal([{ banner: false }]);
      top.resolve(body);
      await clock.until(() => banner(host), 'the banner once it came');
    } finally {
      clock.uninstall();
    }
  });

  it('asks for its blocks the moment it connects, not once its messages have loaded', async () => {
    await customElements.whenDefined('shop-header');
    const asked: string[] = [];
    window.shopPromotions = new Proxy(
      {},
      {
        getOwnPropertyDescriptor(target, key) {
          asked.push(String(key));
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      },
    );
    const container = mount(html``);
    const host = document.createElement('shop-header');
    host.setAttribute('site', 'HU');
    container.append(host);
    // connected just now (the tag is defined): both blocks asked for already
    expect(asked).to.deep.equal(['~top_banner', '~header_top']);
    expect(host.hasAttribute('rendered')).to.equal(false);
  });

  it('neither waits nor asks in the reduced header, which shows no promotion blocks', async () => {
    const asked: string[] = [];
    window.shopPromotions = new Proxy(
      {},
      {
        getOwnPropertyDescriptor(target, key) {
          asked.push(String(key));
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
        get(target, key) {
          asked.push(String(key));
          return Reflect.get(target, key);
        },
      },
    );
    const container = mount(html``);
    container.innerHTML = '<shop-header site="SK" reduced></shop-header>';
    const host = container.querySelector('shop-header') as HTMLElement;
    await waitFor(() => host.hasAttribute('rendered') || undefined);
    expect(asked).to.deep.equal([]);
  });
});
