// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCollapse,
  createGroupState,
  getNextHeaderIndex,
  groupReducer,
  hasSeparateLink,
  shouldRenderContent,
  type GroupAction,
  type HeaderNavigationKey,
} from './expansion-panel.logic';

describe('groupReducer', () => {
  // spec footer §4 "Design-system components": single selection closes the current one unless
  // it is already active; with multiple, panels toggle independently
  const toggles: ReadonlyArray<{
    readonly rule: string;
    readonly multiple: boolean;
    readonly open: readonly string[];
    readonly toggle: string;
    readonly expected: readonly string[];
  }> = [
    {
      rule: 'single: opens a panel when none is open',
      multiple: false,
      open: [],
      toggle: 'a',
      expected: ['a'],
    },
    {
      rule: 'single: opening another panel closes the current one',
      multiple: false,
      open: ['a'],
      toggle: 'b',
      expected: ['b'],
    },
    {
      rule: 'single: the already active panel stays open',
      multiple: false,
      open: ['a'],
      toggle: 'a',
      expected: ['a'],
    },
    {
      rule: 'multiple: opens a panel beside the open ones',
      multiple: true,
      open: ['a'],
      toggle: 'b',
      expected: ['a', 'b'],
    },
    {
      rule: 'multiple: closes an open panel and keeps the others',
      multiple: true,
      open: ['a', 'b'],
      toggle: 'a',
      expected: ['b'],
    },
    {
      rule: 'multiple: closes the last open panel',
      multiple: true,
      open: ['a'],
      toggle: 'a',
      expected: [],
    },
  ];

  it.each(toggles)('$rule', ({ multiple, open, toggle, expected }) => {
    const state = createGroupState(open, multiple);
    expect(groupReducer(state, { type: 'toggle', id: toggle }).openIds).toEqual(expected);
  });

  it('returns the same state when the active panel is activated in single selection', () => {
    const state = createGroupState(['a'], false);
    expect(groupReducer(state, { type: 'toggle', id: 'a' })).toBe(state);
  });

  const syncs: ReadonlyArray<{
    readonly rule: string;
    readonly multiple: boolean;
    readonly given: readonly string[];
    readonly expected: readonly string[];
  }> = [
    {
      rule: 'single keeps the first of several given ids',
      multiple: false,
      given: ['b', 'c'],
      expected: ['b'],
    },
    { rule: 'single takes one given id', multiple: false, given: ['c'], expected: ['c'] },
    {
      rule: 'multiple takes all given ids',
      multiple: true,
      given: ['b', 'c'],
      expected: ['b', 'c'],
    },
    {
      rule: 'multiple drops duplicates',
      multiple: true,
      given: ['b', 'b', 'c'],
      expected: ['b', 'c'],
    },
    { rule: 'an empty list closes every panel', multiple: true, given: [], expected: [] },
  ];

  it.each(syncs)('sync: $rule', ({ multiple, given, expected }) => {
    const state = createGroupState(['a'], multiple);
    expect(groupReducer(state, { type: 'sync', openIds: given }).openIds).toEqual(expected);
  });

  it('returns the same state when a sync brings the same ids', () => {
    const state = createGroupState(['a', 'b'], true);
    expect(groupReducer(state, { type: 'sync', openIds: ['a', 'b'] })).toBe(state);
  });

  it('keeps only the first open panel when switching from multiple to single', () => {
    const state = createGroupState(['a', 'b'], true);
    expect(groupReducer(state, { type: 'setMultiple', multiple: false })).toEqual({
      openIds: ['a'],
      multiple: false,
    });
  });

  it('keeps the open panels when switching from single to multiple', () => {
    const state = createGroupState(['a'], false);
    expect(groupReducer(state, { type: 'setMultiple', multiple: true })).toEqual({
      openIds: ['a'],
      multiple: true,
    });
  });

  const ids = fc.constantFrom('a', 'b', 'c', 'd');
  const actions: fc.Arbitrary<GroupAction> = fc.oneof(
    ids.map((id) => ({ type: 'toggle', id }) as const),
    fc.array(ids, { maxLength: 5 }).map((openIds) => ({ type: 'sync', openIds }) as const),
    fc.boolean().map((multiple) => ({ type: 'setMultiple', multiple }) as const),
  );

  it('keeps at most one panel open in single selection, whatever happens', () => {
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 5 }), fc.array(actions), (initial, sequence) => {
        let state = createGroupState(initial, false);
        expect(state.openIds.length).toBeLessThanOrEqual(1);
        for (const action of sequence) {
          state = groupReducer(state, action);
          if (!state.multiple) expect(state.openIds.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('leaves a panel open after it was activated in single selection', () => {
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 1 }), ids, (initial, id) => {
        const state = groupReducer(createGroupState(initial, false), { type: 'toggle', id });
        expect(state.openIds).toEqual([id]);
      }),
    );
  });

  it('toggles only the activated panel with multiple, and twice restores the state', () => {
    fc.assert(
      fc.property(fc.uniqueArray(ids), ids, (initial, id) => {
        const state = createGroupState(initial, true);
        const once = groupReducer(state, { type: 'toggle', id });
        expect(once.openIds.includes(id)).toBe(!state.openIds.includes(id));
        expect(once.openIds.filter((open) => open !== id)).toEqual(
          state.openIds.filter((open) => open !== id),
        );
        const twice = groupReducer(once, { type: 'toggle', id });
        expect([...twice.openIds].sort()).toEqual([...state.openIds].sort());
      }),
    );
  });
});

describe('canCollapse', () => {
  it.each([
    { multiple: false, open: ['a'], id: 'a', expected: false },
    { multiple: false, open: ['a'], id: 'b', expected: true },
    { multiple: true, open: ['a'], id: 'a', expected: true },
    { multiple: true, open: [], id: 'a', expected: true },
  ])('multiple $multiple, open $open, panel $id: $expected', ({ multiple, open, id, expected }) => {
    expect(canCollapse(createGroupState(open, multiple), id)).toBe(expected);
  });
});

describe('getNextHeaderIndex', () => {
  const cases: ReadonlyArray<readonly [HeaderNavigationKey, number, number, number | undefined]> = [
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowDown', -1, 3, 0],
    ['ArrowUp', 1, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', -1, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['ArrowDown', 0, 1, 0],
    ['Home', -1, 0, undefined],
  ];

  it.each(cases)('%s from %i of %i headers goes to %s', (key, current, count, expected) => {
    expect(getNextHeaderIndex(key, current, count)).toBe(expected);
  });
});

describe('shouldRenderContent', () => {
  it.each([
    { loadOnExpand: false, hasBeenExpanded: false, expected: true },
    { loadOnExpand: false, hasBeenExpanded: true, expected: true },
    { loadOnExpand: true, hasBeenExpanded: false, expected: false },
    { loadOnExpand: true, hasBeenExpanded: true, expected: true },
  ])(
    'loadOnExpand $loadOnExpand, expanded before $hasBeenExpanded: $expected',
    ({ loadOnExpand, hasBeenExpanded, expected }) => {
      expect(shouldRenderContent(loadOnExpand, hasBeenExpanded)).toBe(expected);
    },
  );
});

describe('hasSeparateLink', () => {
  it.each([
    { variant: 'link', href: '/help', disabled: false, expected: true },
    { variant: 'link', href: undefined, disabled: false, expected: false },
    { variant: 'link', href: '', disabled: false, expected: false },
    { variant: 'link', href: '/help', disabled: true, expected: false },
    { variant: 'normal', href: '/help', disabled: false, expected: false },
    { variant: 'radioButton', href: '/help', disabled: false, expected: false },
  ] as const)(
    '$variant with href $href, disabled $disabled: $expected',
    ({ variant, href, disabled, expected }) => {
      expect(hasSeparateLink(variant, href, disabled)).toBe(expected);
    },
  );
});
