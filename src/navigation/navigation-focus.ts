import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Focus follows the drill-down path (also when Escape changes it): one level down, to the new
 * level's first control; back up, to the button that had opened the level left.
 */
export function useLevelFocus(
  containerRef: RefObject<HTMLElement | null> | undefined,
  path: readonly number[],
): void {
  const previous = useRef(path);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = path;
    const container = containerRef?.current;
    if (before === path || !container) return;
    if (path.length < before.length) {
      container.querySelector<HTMLElement>(`[data-drill="${before[path.length] ?? ''}"]`)?.focus();
    } else focusLevel(container);
  }, [containerRef, path]);
}

/** Focuses the shown level's first entry (past its back step). */
export function focusLevel(container: HTMLElement): void {
  (container.querySelector('.navigation__level') ?? container)
    .querySelector<HTMLElement>('a[href], button:not(.navigation__back)')
    ?.focus();
}
