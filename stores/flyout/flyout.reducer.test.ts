// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FLYOUTS,
  NO_FLYOUT,
  flyoutReducer,
  type FlyoutAction,
  type FlyoutState,
} from './flyout.reducer';

const cartOfA: FlyoutState = { flyout: 'CART', owner: 'a' };

describe('flyoutReducer', () => {
  it.each<[string, FlyoutState, FlyoutAction, FlyoutState]>([
    ['opens a flyout', NO_FLYOUT, { type: 'open', flyout: 'CART', owner: 'a' }, cartOfA],
    [
      'replaces another open flyout',
      { flyout: 'SEARCH', owner: 'b' },
      { type: 'open', flyout: 'CART', owner: 'a' },
      cartOfA,
    ],
    [
      'hands the same kind to another owner',
      cartOfA,
      { type: 'open', flyout: 'CART', owner: 'b' },
      { flyout: 'CART', owner: 'b' },
    ],
    ['closes whatever is open', cartOfA, { type: 'close' }, NO_FLYOUT],
    ["closes the owner's open flyout", cartOfA, { type: 'close', owner: 'a' }, NO_FLYOUT],
    ["leaves another owner's flyout open", cartOfA, { type: 'close', owner: 'b' }, cartOfA],
    ['stays closed', NO_FLYOUT, { type: 'close', owner: 'a' }, NO_FLYOUT],
  ])('%s', (_name, state, action, expected) => {
    expect(flyoutReducer(state, action)).toEqual(expected);
  });

  it('keeps the same state object when opening what is open (no needless notifications)', () => {
    expect(flyoutReducer(cartOfA, { type: 'open', flyout: 'CART', owner: 'a' })).toBe(cartOfA);
  });

  it('always holds NONE or exactly one flyout with its owner, and a close returns to NONE', () => {
    const owner = fc.constantFrom('a', 'b', 'c');
    const action = fc.oneof(
      fc.record({ type: fc.constant('open' as const), flyout: fc.constantFrom(...FLYOUTS), owner }),
      fc.constant({ type: 'close' } as const),
      owner.map((value) => ({ type: 'close', owner: value }) as const),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const state = actions.reduce<FlyoutState>(flyoutReducer, NO_FLYOUT);
        expect(state.flyout === 'NONE').toBe(state.owner === undefined);
        expect(flyoutReducer(state, { type: 'close' })).toEqual(NO_FLYOUT);
      }),
    );
  });
});
