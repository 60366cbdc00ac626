/**
 * The ticker (design system; issue 24): a list kept on one line. Where its entries need more
 * than its width it scrolls sideways and its end fades while more entries follow, so nothing is
 * cut off without a sign. With `autoAdvance` (the default) such a line also moves on by one entry
 * every TICKER_ADVANCE_MS, back to the start after the last, as an announcement bar does
 * (Shopify Horizon's), unless:
 * - the shopper paused it with its control, a toggle button (aria-pressed; WCAG 2.2.2 Pause,
 *   Stop, Hide), shown only while the line moves;
 * - the pointer rests on it or focus is in it (nothing slides away under the shopper);
 * - the shopper asked for reduced motion (prefers-reduced-motion): nothing moves by itself, the
 *   shopper scrolls it, and there is no control.
 * A line that fits stands still and shows no control. A line of text alone that scrolls takes
 * focus itself, so the keyboard scrolls it too (its entries' links take it otherwise).
 *
 * @csspart ticker - The list.
 * @csspart ticker-pause - The pause control.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslate } from '../../shared/shop-context';
import { useStyles } from '../../shared/use-styles';
import { IconButton } from '../icon-button/index';
import css from './ticker.css?inline';

/** How long a line that does not fit shows each position before it moves on by one entry. */
export const TICKER_ADVANCE_MS = 5000;

export interface TickerProps {
  /** The list's accessible name (none where a landmark around it names it). */
  readonly label?: string;
  readonly items: readonly ReactNode[];
  /** false: a line that does not fit only scrolls when the shopper scrolls it. Default true. */
  readonly autoAdvance?: boolean;
  /** The view's own class on the ticker's box (alignment, gap through --ticker-gap). */
  readonly className?: string;
}

const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Where the line scrolls next: to the first entry that starts after its start, else (at its end)
 * back to 0. A few pixels' leeway: a scroll position is whole pixels, an entry's edge may not be.
 */
export function getNextTickerScroll(list: HTMLElement): number {
  const start = list.getBoundingClientRect().left;
  if (list.scrollLeft + list.clientWidth >= list.scrollWidth - 4) return 0;
  for (const item of list.children) {
    const offset = item.getBoundingClientRect().left - start;
    if (offset > 4) return list.scrollLeft + offset;
  }
  return 0;
}

export function Ticker({ label, items, autoAdvance = true, className }: TickerProps): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const listRef = useRef<HTMLUListElement>(null);
  const [overflows, setOverflows] = useState(false);
  // a line of text alone is scrolled from the keyboard through the list itself (focusable then)
  const [interactive, setInteractive] = useState(true);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const moves = autoAdvance && overflows && !prefersReducedMotion();

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const measure = (): void => setOverflows(list.scrollWidth > list.clientWidth + 1);
    measure();
    setInteractive(list.querySelector('a[href], button') !== null);
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [items]);

  useEffect(() => {
    const list = listRef.current;
    if (!moves || paused || held || !list) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const advance = (): void => {
      list.scrollTo({ left: getNextTickerScroll(list), behavior: 'smooth' });
      timer = setTimeout(advance, TICKER_ADVANCE_MS);
    };
    timer = setTimeout(advance, TICKER_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [moves, paused, held]);

  const hold = (value: boolean) => () => setHeld(value);
  return (
    <div
      className={className ? `ticker ${className}` : 'ticker'}
      onPointerEnter={hold(true)}
      onPointerLeave={hold(false)}
      onFocus={hold(true)}
      onBlur={hold(false)}
    >
      <ul
        ref={listRef}
        className="ticker__list"
        part="ticker"
        aria-label={label}
        data-overflows={overflows || undefined}
        // a scrolling line of text alone: the keyboard scrolls it from here (axe scrollable-region-focusable)
        tabIndex={overflows && !interactive ? 0 : undefined}
      >
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      {moves && (
        <IconButton
          icon={paused ? 'play' : 'pause'}
          label={t('ds.ticker.pause')}
          isToggle
          state={paused ? 'active' : 'default'}
          part="ticker-pause"
          onClick={() => setPaused(!paused)}
        />
      )}
    </div>
  );
}
