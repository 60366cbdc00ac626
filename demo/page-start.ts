/**
 * The demo page's first module script, ahead of the bundle (/dist/shop-elements.js) in the page
 * head: module scripts run in document order, so what it does is in place before the loader
 * sees the page's header.
 *
 * - The device preview's user agent (`?ua=`, device-preview.ts): the header reads it once, on
 *   its first render.
 * - The header at the top of the page (#page-header) gets its site, platform and header
 *   settings now, so it renders once, in the right language and variant, instead of rendering
 *   for DE and switching when demo.ts (a much larger module) has loaded.
 * - The footer at the end of the page (#page-footer) likewise gets its site, platform and footer
 *   settings now. (The header's place is reserved by /dist/page-border.css from these attributes;
 *   the app banner, over the window's bottom edge, takes none.)
 */
import { readDevicePreview, startDevicePreview } from './device-preview';
import { PAGE_HEADER_ID, applyHeaderSettings, readHeaderSettings } from './header-settings';
import { PAGE_FOOTER_ID, applyFooterSettings, readFooterSettings } from './footer-settings';
import { applySettings, readSettings } from './settings';

const device = readDevicePreview();
startDevicePreview(device);
const headerSettings = readHeaderSettings();
const pageHeader = document.getElementById(PAGE_HEADER_ID);
if (pageHeader) {
  applySettings(pageHeader, readSettings());
  applyHeaderSettings(pageHeader, headerSettings);
}
const pageFooter = document.getElementById(PAGE_FOOTER_ID);
if (pageFooter) {
  applySettings(pageFooter, readSettings());
  applyFooterSettings(pageFooter, readFooterSettings());
}
