import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchShopEvent, listenShopEvent } from './events';
import { getLogEntries, resetLogger } from './logger';

beforeEach(() => {
  resetLogger();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('dispatchShopEvent', () => {
  it('dispatches a bubbling, composed CustomEvent with the detail', () => {
    const received: Event[] = [];
    window.addEventListener('cart-count-change', (event) => received.push(event), { once: true });
    expect(dispatchShopEvent(window, 'cart-count-change', { count: 4 })).toBe(true);
    const event = received[0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ count: 4 });
  });

  it('crosses a shadow root to reach listeners on the document', () => {
    const host = document.createElement('shop-header-test');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const handler = vi.fn();
    const stop = listenShopEvent(document, 'flyout-change', handler);
    dispatchShopEvent(inner, 'flyout-change', { flyout: 'CART' });
    expect(handler).toHaveBeenCalledWith({ flyout: 'CART' }, expect.any(CustomEvent));
    stop();
    host.remove();
  });

  it('dispatches events without data with a null detail', () => {
    const handler = vi.fn();
    const element = document.createElement('div');
    const stop = listenShopEvent(element, 'newsletter-success', handler);
    dispatchShopEvent(element, 'newsletter-success');
    expect(handler).toHaveBeenCalledWith(null, expect.any(CustomEvent));
    stop();
  });

  it('returns false and logs instead of throwing when the target refuses', () => {
    const target = {
      dispatchEvent: () => {
        throw new Error('detached');
      },
    } as unknown as EventTarget;
    expect(dispatchShopEvent(target, 'cart-update')).toBe(false);
    expect(getLogEntries()[0]?.message).toBe('Dispatching a shop event failed');
  });
});

describe('listenShopEvent', () => {
  it('hears plain events dispatched by page scripts on window', () => {
    const handler = vi.fn();
    const stop = listenShopEvent(window, 'cart-update', handler);
    window.dispatchEvent(new Event('cart-update'));
    window.dispatchEvent(new CustomEvent('modal-closed'));
    expect(handler).toHaveBeenCalledOnce();
    expect(handler).toHaveBeenCalledWith(null, expect.any(Event));
    stop();
  });

  it('hands null to handlers of data-less events whatever a page script attached', () => {
    const handler = vi.fn();
    const stop = listenShopEvent(window, 'trigger-update', handler);
    window.dispatchEvent(new CustomEvent('trigger-update', { detail: { surprise: true } }));
    expect(handler).toHaveBeenCalledWith(null, expect.any(CustomEvent));
    stop();
  });

  it('hands a preload-error handler its tag and url', () => {
    const handler = vi.fn();
    const stop = listenShopEvent(window, 'preload-error', handler);
    const detail = {
      tag: 'shop-footer',
      url: 'https://cdn.example/chunks/pl-PL.js',
      locale: 'pl-PL',
    };
    dispatchShopEvent(window, 'preload-error', detail);
    expect(handler).toHaveBeenCalledWith(detail, expect.any(CustomEvent));
    stop();
  });

  it('stops hearing events after unsubscribing', () => {
    const handler = vi.fn();
    const stop = listenShopEvent(window, 'cart-count-change', handler);
    dispatchShopEvent(window, 'cart-count-change', { count: 1 });
    stop();
    dispatchShopEvent(window, 'cart-count-change', { count: 2 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('honours once and an abort signal', () => {
    const once = vi.fn();
    const controller = new AbortController();
    const aborted = vi.fn();
    listenShopEvent(window, 'modal-closed', once, { once: true });
    listenShopEvent(window, 'modal-closed', aborted, { signal: controller.signal });
    controller.abort();
    dispatchShopEvent(window, 'modal-closed');
    dispatchShopEvent(window, 'modal-closed');
    expect(once).toHaveBeenCalledOnce();
    expect(aborted).not.toHaveBeenCalled();
  });

  it.each([
    ['cart-count-change', { count: -1 }],
    ['cart-count-change', { count: 1.5 }],
    ['cart-count-change', { count: '3' }],
    ['cart-count-change', null],
    ['flyout-change', { flyout: 'WISHLIST' }],
    ['flyout-change', undefined],
    ['preload-error', { tag: 'shop-header' }],
    ['preload-error', { tag: 1, url: '/x.js' }],
  ] as const)('ignores a forged %s event with detail %j', (name, detail) => {
    const handler = vi.fn();
    const stop = listenShopEvent(window, name, handler);
    window.dispatchEvent(new CustomEvent(name, { detail }));
    expect(handler).not.toHaveBeenCalled();
    expect(getLogEntries()[0]?.message).toBe('Ignoring a shop event with an invalid detail');
    stop();
  });

  it('logs a throwing handler and keeps the other listeners running', () => {
    const second = vi.fn();
    const stopFirst = listenShopEvent(window, 'cart-update', () => {
      throw new Error('handler bug');
    });
    const stopSecond = listenShopEvent(window, 'cart-update', second);
    expect(() => dispatchShopEvent(window, 'cart-update')).not.toThrow();
    expect(second).toHaveBeenCalledOnce();
    expect(getLogEntries()[0]).toMatchObject({
      level: 'error',
      message: 'A shop event handler failed',
      context: { name: 'cart-update', error: { name: 'Error', message: 'handler bug' } },
    });
    stopFirst();
    stopSecond();
  });
});
