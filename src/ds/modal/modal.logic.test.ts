import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTabWrapTarget, isOutsideBox, lockScroll } from './modal.logic';

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

describe('lockScroll', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  const root = document.documentElement;

  it('hides the page overflow and restores the previous inline value', () => {
    root.style.overflow = 'scroll';
    const unlock = lockScroll();
    expect(root.style.overflow).toBe('hidden');
    unlock();
    expect(root.style.overflow).toBe('scroll');
  });

  it('leaves no style attribute behind when there was none', () => {
    const unlock = lockScroll();
    unlock();
    expect(root.hasAttribute('style')).toBe(false);
  });

  it('keeps other inline styles of the root element', () => {
    root.style.color = 'red';
    const unlock = lockScroll();
    unlock();
    expect(root.getAttribute('style')).toBe('color: red;');
  });

  it('stays locked until the last of two overlapping locks is released', () => {
    root.style.overflow = 'auto';
    const unlockFirst = lockScroll();
    const unlockSecond = lockScroll();
    unlockFirst();
    expect(root.style.overflow).toBe('hidden');
    unlockSecond();
    expect(root.style.overflow).toBe('auto');
  });

  it('restores the original value when the first lock is released last', () => {
    root.style.overflow = 'auto';
    const unlockFirst = lockScroll();
    const unlockSecond = lockScroll();
    unlockSecond();
    expect(root.style.overflow).toBe('hidden');
    unlockFirst();
    expect(root.style.overflow).toBe('auto');
  });

  it('restores the original value after two locks in turn', () => {
    root.style.overflow = 'clip';
    lockScroll()();
    lockScroll()();
    expect(root.style.overflow).toBe('clip');
  });

  it('ignores a second release of the same lock', () => {
    root.style.overflow = 'auto';
    const unlockFirst = lockScroll();
    const unlockSecond = lockScroll();
    unlockFirst();
    unlockFirst();
    expect(root.style.overflow).toBe('hidden');
    unlockSecond();
    expect(root.style.overflow).toBe('auto');
  });

  it('shares the count with another copy of the module through the root element', async () => {
    // a separately built bundle has its own module instance; the record on the element is shared
    vi.resetModules();
    const other = await import('./modal.logic');
    expect(other.lockScroll).not.toBe(lockScroll);
    root.style.overflow = 'auto';
    const unlockHere = lockScroll();
    const unlockThere = other.lockScroll();
    unlockHere();
    expect(root.style.overflow).toBe('hidden');
    unlockThere();
    expect(root.style.overflow).toBe('auto');
  });
});
