import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A class of an element's own width (its content box), kept up to date with a ResizeObserver:
 * layout that answers to the space an element is given rather than the window's, where CSS
 * container queries cannot be used for good (a browser from before 2025 makes a size container
 * contain its fixed-position descendants, which would trap the header's sticky bar and flyout
 * overlays inside it; the header uses them only until it has measured). Re-renders only when
 * the class changes; `guess` (default undefined) until the first measurement: what a server
 * render shows, so a guess from the page's platform lays it out as it will be measured.
 */
export function useWidthClass<T extends string>(
  ref: RefObject<HTMLElement | null>,
  classify: (width: number) => T,
  guess?: T,
): T | undefined {
  const [widthClass, setWidthClass] = useState<T | undefined>(guess);
  // measured before the first paint: a phone must never see the wide layout for a frame
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = (width: number): void => setWidthClass(classify(width));
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, classify]);
  return widthClass;
}
