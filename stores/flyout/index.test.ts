import { afterEach, describe, expect, it } from 'vitest';
import { $flyout, $flyoutState, closeFlyout, openFlyout } from './index';

describe('$flyout', () => {
  afterEach(() => closeFlyout());

  it('opens one flyout at a time across owners and tells subscribers each change once', () => {
    const seen: string[] = [];
    const unsubscribe = $flyoutState.listen((value) => seen.push(`${value.flyout}:${value.owner}`));
    openFlyout('SEARCH', 'header');
    openFlyout('CART', 'minicart');
    openFlyout('CART', 'minicart');
    closeFlyout('header');
    closeFlyout('minicart');
    unsubscribe();
    expect(seen).toEqual(['SEARCH:header', 'CART:minicart', 'NONE:undefined']);
  });

  it('reports the open kind for flyout-change', () => {
    openFlyout('USER_MENU', 'header');
    expect($flyout.get()).toBe('USER_MENU');
    closeFlyout();
    expect($flyout.get()).toBe('NONE');
  });
});

describe('$flyout and the navigation', () => {
  afterEach(() => closeFlyout());

  it('closes an icon flyout when the navigation opens, and reports NONE for it', () => {
    openFlyout('CART', 'minicart');
    openFlyout('NAVIGATION', 'navigation');
    expect($flyoutState.get()).toEqual({ flyout: 'NAVIGATION', owner: 'navigation' });
    expect($flyout.get()).toBe('NONE');
    openFlyout('USER_MENU', 'header');
    expect($flyout.get()).toBe('USER_MENU');
  });
});
