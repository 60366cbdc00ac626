/**
 * Renders a view (a design-system component or an area view) the way an element does: into an
 * open shadow root with the design tokens adopted and ShopContext provided (site, locale,
 * platform, messages). For unit tests in happy-dom and browser tests in Chromium alike.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadCatalogue, loadLaterMessages } from '../../i18n/index';
import { getLocale, getSiteConfig, type Platform, type Site } from '../../src/core/sites';
import tokens from '../../src/ds/tokens.css?inline';
import { ShopContext, type ShopContextValue } from '../../src/shared/shop-context';
import { adoptStyles } from '../../src/shared/stylesheets';
import { releaseStores } from './stores';

export interface RenderOptions {
  readonly site?: Site;
  readonly platform?: Platform;
}

export interface RenderedView {
  readonly host: HTMLElement;
  readonly shadow: ShadowRoot;
  rerender(ui: ReactElement): void;
  unmount(): void;
}

const mounted = new Set<RenderedView>();

export async function renderView(
  ui: ReactElement,
  { site = 'DE', platform = 'CLASSIC' }: RenderOptions = {},
): Promise<RenderedView> {
  const host = document.createElement('div');
  host.dataset.testView = '';
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, [tokens]);
  const locale = getLocale(site);
  // every message: a view rendered alone may be code a page loads on intent, with the later part
  await loadLaterMessages(locale);
  const context: ShopContextValue = {
    site,
    siteConfig: getSiteConfig(site),
    locale,
    platform,
    stage: 'live',
    host,
    messages: await loadCatalogue(locale),
  };
  const root = createRoot(shadow);
  const render = (node: ReactElement): void =>
    flushSync(() => root.render(<ShopContext value={context}>{node}</ShopContext>));
  render(ui);
  const view: RenderedView = {
    host,
    shadow,
    rerender: render,
    unmount() {
      root.unmount();
      host.remove();
      mounted.delete(view);
    },
  };
  mounted.add(view);
  return view;
}

/** Unmounts everything renderView mounted and ends the store lifecycles it started; call from afterEach. */
export function cleanupViews(): void {
  for (const view of [...mounted]) view.unmount();
  releaseStores();
}
