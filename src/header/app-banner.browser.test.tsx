import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { USER_AGENTS } from '../../test/fixtures/user-agents';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { nextFrames, waitFor } from '../../test/helpers/dom';
import { cleanupViews, renderView } from '../../test/helpers/render';
import { LOCAL_STORAGE_KEYS } from '../core/config';
import { resetAppBanner, setAppBannerEnvironment } from '../../stores/app-banner/index';
import { AppBanner } from './app-banner';
import { APP_STORE_LINKS } from './app-banner.sites';

const {
  androidChrome: ANDROID_CHROME,
  iPhoneChrome: IPHONE_CHROME,
  iPhoneSafari: IPHONE_SAFARI,
  windowsChrome: WINDOWS_CHROME,
} = USER_AGENTS;

const BANNER_MODULE = '/src/header/app-banner-view.tsx';
/** Marks the test's own fetch of the banner's module (as text, not as code). */
const PROBE = 'probe';

/** Whether the browser has fetched the banner's own code (its module, app-banner-view). */
function bannerCodeFetched(): boolean {
  return performance.getEntriesByType('resource').some((entry) => {
    const url = new URL(entry.name);
    return url.pathname === BANNER_MODULE && !url.searchParams.has(PROBE);
  });
}

/**
 * The moment an import of the banner's module started by what the page did until now would have
 * been fetched: the test fetches that module itself (as text) and waits for its answer, then two
 * frames. A fixed time could run out first on a busy machine, and the check would pass unchecked.
 */
async function bannerModuleFetchTime(): Promise<void> {
  await (await fetch(`${BANNER_MODULE}?${PROBE}`)).text();
  await nextFrames();
}

/** The visitor's browser as the store sees it; Chromium's own navigator stays untouched. */
function visitWith(userAgent: string): void {
  setAppBannerEnvironment({ getUserAgent: () => userAgent, getMaxTouchPoints: () => 5 });
}

/** What has focus, as text: chai would try to print whole DOM nodes when a check fails. */
function focused(view: { shadow: ShadowRoot }): string {
  const active = view.shadow.activeElement;
  return active ? `${active.localName} ${active.textContent ?? ''}` : 'nothing';
}

function banner(): HTMLElement | null {
  return screen.queryByShadowRole('region', { name: 'Unsere App' });
}

/** The banner once its code has loaded (it loads only where the banner shows). */
function shownBanner(): Promise<HTMLElement> {
  return waitFor(() => banner() ?? undefined, { message: 'the banner to show' });
}

function clearFlag(): void {
  localStorage.removeItem(LOCAL_STORAGE_KEYS.appBannerClosed);
}

describe('AppBanner in Chromium', () => {
  beforeEach(() => {
    clearFlag();
    resetAppBanner();
  });

  afterEach(async () => {
    cleanupViews();
    clearFlag();
    resetAppBanner();
    await setViewport({ width: 800, height: 600 });
  });

  // first in this file: once fetched, the module stays in the page
  it('fetches no banner code where the banner does not show, and fetches it where it does', async () => {
    for (const [userAgent, reduced] of [
      [WINDOWS_CHROME, false],
      [IPHONE_SAFARI, false],
      [ANDROID_CHROME, true],
    ] as const) {
      visitWith(userAgent);
      await renderView(<AppBanner reduced={reduced} />);
      // gone before the next visitor: a mounted banner would follow the store to the next one
      cleanupViews();
    }
    localStorage.setItem(LOCAL_STORAGE_KEYS.appBannerClosed, 'true');
    visitWith(ANDROID_CHROME);
    await renderView(<AppBanner reduced={false} />);
    await bannerModuleFetchTime();
    expect(bannerCodeFetched(), 'before a banner shows').to.equal(false);
    expect(banner()).to.equal(null);

    cleanupViews();
    clearFlag();
    visitWith(ANDROID_CHROME);
    await renderView(<AppBanner reduced={false} />);
    await shownBanner();
    expect(bannerCodeFetched(), 'once a banner shows').to.equal(true);
  });

  it('is shown to an Android visitor, with the Play Store link and no axe violations', async () => {
    visitWith(ANDROID_CHROME);
    const view = await renderView(<AppBanner reduced={false} />);
    await shownBanner();
    const link = screen.getByShadowRole('link', { name: 'Jetzt laden' });
    expect(link.getAttribute('href')).to.equal(APP_STORE_LINKS.android);
    await expectNoAxeViolations(view.host);
  });

  it('is shown to an iOS Chrome visitor, with the App Store link and no axe violations', async () => {
    visitWith(IPHONE_CHROME);
    const view = await renderView(<AppBanner reduced={false} />, { site: 'CH_FR' });
    await waitFor(() => screen.queryByShadowRole('region') ?? undefined);
    const link = screen.getByShadowRole('link', { name: 'Télécharger' });
    expect(link.getAttribute('href')).to.equal(APP_STORE_LINKS.ios);
    await expectNoAxeViolations(view.host);
  });

  it('closes from the keyboard, hands focus on, and stays closed on a re-render and a new mount', async () => {
    visitWith(ANDROID_CHROME);
    const view = await renderView(
      <>
        <AppBanner reduced={false} />
        <a href="/">Startseite</a>
      </>,
    );
    await shownBanner();
    await sendKeys({ press: 'Tab' });
    const close = screen.getByShadowRole('button', { name: 'App-Hinweis schließen' });
    expect(close.matches(':focus-visible')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => banner() === null, { message: 'the banner to close' });
    expect(focused(view)).to.equal('a Startseite');
    await expectNoAxeViolations(view.host);

    view.rerender(<AppBanner reduced={false} />);
    expect(banner()).to.equal(null);
    view.unmount();
    await renderView(<AppBanner reduced={false} />);
    expect(banner()).to.equal(null);
  });

  it('reaches the store link with Tab after the close button', async () => {
    visitWith(ANDROID_CHROME);
    const view = await renderView(<AppBanner reduced={false} />);
    await shownBanner();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(focused(view)).to.match(/^a .*Jetzt laden/);
  });

  it("lies over a 320 px phone's bottom edge in one row, taking no room in the page", async () => {
    await setViewport({ width: 320, height: 640 });
    visitWith(ANDROID_CHROME);
    const view = await renderView(<AppBanner reduced={false} />, { site: 'HU' });
    const region = await waitFor(
      () => screen.queryByShadowRole('region', { name: 'Alkalmazásunk' }) ?? undefined,
    );
    const box = region.getBoundingClientRect();
    const close = screen.getByShadowRole('button').getBoundingClientRect();
    const link = screen.getByShadowRole('link').getBoundingClientRect();
    expect(box.width).to.equal(320);
    expect(box.bottom).to.equal(640);
    // over the page, as a smart app banner is: the page under it does not move (issue 24)
    expect(getComputedStyle(region).position).to.equal('fixed');
    expect(view.host.getBoundingClientRect().height).to.equal(0);
    expect(link.right).to.be.at.most(box.right);
    // the close button, the text and the link sit side by side
    expect(close.right).to.be.at.most(link.left);
    expect(Math.abs(close.top + close.height / 2 - (link.top + link.height / 2))).to.be.below(1);
  });
});
