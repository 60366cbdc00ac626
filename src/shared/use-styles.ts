import { useContext, useInsertionEffect } from 'react';
import { adoptStyles } from './stylesheets';
import { ShopContext } from './shop-context';

/**
 * Adopts a component's stylesheet into the shadow root it renders in, before the first paint,
 * so a design-system component brings its own CSS to whichever element uses it (and an element
 * that does not use a component does not carry its CSS). Sheets are shared and added once.
 */
export function useStyles(...cssTexts: string[]): void {
  const host = useContext(ShopContext)?.host;
  const key = cssTexts.join('\u0000');
  useInsertionEffect(() => {
    const root = host?.shadowRoot;
    if (root) adoptStyles(root, key.split('\u0000'));
  }, [host, key]);
}
