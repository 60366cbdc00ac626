import { afterEach, describe, expect, it } from 'vitest';
import { $flyout, $flyoutState, $shellFlyout, closeFlyout, openFlyout } from './index';

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

describe("$flyout beside the icon bar: the navigation, the campaign's details and the footer's country selector", () => {
  afterEach(() => closeFlyout());

  it.each(['NAVIGATION', 'PROMOTION', 'FOOTER_COUNTRY'] as const)(
    'closes an icon flyout when %s opens, and reports NONE for it',
    (kind) => {
      openFlyout('CART', 'minicart');
      openFlyout(kind, 'other');
      expect($flyoutState.get()).toEqual({ flyout: kind, owner: 'other' });
      expect($flyout.get()).toBe('NONE');
      openFlyout('USER_MENU', 'header');
      expect($flyout.get()).toBe('USER_MENU');
    },
  );

  it('leaves the country selector out of the header shell: no open marker for it, one for the navigation', () => {
    openFlyout('FOOTER_COUNTRY', 'footer');
    expect($shellFlyout.get()).toBe('NONE');
    openFlyout('NAVIGATION', 'navigation');
    expect($shellFlyout.get()).toBe('NAVIGATION');
    openFlyout('PROMOTION', 'campaign');
    expect($shellFlyout.get()).toBe('PROMOTION');
  });
});
