/**
 * The design-system text slider (spec footer §3, §4 "Design-system components"): a text shown
 * collapsed to `offset` lines, with a toggle that expands and collapses it.
 *
 * - `offset` is the collapsed height in lines of text (default 3), so it follows font size, zoom
 *   and user line spacing.
 * - The toggle is a native button with aria-expanded and aria-controls; its texts default to
 *   common.showMore / common.showLess of the site's locale and can be overridden by props.
 * - Once measured, a text that fits into the offset shows no toggle and no fade.
 * - Accessibility decision: the collapsed text stays in the accessibility tree (no aria-hidden,
 *   no inert), so screen-reader users read the whole text without having to expand it first;
 *   the fold is a visual shortcut only. Links beyond the fold stay in the Tab order, and focusing
 *   one expands the slider, so keyboard focus never sits on something invisible (WCAG 2.4.11).
 *   `overflow: clip` keeps the browser from scrolling the clipped box to a focused link.
 * - Uncontrolled by default (`defaultState`); pass `state` and `onStateChange` to control it.
 *
 * @csspart text-slider - The whole slider; data-state="collapsed|expanded", data-fit="unknown|fits|overflows".
 * @csspart text-slider-content - The box that is clipped while collapsed (the toggle's aria-controls target).
 * @csspart text-slider-toggle - The show more / show less button.
 * @cssprop --se-text-slider-lines - The collapsed height in lines; set from `offset`.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslate } from '../../shared/shop-context';
import { useStyles } from '../../shared/use-styles';
import { Icon } from '../icon-button/icons';
import { useControllableState } from '../internal/use-controllable-state';
import css from './text-slider.css?inline';
import {
  getTextSliderFit,
  getToggleTextKey,
  parseTextSliderOffset,
  pickToggleText,
  toggleTextSliderState,
  type TextSliderFit,
  type TextSliderState,
} from './text-slider.logic';

export interface TextSliderProps {
  readonly children: ReactNode;
  /** Collapsed height in lines of text; a whole number from 1, default 3. */
  readonly offset?: number;
  /** Controlled state; leave undefined for an uncontrolled slider. */
  readonly state?: TextSliderState;
  /** Initial state of an uncontrolled slider; default 'collapsed'. */
  readonly defaultState?: TextSliderState;
  readonly onStateChange?: (state: TextSliderState) => void;
  /** Overrides common.showMore. */
  readonly showMoreText?: string;
  /** Overrides common.showLess. */
  readonly showLessText?: string;
}

export function TextSlider({
  children,
  offset,
  state: controlledState,
  defaultState = 'collapsed',
  onStateChange,
  showMoreText,
  showLessText,
}: TextSliderProps): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const contentId = useId();
  const [state, changeState] = useControllableState<TextSliderState>({
    prop: controlledState,
    defaultProp: defaultState,
    onChange: onStateChange,
  });
  const [fit, setFit] = useState<TextSliderFit>('unknown');
  const contentRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const lines = parseTextSliderOffset(offset);

  // Measure only while collapsed: that is when the text can be longer than the box.
  useEffect(() => {
    const content = contentRef.current;
    const inner = innerRef.current;
    if (state !== 'collapsed' || !content || !inner || typeof ResizeObserver !== 'function') {
      return;
    }
    const observer = new ResizeObserver(() => {
      setFit(
        getTextSliderFit(
          inner.getBoundingClientRect().height,
          content.getBoundingClientRect().height,
        ),
      );
    });
    observer.observe(content);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [state, lines]);

  function handleFocus(event: FocusEvent<HTMLDivElement>): void {
    if (state !== 'collapsed') return;
    const fold = event.currentTarget.getBoundingClientRect().bottom;
    if (event.target.getBoundingClientRect().bottom > fold + 0.5) changeState('expanded');
  }

  const toggleText =
    state === 'collapsed'
      ? pickToggleText(showMoreText, t(getToggleTextKey(state)))
      : pickToggleText(showLessText, t(getToggleTextKey(state)));

  return (
    <div
      part="text-slider"
      className="text-slider"
      data-state={state}
      data-fit={fit}
      style={{ '--se-text-slider-lines': lines } as CSSProperties}
    >
      <div
        ref={contentRef}
        id={contentId}
        part="text-slider-content"
        className="text-slider__content"
        onFocus={handleFocus}
      >
        <div ref={innerRef} className="text-slider__inner">
          {children}
        </div>
      </div>
      {fit !== 'fits' && (
        <button
          type="button"
          part="text-slider-toggle"
          className="text-slider__toggle"
          aria-expanded={state === 'expanded'}
          aria-controls={contentId}
          onClick={() => changeState(toggleTextSliderState(state))}
        >
          {toggleText}
          <Icon name="chevron-down" className="text-slider__chevron" />
        </button>
      )}
    </div>
  );
}
