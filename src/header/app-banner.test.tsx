import userEvent from '@testing-library/user-event';
import { screen, within } from 'shadow-dom-testing-library';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../../test/fixtures/user-agents';
import { cleanupViews, renderView } from '../../test/helpers/render';
import { $appBanner, resetAppBanner, setAppBannerEnvironment } from '../../stores/app-banner/index';
import { AppBanner } from './app-banner';
import { APP_STORE_LINKS } from './app-banner.sites';

const {
  androidChrome: ANDROID_CHROME,
  iPhoneChrome: IPHONE_CHROME,
  iPhoneSafari: IPHONE_SAFARI,
  windowsChrome: WINDOWS_CHROME,
} = USER_AGENTS;

function visitWith(userAgent: string): void {
  setAppBannerEnvironment({ getUserAgent: () => userAgent, getMaxTouchPoints: () => 5 });
}

/** The banner, once its code has loaded (it loads only where the banner shows). */
function banner(): Promise<HTMLElement> {
  return screen.findByShadowRole('region', { name: 'Unsere App' });
}

function smartBannerTags(): HTMLMetaElement[] {
  return [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="apple-itunes-app"]')];
}

beforeEach(() => resetAppBanner());

afterEach(() => {
  cleanupViews();
  cleanStores($appBanner);
  resetAppBanner();
  for (const tag of smartBannerTags()) tag.remove();
});

describe('AppBanner', () => {
  it('offers the app from the Play Store on Android', async () => {
    visitWith(ANDROID_CHROME);
    await renderView(<AppBanner reduced={false} />);
    const region = await banner();
    expect(within(region).getByShadowText('Einfacher einkaufen mit unserer App')).toBeTruthy();
    expect(
      within(region).getByShadowRole('link', { name: 'Jetzt laden' }).getAttribute('href'),
    ).toBe(APP_STORE_LINKS.android);
    expect(
      within(region).getByShadowRole('button', { name: 'App-Hinweis schließen' }),
    ).toBeTruthy();
  });

  it('offers the app from the App Store on iOS Chrome', async () => {
    visitWith(IPHONE_CHROME);
    await renderView(<AppBanner reduced={false} />);
    expect(
      within(await banner())
        .getByShadowRole('link', { name: 'Jetzt laden' })
        .getAttribute('href'),
    ).toBe(APP_STORE_LINKS.ios);
  });

  it('shows five stars and (89k), read as one sentence', async () => {
    visitWith(ANDROID_CHROME);
    const view = await renderView(<AppBanner reduced={false} />);
    const rating = within(await banner()).getByShadowRole('img', {
      name: 'Bewertet mit 5 von 5 Sternen, 89.000 Bewertungen',
    });
    expect(rating.textContent).toBe('(89k)');
    const stars = [...view.shadow.querySelectorAll<HTMLElement>('[part~="rating-star"]')];
    expect(stars.map((star) => star.dataset.fill)).toEqual([
      'full',
      'full',
      'full',
      'full',
      'full',
    ]);
  });

  it('speaks the site language', async () => {
    visitWith(ANDROID_CHROME);
    await renderView(<AppBanner reduced={false} />, { site: 'PL' });
    const region = await screen.findByShadowRole('region', { name: 'Nasza aplikacja' });
    expect(within(region).getByShadowRole('link', { name: 'Pobierz teraz' })).toBeTruthy();
  });

  it.each<[string, string, boolean, (() => void) | undefined]>([
    ['on a desktop', WINDOWS_CHROME, false, undefined],
    ['in the reduced header', ANDROID_CHROME, true, undefined],
    [
      'inside the shop app',
      ANDROID_CHROME,
      false,
      () => (document.cookie = 'appclient=new; path=/'),
    ],
    [
      'once the visitor closed it',
      ANDROID_CHROME,
      false,
      () => localStorage.setItem('appBannerClosed', 'true'),
    ],
  ])('shows nothing %s', async (_name, userAgent, reduced, given) => {
    given?.();
    visitWith(userAgent);
    const view = await renderView(<AppBanner reduced={reduced} />);
    expect(view.shadow.childElementCount).toBe(0);
    expect(smartBannerTags()).toEqual([]);
  });

  it('hides when closed, in every header, and stays hidden on a new mount', async () => {
    visitWith(ANDROID_CHROME);
    const first = await renderView(<AppBanner reduced={false} />);
    const second = await renderView(<AppBanner reduced={false} />);
    const [close] = await screen.findAllByShadowRole('button', { name: 'App-Hinweis schließen' });
    await userEvent.click(close as HTMLElement);
    expect(first.shadow.childElementCount).toBe(0);
    expect(second.shadow.childElementCount).toBe(0);

    cleanupViews();
    cleanStores($appBanner);
    const again = await renderView(<AppBanner reduced={false} />);
    expect(again.shadow.childElementCount).toBe(0);
  });

  it('moves focus to what follows the banner when closed from the keyboard', async () => {
    visitWith(ANDROID_CHROME);
    const view = await renderView(
      <>
        <AppBanner reduced={false} />
        <a href="/">Startseite</a>
      </>,
    );
    const close = await screen.findByShadowRole('button', { name: 'App-Hinweis schließen' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByShadowRole('region')).toBeNull();
    expect(view.shadow.activeElement).toBe(screen.getByShadowRole('link', { name: 'Startseite' }));
  });

  it('adds the smart-banner meta tag on iOS Safari instead, once for two headers', async () => {
    visitWith(IPHONE_SAFARI);
    const first = await renderView(<AppBanner reduced={false} />);
    const second = await renderView(<AppBanner reduced={false} />);
    expect(first.shadow.childElementCount + second.shadow.childElementCount).toBe(0);
    expect(smartBannerTags().map((tag) => tag.content)).toEqual([
      `app-id=${APP_STORE_LINKS.iosAppId}`,
    ]);
  });

  it('adds no meta tag on iOS Safari in the reduced header', async () => {
    visitWith(IPHONE_SAFARI);
    await renderView(<AppBanner reduced />);
    expect(smartBannerTags()).toEqual([]);
  });
});
