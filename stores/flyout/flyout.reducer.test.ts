import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLYOUTS, flyoutReducer, type Flyout, type FlyoutAction } from './flyout.reducer';

describe('flyoutReducer', () => {
  it.each<[Flyout, FlyoutAction, Flyout]>([
    ['NONE', { type: 'open', flyout: 'CART' }, 'CART'],
    ['SEARCH', { type: 'open', flyout: 'CART' }, 'CART'],
    ['CART', { type: 'open', flyout: 'CART' }, 'CART'],
    ['NONE', { type: 'toggle', flyout: 'USER_MENU' }, 'USER_MENU'],
    ['USER_MENU', { type: 'toggle', flyout: 'USER_MENU' }, 'NONE'],
    ['STORE_FINDER', { type: 'toggle', flyout: 'SEARCH' }, 'SEARCH'],
    ['CART', { type: 'close' }, 'NONE'],
    ['NONE', { type: 'close' }, 'NONE'],
    ['CART', { type: 'close', flyout: 'CART' }, 'NONE'],
    ['SEARCH', { type: 'close', flyout: 'CART' }, 'SEARCH'],
  ])('goes from %s with %o to %s', (state, action, expected) => {
    expect(flyoutReducer(state, action)).toBe(expected);
  });

  it('always holds NONE or exactly one flyout, and a close returns to NONE', () => {
    const flyout = fc.constantFrom(...FLYOUTS);
    const action = fc.oneof(
      flyout.map((value) => ({ type: 'open', flyout: value }) as const),
      flyout.map((value) => ({ type: 'toggle', flyout: value }) as const),
      fc.constant({ type: 'close' } as const),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const state = actions.reduce<Flyout>(flyoutReducer, 'NONE');
        expect(['NONE', ...FLYOUTS]).toContain(state);
        expect(flyoutReducer(state, { type: 'close' })).toBe('NONE');
      }),
    );
  });
});
