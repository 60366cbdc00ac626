/**
 * The app-install banner's store pages (spec header "App-install banner"): one app for every
 * site. The ids are placeholders of the right shape (a Play package name, a numeric App Store
 * id); the shop sets its real ids here. `iosAppId` feeds the iOS Safari smart-banner meta tag
 * (`apple-itunes-app`, `app-id=...`).
 */
const IOS_APP_ID = '1234567890';

export const APP_STORE_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=com.example.shop',
  ios: `https://apps.apple.com/app/id${IOS_APP_ID}`,
  iosAppId: IOS_APP_ID,
} as const;
