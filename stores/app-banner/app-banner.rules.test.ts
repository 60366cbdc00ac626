// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  getAppBannerOffer,
  type AppBannerFacts,
  type AppBannerOffer,
  type AppBannerPlatform,
} from './app-banner.rules';

function facts(
  platform: AppBannerPlatform | undefined,
  { insideApp = false, closed = false } = {},
): AppBannerFacts {
  return { platform, insideApp, closed };
}

describe('getAppBannerOffer', () => {
  it.each<[string, AppBannerFacts, boolean, AppBannerOffer]>([
    ['Android: the banner with the Play Store', facts('android'), false, 'PLAY_STORE'],
    ['iOS Chrome: the banner with the App Store', facts('ios-chrome'), false, 'APP_STORE'],
    ['iOS Safari: the smart banner instead', facts('ios-safari'), false, 'SMART_BANNER'],
    ['a desktop: nothing', facts(undefined), false, 'NONE'],
    ['Android, closed before: nothing', facts('android', { closed: true }), false, 'NONE'],
    ['iOS Chrome, closed before: nothing', facts('ios-chrome', { closed: true }), false, 'NONE'],
    [
      'iOS Safari, banner closed elsewhere: still the smart banner',
      facts('ios-safari', { closed: true }),
      false,
      'SMART_BANNER',
    ],
    ['Android inside the app: nothing', facts('android', { insideApp: true }), false, 'NONE'],
    ['iOS Chrome inside the app: nothing', facts('ios-chrome', { insideApp: true }), false, 'NONE'],
    ['iOS Safari inside the app: nothing', facts('ios-safari', { insideApp: true }), false, 'NONE'],
    ['Android in the reduced header: nothing', facts('android'), true, 'NONE'],
    ['iOS Chrome in the reduced header: nothing', facts('ios-chrome'), true, 'NONE'],
    ['iOS Safari in the reduced header: nothing', facts('ios-safari'), true, 'NONE'],
  ])('%s', (_name, given, reduced, expected) => {
    expect(getAppBannerOffer(given, { reduced })).toBe(expected);
  });
});
