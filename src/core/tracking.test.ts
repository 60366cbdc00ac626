import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from './logger';
import {
  getTrackingPagePath,
  pushToDataLayer,
  resetTracking,
  trackEvent,
  type TrackingEvent,
} from './tracking';

beforeEach(() => {
  resetLogger();
  resetTracking();
  delete window.dataLayer;
  delete window.shopTracking;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
  delete window.shopTracking;
});

const viewCart: TrackingEvent = { event: 'view_cart', value: 12.5 };

describe('pushToDataLayer', () => {
  it('creates window.dataLayer when absent and pushes the event', () => {
    expect(pushToDataLayer(viewCart)).toBe(true);
    expect(window.dataLayer).toEqual([viewCart]);
  });

  it('appends to an existing data layer through its push', () => {
    const push = vi.fn();
    const layer: unknown[] = [{ event: 'gtm.js' }];
    layer.push = push;
    window.dataLayer = layer;
    pushToDataLayer(viewCart);
    expect(push).toHaveBeenCalledWith(viewCart);
  });

  it('pushes a copy the caller cannot change afterwards', () => {
    const event = { event: 'sign_up', subject: 'newsletter' };
    pushToDataLayer(event);
    event.subject = 'changed';
    expect(window.dataLayer?.[0]).toEqual({ event: 'sign_up', subject: 'newsletter' });
  });

  it('leaves a data layer that is not an array alone', () => {
    (window as { dataLayer?: unknown }).dataLayer = 'broken';
    expect(pushToDataLayer(viewCart)).toBe(false);
    expect(window.dataLayer).toBe('broken');
    expect(getLogEntries()[0]?.level).toBe('warn');
  });

  it('survives a push that throws', () => {
    const layer: unknown[] = [];
    layer.push = () => {
      throw new Error('tag manager bug');
    };
    window.dataLayer = layer;
    expect(pushToDataLayer(viewCart)).toBe(false);
  });

  it.each([[undefined], [null], [{}], [{ event: '' }], [{ event: 42 }]])(
    'refuses %j, which has no event name',
    (event) => {
      expect(pushToDataLayer(event as unknown as TrackingEvent)).toBe(false);
      expect(window.dataLayer).toBeUndefined();
    },
  );
});

describe('trackEvent', () => {
  it('sends the event with client version 5.1.2 to the tracking client and the data layer', async () => {
    const track = vi.fn();
    window.shopTracking = { track };
    await expect(trackEvent(viewCart)).resolves.toBe(true);
    expect(track).toHaveBeenCalledExactlyOnceWith({ ...viewCart, clientVersion: '5.1.2' });
    expect(window.dataLayer).toEqual([viewCart]);
  });

  it('pushes to the data layer at once while the tracking client is still missing', async () => {
    vi.useFakeTimers();
    const pending = trackEvent(viewCart);
    expect(window.dataLayer).toEqual([viewCart]);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(pending).resolves.toBe(false);
  });

  it('delivers once the tracking client appears within the retries', async () => {
    vi.useFakeTimers();
    const track = vi.fn();
    let delivered: boolean | undefined;
    void trackEvent(viewCart).then((result) => {
      delivered = result;
    });
    await vi.advanceTimersByTimeAsync(200 * 50);
    expect(delivered).toBeUndefined();
    window.shopTracking = { track };
    await vi.advanceTimersByTimeAsync(200);
    expect(delivered).toBe(true);
    expect(track).toHaveBeenCalledOnce();
  });

  it('looks 100 more times, 200 ms apart, then warns once and resolves false', async () => {
    vi.useFakeTimers();
    const getter = vi.fn(() => undefined);
    Object.defineProperty(window, 'shopTracking', { get: getter, configurable: true });
    let delivered: boolean | undefined;
    void trackEvent(viewCart).then((result) => {
      delivered = result;
    });
    await vi.advanceTimersByTimeAsync(200 * 100 - 1);
    expect(delivered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(delivered).toBe(false);
    // one look before the retry helper starts, then its first call and 100 retries
    expect(getter).toHaveBeenCalledTimes(102);
    expect(getLogEntries().map((entry) => [entry.level, entry.message])).toEqual([
      [
        'warn',
        'No tracking client (window.shopTracking.track) on the page; tracking events go to window.dataLayer only',
      ],
    ]);
    expect(getLogEntries()[0]?.context).toMatchObject({ source: 'tracking', waitedMs: 20_000 });
    Reflect.deleteProperty(window, 'shopTracking');
  });

  it('warns once per page without a tracking client, however many events follow', async () => {
    vi.useFakeTimers();
    const events = ['view_cart', 'modal_open', 'begin_checkout', 'add_to_cart', 'sign_up'];
    const results = events.slice(0, 2).map((event) => trackEvent({ event }));
    await vi.advanceTimersByTimeAsync(20_000);
    results.push(...events.slice(2).map((event) => trackEvent({ event })));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await Promise.all(results)).toEqual([false, false, false, false, false]);
    expect(getLogEntries()).toHaveLength(1);
    // the data layer has every one of them
    expect(window.dataLayer?.map((entry) => (entry as TrackingEvent).event)).toEqual(events);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still delivers to a tracking client that appears after the lookup gave up', async () => {
    vi.useFakeTimers();
    void trackEvent({ event: 'view_cart' });
    await vi.advanceTimersByTimeAsync(20_000);
    const track = vi.fn();
    window.shopTracking = { track };
    await expect(trackEvent({ event: 'begin_checkout' })).resolves.toBe(true);
    expect(track).toHaveBeenCalledExactlyOnceWith({
      event: 'begin_checkout',
      clientVersion: '5.1.2',
    });
  });

  it('shares one lookup among events sent while the client is missing', async () => {
    vi.useFakeTimers();
    const getter = vi.fn((): unknown => undefined);
    Object.defineProperty(window, 'shopTracking', { get: getter, configurable: true });
    void trackEvent({ event: 'view_cart' });
    void trackEvent({ event: 'modal_open' });
    void trackEvent({ event: 'button_click' });
    await vi.advanceTimersByTimeAsync(1_000);
    // three direct looks, then one shared lookup of 1 + 5 calls in 1000 ms
    expect(getter).toHaveBeenCalledTimes(3 + 6);
    const track = vi.fn();
    getter.mockReturnValue({ track });
    await vi.advanceTimersByTimeAsync(200);
    expect(track.mock.calls.map(([payload]) => (payload as TrackingEvent).event)).toEqual([
      'view_cart',
      'modal_open',
      'button_click',
    ]);
    Reflect.deleteProperty(window, 'shopTracking');
  });

  it('resolves false and logs when the tracking client throws', async () => {
    window.shopTracking = {
      track: () => {
        throw new Error('client bug');
      },
    };
    await expect(trackEvent(viewCart)).resolves.toBe(false);
    expect(getLogEntries()[0]).toMatchObject({
      level: 'warn',
      message: 'The tracking client rejected an event',
    });
  });

  it('treats a shopTracking without a track function as missing', async () => {
    vi.useFakeTimers();
    window.shopTracking = {};
    let delivered: boolean | undefined;
    void trackEvent(viewCart).then((result) => {
      delivered = result;
    });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(delivered).toBe(false);
  });

  it('resolves false for an event without a name, sending nothing', async () => {
    const track = vi.fn();
    window.shopTracking = { track };
    await expect(trackEvent({} as TrackingEvent)).resolves.toBe(false);
    expect(track).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('getTrackingPagePath', () => {
  it.each([
    ['/', '/'],
    ['/kaffee/espresso', '/kaffee/espresso'],
    ['/m/kaffee/espresso', '/kaffee/espresso'],
    ['/m', '/'],
    ['/m/', '/'],
    ['/mode/damen', '/mode/damen'],
    ['/p/tasse-400123/@blau', '/p/tasse-400123'],
    ['/m/p/tasse-400123/farbe@blau', '/p/tasse-400123'],
    ['/kontakt@service/seite', '/kontakt@service/seite'],
    ['/@', '/'],
  ])('reports %s as %s', (pathname, expected) => {
    expect(getTrackingPagePath(pathname)).toBe(expected);
  });
});
