import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FooterContent, FooterIconName } from '../../src/core/schemas/footer';
import { resetLogger } from '../../src/core/logger';
import { resetUser } from '../user/index';
import { deferred } from '../../test/helpers/deferred';
import {
  $footerContent,
  $newsletterStatusAnswered,
  FOOTER_WAIT_MS,
  loadFooterContent,
  loadFooterNewsletterStatus,
  readFooterVisitor,
  resetFooter,
  waitForFooter,
} from './index';

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const BUILT_IN = {
  headline: 'Wir sind für Sie da',
  teaser: { groups: [] },
  seo: { heading: 'Kategorien', columns: [] },
  socialMedia: { heading: 'Folgen', socialMediaIcons: [] },
  appReferences: { heading: 'App', appIcons: [] },
  legalLinks: [{ url: '/info/impressum', text: 'Impressum' }],
  viewChanger: { toMobile: 'Mobil', toDesktop: 'Desktop' },
  qualityLogos: {
    heading: 'Siegel',
    logos: [{ link: '/a', image: { label: 'X', source: 'no_such_seal', width: 80, height: 40 } }],
  },
} satisfies FooterContent;

const NO_ICONS = {
  isIcon: (_: string): _ is FooterIconName => false,
  isLinkIcon: (_: string): _ is 'facebook' => false,
};

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
let shopFooter: () => Response;

beforeEach(() => {
  resetFooter();
  resetUser();
  resetLogger();
  delete window.shopPsdata;
  shopFooter = () => json({ error: 'PROMOTION_NOT_FOUND' }, 404);
  fetchMock = vi.fn((url: string) => {
    const path = new URL(url).pathname;
    if (path.endsWith('/SHOP_FOOTER')) return Promise.resolve(shopFooter());
    if (path === '/json/psdata') return Promise.resolve(json({ nl_status: 'SUBSCRIBED' }));
    return Promise.resolve(json({}, 202));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => delete window.shopPsdata);

const source = (loadBuiltIn = () => Promise.resolve({ default: BUILT_IN as FooterContent })) => ({
  ...NO_ICONS,
  loadBuiltIn,
});
const shopFooterCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('SHOP_FOOTER'));

describe('loadFooterContent', () => {
  it('loads a site once however many footers ask, built-in module and override together', async () => {
    const loadBuiltIn = vi.fn(() => Promise.resolve({ default: BUILT_IN as FooterContent }));
    const first = loadFooterContent('DE', source(loadBuiltIn));
    expect($footerContent.get().DE).toEqual({ status: 'loading' });
    const second = loadFooterContent('DE', source(loadBuiltIn));
    await Promise.all([first, second]);
    await loadFooterContent('DE', source(loadBuiltIn));
    expect(loadBuiltIn).toHaveBeenCalledOnce();
    expect(shopFooterCalls()).toHaveLength(1);
    expect($footerContent.get().DE).toMatchObject({
      status: 'ready',
      content: { headline: 'Wir sind für Sie da' },
    });
  });

  it('merges the override part by part', async () => {
    shopFooter = () =>
      json({
        type: 'ApiShopFooter',
        contentJSON: JSON.stringify({ headline: 'Sommer', legalLinks: 'x' }),
      });
    await loadFooterContent('AT', source());
    const state = $footerContent.get().AT;
    expect(state?.status === 'ready' && state.content.headline).toBe('Sommer');
    expect(state?.status === 'ready' && state.content.legalLinks).toEqual([
      { href: '/info/impressum', text: 'Impressum' },
    ]);
  });

  it('keeps every site apart', async () => {
    await loadFooterContent('PL', source());
    await loadFooterContent('CZ', source());
    expect(Object.keys($footerContent.get()).sort()).toEqual(['CZ', 'PL']);
    expect(shopFooterCalls()).toHaveLength(2);
  });

  it('marks a site failed when its module does not load, and loads it again next time', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    await loadFooterContent('HU', source(failing));
    expect($footerContent.get().HU).toEqual({ status: 'failed' });
    await loadFooterContent('HU', source());
    expect($footerContent.get().HU?.status).toBe('ready');
  });

  it('logs an unknown logo source once, however often the content is prepared', async () => {
    const errors = vi.mocked(console.error);
    await loadFooterContent('SK', source());
    await loadFooterContent('TR', source());
    const logoErrors = errors.mock.calls.filter((call) =>
      call.some((part) => String(part).includes('unknown logo source')),
    );
    expect(logoErrors).toHaveLength(1);
  });
});

describe('resetFooter', () => {
  it('drops the content of a load started before it', async () => {
    const late = deferred<{ default: FooterContent }>();
    const forgotten = loadFooterContent(
      'DE',
      source(() => late.promise),
    );
    resetFooter();
    await loadFooterContent(
      'DE',
      source(() => Promise.reject(new Error('offline'))),
    );
    late.resolve({ default: BUILT_IN as FooterContent });
    await forgotten;
    expect($footerContent.get().DE).toEqual({ status: 'failed' });
  });
});

describe('loadFooterNewsletterStatus', () => {
  it('says when nl_status has answered, with one psdata request for every reader', async () => {
    expect($newsletterStatusAnswered.get()).toBe(false);
    await Promise.all([loadFooterNewsletterStatus(), loadFooterNewsletterStatus()]);
    expect($newsletterStatusAnswered.get()).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/json/psdata'))).toHaveLength(1);
  });
});

describe('readFooterVisitor', () => {
  it.each([
    ['', { hasAffiliateNumber: false, isAppClient: false, prefersDesktopView: false }],
    ['affiliatenumber=4711', { hasAffiliateNumber: true }],
    ['appclient=new', { isAppClient: true }],
    ['appclient=legacy', { isAppClient: false }],
    ['desktopview_ch=true', { prefersDesktopView: true }],
    ['desktopview_de=true', { prefersDesktopView: false }],
  ])('reads %s', (cookie, expected) => {
    if (cookie) document.cookie = `${cookie}; path=/`;
    expect(readFooterVisitor('CH_FR')).toMatchObject(expected);
  });
});

describe('waitForFooter', () => {
  afterEach(() => vi.useRealTimers());

  it('clears its FOOTER_WAIT_MS timer when the content and the newsletter status arrive first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await waitForFooter('DE', source(), true);
    expect($footerContent.get().DE?.status).toBe('ready');
    expect($newsletterStatusAnswered.get()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after FOOTER_WAIT_MS on a content module that never loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const wait = waitForFooter(
      'AT',
      source(() => new Promise(() => undefined)),
      false,
    ).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(FOOTER_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(settled).toBe(true);
  });
});
