import { afterEach, describe, expect, it } from 'vitest';
import { $flyout, closeFlyout, openFlyout, toggleFlyout } from './index';

describe('$flyout', () => {
  afterEach(() => closeFlyout());

  it('opens one flyout at a time and tells subscribers', () => {
    const seen: string[] = [];
    const unsubscribe = $flyout.listen((value) => seen.push(value));
    openFlyout('SEARCH');
    openFlyout('CART');
    toggleFlyout('CART');
    unsubscribe();
    expect(seen).toEqual(['SEARCH', 'CART', 'NONE']);
  });

  it('closes only the named flyout when it is the open one', () => {
    openFlyout('USER_MENU');
    closeFlyout('CART');
    expect($flyout.get()).toBe('USER_MENU');
    closeFlyout('USER_MENU');
    expect($flyout.get()).toBe('NONE');
  });
});
