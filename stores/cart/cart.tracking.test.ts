import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackMiniCartExit, trackMiniCartOpen } from './cart.tracking';

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  delete window.dataLayer;
});

describe('tracking', () => {
  it('tracks the flyout opening as modal_open and the exits as button_click', () => {
    trackMiniCartOpen();
    trackMiniCartExit('checkout');
    expect(window.dataLayer).toEqual([
      { event: 'modal_open', modal_name: 'minicart' },
      { event: 'button_click', click_target: 'checkout', click_origin: 'minicart' },
    ]);
  });
});
