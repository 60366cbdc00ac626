import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scroll-lock';

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

  it("keeps a showing scroll bar's gutter while locked, so the page does not widen", () => {
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    root.style.scrollbarGutter = 'auto';
    const unlock = lockScroll();
    expect(root.style.scrollbarGutter).toBe('stable');
    unlock();
    expect(root.style.scrollbarGutter).toBe('auto');
  });

  it('adds no gutter where no classic scroll bar shows (it would shift the page)', () => {
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(window.innerWidth);
    const unlock = lockScroll();
    expect(root.style.scrollbarGutter).toBe('');
    unlock();
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
    const other = await import('./scroll-lock');
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
