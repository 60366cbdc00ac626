import { createContext, useContext } from 'react';
import type { Stage } from '../core/config';
import type { Locale, Platform, Site, SiteConfig } from '../core/sites';
import type { Catalogue, MessageKey } from '../../i18n/types';
import { translate } from '../../i18n/index';

export type { Stage } from '../core/config';

/** What every view knows about the element it renders in (docs/architecture.md "Attributes"). */
export interface ShopContextValue {
  readonly site: Site;
  readonly siteConfig: SiteConfig;
  readonly locale: Locale;
  readonly platform: Platform;
  readonly stage: Stage;
  /** The custom element itself: events such as `newsletter-success` are dispatched on it. */
  readonly host: HTMLElement;
  readonly messages: Catalogue;
}

export const ShopContext = createContext<ShopContextValue | null>(null);

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop() outside a shop element');
  return value;
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The element's message lookup: `t('cart.error.read')`, `t('cart.limit.CART_LIMIT', { limit })`. */
export function useTranslate(): Translate {
  const { messages } = useShop();
  return (key, params) => translate(messages, key, params);
}
