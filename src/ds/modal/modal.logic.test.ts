// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getTabWrapTarget, isOutsideBox } from './modal.logic';

describe('isOutsideBox', () => {
  const box = { left: 100, top: 50, right: 500, bottom: 350 };

  it.each([
    { where: 'left of the box', x: 99, y: 200, expected: true },
    { where: 'right of the box', x: 501, y: 200, expected: true },
    { where: 'above the box', x: 300, y: 49, expected: true },
    { where: 'below the box', x: 300, y: 351, expected: true },
    { where: 'inside the box', x: 300, y: 200, expected: false },
    { where: 'on the top left corner', x: 100, y: 50, expected: false },
    { where: 'on the bottom right corner', x: 500, y: 350, expected: false },
  ])('a point $where is outside: $expected', ({ x, y, expected }) => {
    expect(isOutsideBox(box, { x, y })).toBe(expected);
  });
});

describe('getTabWrapTarget', () => {
  const all = ['close', 'date', 'apply'] as const;

  it.each([
    { rule: 'Tab on the last goes to the first', active: 'apply', shift: false, expected: 'close' },
    {
      rule: 'Shift+Tab on the first goes to the last',
      active: 'close',
      shift: true,
      expected: 'apply',
    },
    {
      rule: 'Tab in the middle is left to the browser',
      active: 'date',
      shift: false,
      expected: undefined,
    },
    {
      rule: 'Shift+Tab in the middle is left to the browser',
      active: 'date',
      shift: true,
      expected: undefined,
    },
    {
      rule: 'Tab on the first is left to the browser',
      active: 'close',
      shift: false,
      expected: undefined,
    },
    {
      rule: 'Tab from outside the list goes to the first',
      active: 'dialog',
      shift: false,
      expected: 'close',
    },
    {
      rule: 'Shift+Tab from outside the list goes to the last',
      active: 'dialog',
      shift: true,
      expected: 'apply',
    },
    {
      rule: 'Tab with nothing focused goes to the first',
      active: null,
      shift: false,
      expected: 'close',
    },
  ] as const)('$rule', ({ active, shift, expected }) => {
    expect(getTabWrapTarget<string>(all, active, shift)).toBe(expected);
  });

  it('keeps focus on a single tabbable element', () => {
    expect(getTabWrapTarget(['close'], 'close', false)).toBe('close');
    expect(getTabWrapTarget(['close'], 'close', true)).toBe('close');
  });

  it('has no target without tabbable elements', () => {
    expect(getTabWrapTarget([], null, false)).toBeUndefined();
  });
});
