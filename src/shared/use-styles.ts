import { useContext, useInsertionEffect } from 'react';
import { adoptStyles, collectStyles } from './stylesheets';
import { ShopContext } from './shop-context';

/**
 * Adopts a component's stylesheet into the shadow root it renders in, before the first paint,
 * so a design-system component brings its own CSS to whichever element uses it (and an element
 * that does not use a component does not carry its CSS). Sheets are shared and added once. On
 * the server (no insertion effects) the texts are collected for the render's stylesheet links.
 */
export function useStyles(...cssTexts: string[]): void {
  const host = useContext(ShopContext)?.host;
  const key = cssTexts.join('\u0000');
  collectStyles(cssTexts);
  useInsertionEffect(() => {
    const root = host?.shadowRoot;
    if (root) adoptStyles(root, key.split('\u0000'));
  }, [host, key]);
}
