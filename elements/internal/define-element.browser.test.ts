import { expect } from 'chai';
import { html } from 'lit-html';
import { createElement } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { screen } from 'shadow-dom-testing-library';
import '../../test/fixtures/fixture-element';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { installClock } from '../../test/helpers/clock';
import { mount, nextFrames, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { useShop } from '../../src/shared/shop-context';
import { defineShopElement } from './define-element';

function fixture(): HTMLElement {
  const element = document.querySelector('se-fixture');
  if (!(element instanceof HTMLElement)) throw new Error('no <se-fixture> mounted');
  return element;
}

async function stateOf(element: HTMLElement): Promise<string[]> {
  const root = await rendered(element);
  return (root.querySelector('.state')?.textContent ?? '').split('|');
}

describe('defineShopElement in Chromium', () => {
  afterEach(() => unmountAll());

  it('renders into an open shadow root with adopted styles that do not leak', async () => {
    mount(
      html`<p class="state">outside</p>
        <se-fixture site="AT" label="hello"></se-fixture>`,
    );
    const element = fixture();
    const root = await rendered(element);
    expect(element.shadowRoot?.mode).to.equal('open');
    expect(root.querySelector('style')).to.equal(null);
    expect(root.adoptedStyleSheets.length).to.be.greaterThanOrEqual(2);
    const inside = root.querySelector('.state');
    expect(inside && getComputedStyle(inside).color).to.equal('rgb(1, 2, 3)');
    const outside = document.querySelector('p.state');
    expect(outside && getComputedStyle(outside).color).to.not.equal('rgb(1, 2, 3)');
    // the design tokens are on :host and can be overridden from the page
    expect(getComputedStyle(element).getPropertyValue('--se-color-brand').trim()).to.not.equal('');
    element.style.setProperty('--se-color-brand', 'rgb(9, 9, 9)');
    expect(getComputedStyle(element).getPropertyValue('--se-color-brand').trim()).to.equal(
      'rgb(9, 9, 9)',
    );
  });

  it('keeps its own left-to-right layout on a page that sets direction: rtl', async () => {
    mount(html`<div style="direction: rtl"><se-fixture site="DE"></se-fixture></div>`);
    await rendered(fixture());
    const button = await screen.findByShadowRole('button', { name: 'Schließen' });
    const note = await screen.findByShadowRole('textbox', { name: 'Note' });
    // the host inherits the page's rtl; what it shows does not (the reset in src/ds/tokens.css)
    expect(getComputedStyle(fixture()).direction).to.equal('rtl');
    expect(getComputedStyle(button).direction).to.equal('ltr');
    // in one line, the button comes first from the left, as on a left-to-right page
    expect(button.getBoundingClientRect().left).to.be.lessThan(note.getBoundingClientRect().left);
  });

  it('marks its host rendered in the commit that draws its content, and unmarks it when removed', async () => {
    const container = mount(html``);
    const element = document.createElement('se-fixture');
    element.setAttribute('site', 'HU');
    const contentWhenMarked: number[] = [];
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('rendered'))
        contentWhenMarked.push(element.shadowRoot?.childElementCount ?? 0);
    });
    observer.observe(element, { attributes: true, attributeFilter: ['rendered'] });
    container.append(element);
    // defined, but the messages are still loading: nothing drawn, not marked
    expect(element.shadowRoot?.childElementCount ?? 0).to.equal(0);
    expect(element.hasAttribute('rendered')).to.equal(false);
    await waitFor(() => element.hasAttribute('rendered'));
    expect(contentWhenMarked[0]).to.be.greaterThan(0);
    element.remove();
    expect(element.hasAttribute('rendered')).to.equal(false);
    observer.disconnect();
  });

  it('renders the locale of its site and switches language when the site changes', async () => {
    mount(html`<se-fixture site="CH_FR"></se-fixture>`);
    const element = fixture();
    expect((await stateOf(element))[6]).to.equal('fr-CH');
    await screen.findByShadowRole('button', { name: 'Fermer' });
    element.setAttribute('site', 'PL');
    await waitFor(() =>
      element.shadowRoot?.querySelector('.state')?.textContent?.includes('pl-PL'),
    );
    await screen.findByShadowRole('button', { name: 'Zamknij' });
  });

  it('keeps what a shopper typed while a new site loads its messages', async () => {
    mount(html`<se-fixture site="DE"></se-fixture>`);
    const element = fixture();
    const root = await rendered(element);
    const note = root.querySelector('input');
    if (!note) throw new Error('no input');
    note.focus();
    await sendKeys({ type: 'Bohnen' });
    element.setAttribute('site', 'SK');
    await waitFor(() => root.querySelector('.state')?.textContent?.includes('sk-SK'));
    expect(root.querySelector('input')?.value).to.equal('Bohnen');
  });

  it('re-renders when an attribute changes', async () => {
    mount(html`<se-fixture label="before" count="2"></se-fixture>`);
    const element = fixture();
    expect((await stateOf(element)).slice(0, 2)).to.deep.equal(['before', '2']);
    element.setAttribute('label', 'after');
    element.setAttribute('count', '7');
    await waitFor(() =>
      element.shadowRoot?.querySelector('.state')?.textContent?.startsWith('after|7|'),
    );
  });

  it('treats a bare boolean attribute as true and "false" as false', async () => {
    mount(html`<se-fixture enabled sticky="false"></se-fixture>`);
    const element = fixture();
    expect((await stateOf(element)).slice(2, 4)).to.deep.equal(['true', 'false']);
    element.removeAttribute('sticky');
    element.removeAttribute('enabled');
    await waitFor(() =>
      element.shadowRoot?.querySelector('.state')?.textContent?.includes('|false|true|'),
    );
  });

  it('reflects property writes to attributes with the same semantics', async () => {
    mount(html`<se-fixture></se-fixture>`);
    const element = fixture() as HTMLElement & { sticky: boolean; count: number };
    await rendered(element);
    element.sticky = false;
    expect(element.getAttribute('sticky')).to.equal('false');
    expect(element.sticky).to.equal(false);
    element.count = 12;
    expect(element.getAttribute('count')).to.equal('12');
    await waitFor(() =>
      element.shadowRoot?.querySelector('.state')?.textContent?.includes('|12|false|false|'),
    );
  });

  it('falls back to defaults for invalid values and an unknown site, without throwing', async () => {
    mount(html`<se-fixture site="XX" count="many" tone="neon" platform="WATCH"></se-fixture>`);
    const state = await stateOf(fixture());
    expect(state[1]).to.equal('0');
    expect(state[4]).to.equal('light');
    expect(state[5]).to.equal('DE');
    expect(['MATCH', 'TABLET', 'CLASSIC']).to.include(state[7]);
  });

  it('contains a throwing child: the element renders nothing and the page sees no error', async () => {
    const pageErrors: unknown[] = [];
    const onError = (event: ErrorEvent): void => {
      pageErrors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    // what the bundle's logger writes to console.error (prefix, message, context)
    const loggedErrors: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => {
      loggedErrors.push(args[1]);
      consoleError(...args);
    };
    try {
      mount(html`<se-fixture crash></se-fixture><se-fixture label="neighbour"></se-fixture>`);
      const [crashing, neighbour] = [...document.querySelectorAll('se-fixture')] as HTMLElement[];
      await rendered(neighbour!);
      // the crash has been caught (the boundary logs it) and what followed drawn
      await waitFor(() => loggedErrors.includes('<se-fixture> failed to render and was hidden'), {
        message: 'the crash logged',
      });
      await nextFrames();
      expect(crashing!.shadowRoot?.childElementCount).to.equal(0);
      expect(pageErrors).to.deep.equal([]);
      expect(neighbour!.shadowRoot?.querySelector('.state')?.textContent).to.contain('neighbour');
    } finally {
      console.error = consoleError;
      window.removeEventListener('error', onError);
    }
  });

  it('is harmless when its entry module is loaded again', async () => {
    const before = customElements.get('se-fixture');
    // the same file under another URL is a second module instance, as a second bundle copy is
    const copy = (await import('../../test/fixtures/fixture-element.tsx?copy=2')) as {
      FixtureElement: unknown;
    };
    expect(copy.FixtureElement).to.equal(before);
    expect(customElements.get('se-fixture')).to.equal(before);
  });

  it('leaves no timer, listener or observer running after disconnect', async () => {
    const intervals = new Set<number>();
    const listeners = new Set<EventListenerOrEventListenerObject>();
    const observers = new Set<MutationObserver>();
    const original = {
      setInterval: window.setInterval,
      clearInterval: window.clearInterval,
      add: window.addEventListener,
      remove: window.removeEventListener,
      observe: MutationObserver.prototype.observe,
      disconnect: MutationObserver.prototype.disconnect,
    };
    window.setInterval = ((handler: () => void, timeout?: number) => {
      const id = original.setInterval.call(window, handler, timeout) as unknown as number;
      intervals.add(id);
      return id;
    }) as unknown as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) intervals.delete(id);
      original.clearInterval.call(window, id);
    }) as typeof window.clearInterval;
    window.addEventListener = function (
      this: Window,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (listener) listeners.add(listener);
      if (listener) original.add.call(this, type, listener, options);
    } as typeof window.addEventListener;
    window.removeEventListener = function (
      this: Window,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) {
      if (listener) listeners.delete(listener);
      if (listener) original.remove.call(this, type, listener, options);
    } as typeof window.removeEventListener;
    MutationObserver.prototype.observe = function (
      this: MutationObserver,
      target: Node,
      options?: MutationObserverInit,
    ) {
      observers.add(this);
      original.observe.call(this, target, options);
    };
    MutationObserver.prototype.disconnect = function (this: MutationObserver) {
      observers.delete(this);
      original.disconnect.call(this);
    };
    try {
      mount(html`<se-fixture></se-fixture>`);
      const element = fixture();
      await rendered(element);
      expect(intervals.size).to.be.greaterThan(0);
      expect(listeners.size).to.be.greaterThan(0);
      expect(observers.size).to.be.greaterThan(0);
      // the shared stores let go of their window listeners 1 s after their last subscriber
      // leaves (nanostores' unmount delay; 2 s for the width, behind the platform computed from
      // it): on the test's own clock, not the machine's
      const clock = installClock();
      try {
        element.remove();
        await clock.tick(2000);
      } finally {
        clock.uninstall();
      }
      expect(intervals.size, 'intervals left').to.equal(0);
      expect(listeners.size, 'window listeners left').to.equal(0);
      expect(observers.size, 'observers left').to.equal(0);
    } finally {
      Object.assign(window, {
        setInterval: original.setInterval,
        clearInterval: original.clearInterval,
        addEventListener: original.add,
        removeEventListener: original.remove,
      });
      MutationObserver.prototype.observe = original.observe;
      MutationObserver.prototype.disconnect = original.disconnect;
    }
  });

  it('renders again when re-added or moved', async () => {
    const first = mount(html`<se-fixture label="traveller"></se-fixture>`);
    const second = mount(html`<div></div>`);
    const element = fixture();
    await rendered(element);
    element.remove();
    await waitFor(() => element.shadowRoot?.childElementCount === 0, { message: 'unmounted' });
    expect(element.shadowRoot?.childElementCount).to.equal(0);
    first.append(element);
    await waitFor(() =>
      element.shadowRoot?.querySelector('.state')?.textContent?.startsWith('traveller'),
    );
    second.append(element);
    await waitFor(() =>
      element.shadowRoot?.querySelector('.state')?.textContent?.startsWith('traveller'),
    );
    element.dispatchEvent(new Event('noop'));
    window.dispatchEvent(new CustomEvent('cart-update'));
    await waitFor(() =>
      element.shadowRoot?.querySelector('.counters')?.textContent?.includes('cart-updates 1'),
    );
  });

  it('has no axe violations', async () => {
    mount(html`<se-fixture></se-fixture>`);
    await rendered(fixture());
    await expectNoAxeViolations(fixture());
  });
});

describe('an element a script meets before its tag is defined', () => {
  afterEach(() => unmountAll());

  interface Early extends HTMLElement {
    label: string;
    sticky: boolean;
    site: string | undefined;
    siteAttribute(): string | null;
  }

  function EarlyView({ label, sticky }: { label: string; sticky: boolean }) {
    const { site } = useShop();
    return createElement('p', { className: 'state' }, [label, sticky, site].join('|'));
  }

  let tags = 0;
  /** A tag no test has defined yet, and a way to define it later (as the lazy loader does). */
  function undefinedTag(): { tag: string; define(): void } {
    tags += 1;
    const tag = `se-early-${tags}`;
    return {
      tag,
      define: () =>
        void defineShopElement({
          tag,
          attributes: {
            label: { type: 'string', default: 'none' },
            sticky: { type: 'boolean', default: true },
          },
          component: EarlyView,
          methods: {
            siteAttribute(this: HTMLElement): string | null {
              return this.getAttribute('site');
            },
          },
        }),
    };
  }

  function stateOf(element: HTMLElement): string | null | undefined {
    return element.shadowRoot?.querySelector('.state')?.textContent;
  }

  it('takes over properties set on a connected element when its tag is defined', async () => {
    const { tag, define } = undefinedTag();
    const element = document.createElement(tag) as Early;
    mount(html``).append(element);
    element.sticky = false;
    element.label = 'early';
    element.site = 'AT';

    define();

    // the upgrade of a connected element happens inside define(), synchronously
    expect(element.getAttribute('sticky')).to.equal('false');
    expect(element.getAttribute('label')).to.equal('early');
    expect(element.getAttribute('site')).to.equal('AT');
    expect(Object.hasOwn(element, 'sticky')).to.equal(false);
    expect(element.sticky).to.equal(false);
    await waitFor(() => stateOf(element) === 'early|false|AT', { message: 'early|false|AT' });
    // the accessor is not shadowed: later writes reach the attribute and the view
    element.sticky = true;
    expect(element.getAttribute('sticky')).to.equal('');
    await waitFor(() => stateOf(element) === 'early|true|AT', { message: 'early|true|AT' });
  });

  it('takes over properties set on an element that is connected only after the definition', async () => {
    const { tag, define } = undefinedTag();
    const element = document.createElement(tag) as Early;
    element.label = 'detached';
    define();
    // a disconnected element upgrades when it enters the document
    mount(html``).append(element);
    expect(element.getAttribute('label')).to.equal('detached');
    expect(Object.hasOwn(element, 'label')).to.equal(false);
    await waitFor(() => stateOf(element)?.startsWith('detached|true|'), {
      message: 'detached|true|',
    });
  });

  it('lets a script await the definition and then call a method', async () => {
    const { tag, define } = undefinedTag();
    const element = document.createElement(tag) as Early;
    mount(html``).append(element);
    element.site = 'HU';
    expect(element.siteAttribute).to.equal(undefined);
    const called = customElements.whenDefined(tag).then(() => element.siteAttribute());

    define();

    // the method sees the site the script set before the definition
    expect(await called).to.equal('HU');
  });

  /** What the bundle's logger writes to console.warn while `run` runs. */
  function warningsDuring(run: () => void): unknown[][] {
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      run();
    } finally {
      console.warn = original;
    }
    return warnings;
  }

  it('names a property that hid a method in one warning per tag and method', () => {
    const { tag, define } = undefinedTag();
    const container = mount(html``);
    for (const _ of [1, 2]) {
      const element = document.createElement(tag);
      container.append(element);
      (element as unknown as Record<string, unknown>).siteAttribute = 'not a function';
    }
    const warnings = warningsDuring(define);
    // two elements hid it, one warning: the rest would repeat it for every element of the page
    expect(warnings).to.deep.equal([
      [
        '[shop-elements]',
        `<${tag}> replaced the siteAttribute property a script set before the element was defined with its own siteAttribute() method`,
        { tag, method: 'siteAttribute' },
      ],
    ]);
  });

  it('warns of nothing when early properties are attributes', () => {
    const { tag, define } = undefinedTag();
    const element = document.createElement(tag) as Early;
    mount(html``).append(element);
    element.label = 'early';
    expect(warningsDuring(define)).to.deep.equal([]);
  });

  it('replaces a property named like a method with the method', () => {
    const { tag, define } = undefinedTag();
    const element = document.createElement(tag) as Early;
    mount(html``).append(element);
    (element as unknown as Record<string, unknown>).siteAttribute = 'not a function';
    define();
    element.setAttribute('site', 'PL');
    expect(element.siteAttribute()).to.equal('PL');
  });
});
