/**
 * The design-system button (spec footer §3, §4 "Design-system components", §9 ripple timing;
 * spec header §5 sizes and variants). A native <button>, or an <a> when given an href.
 *
 * - `state="loading"` shows a spinner over the hidden label (so the width stays), sets aria-busy
 *   and aria-disabled, announces common.loading through a polite live region beside the button,
 *   and ignores clicks and keys. The button keeps its focus while loading, unlike `disabled`.
 * - `disabled` uses the native attribute: no focus, no clicks.
 * - A link that is disabled or loading keeps role link with aria-disabled but loses its href,
 *   so nothing navigates; a loading link stays focusable so focus is not lost mid-action.
 * - A press shows a ripple from the pointer position for at least 250 ms, then fades it out over
 *   300 ms and removes it. No ripple under prefers-reduced-motion, nor from the keyboard (the
 *   focus ring is the keyboard's feedback).
 *
 * Part names carry the component's name: every component renders into the one shadow root of
 * its element, so a bare `base` would match the root of every component in that element.
 *
 * @csspart button - The <button> or <a>.
 * @csspart button-label - The label; transparent, but still taking its space and naming the button, while loading.
 * @csspart button-spinner - The loading spinner.
 * @csspart button-ripple - One press ripple; data-state="visible|fading".
 * @csspart button-status - The visually hidden live region that announces loading.
 */
import {
  useEffect,
  useRef,
  useState,
  type AriaAttributes,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslate } from '../../shared/shop-context';
import { useStyles } from '../../shared/use-styles';
import css from './button.css?inline';
import {
  RIPPLE_FADE_OUT_MS,
  getButtonElementKind,
  getRippleFadeDelay,
  getRippleGeometry,
  isButtonActionable,
  type ButtonSize,
  type ButtonState,
  type ButtonType,
  type ButtonVariant,
  type ButtonWidth,
  type RippleGeometry,
} from './button.logic';

export interface ButtonProps {
  readonly children: ReactNode;
  /** Default 'medium'. */
  readonly size?: ButtonSize;
  /** 'content' (default) fits the label; 'full' fills the container's width. */
  readonly width?: ButtonWidth;
  /** Default 'primary'. */
  readonly variant?: ButtonVariant;
  /** Default 'none'. */
  readonly state?: ButtonState;
  readonly disabled?: boolean;
  /** Renders a link instead of a button. */
  readonly href?: string;
  /** Link target and rel, used only with href. */
  readonly target?: string;
  readonly rel?: string;
  /** Default 'button', so a button inside a form never submits it by accident. */
  readonly type?: ButtonType;
  readonly name?: string;
  readonly value?: string;
  readonly id?: string;
  /** Only when the visible label is not enough (an icon-only label, say). */
  readonly 'aria-label'?: string;
  readonly 'aria-describedby'?: string;
  /** For a button that opens something (a modal's trigger gets them from the modal). */
  readonly 'aria-haspopup'?: AriaAttributes['aria-haspopup'];
  readonly 'aria-expanded'?: boolean;
  readonly 'aria-controls'?: string;
  /** Not called while disabled or loading. */
  readonly onClick?: (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => void;
  readonly ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

type RipplePhase = 'visible' | 'fading';

interface Ripple extends RippleGeometry {
  readonly key: number;
  readonly phase: RipplePhase;
}

interface Press {
  readonly key: number;
  readonly pressedAt: number;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The ripples of one button: added on press, faded and removed on their own timers. */
function useRipples(enabled: boolean) {
  const [ripples, setRipples] = useState<readonly Ripple[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const press = useRef<Press | null>(null);
  const nextKey = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  function schedule(callback: () => void, delay: number): void {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delay);
    timers.current.add(timer);
  }

  function release(): void {
    const current = press.current;
    if (!current) return;
    press.current = null;
    schedule(
      () => {
        setRipples((list) =>
          list.map((ripple) =>
            ripple.key === current.key ? { ...ripple, phase: 'fading' } : ripple,
          ),
        );
        schedule(
          () => setRipples((list) => list.filter((ripple) => ripple.key !== current.key)),
          RIPPLE_FADE_OUT_MS,
        );
      },
      getRippleFadeDelay(current.pressedAt, Date.now()),
    );
  }

  function start(event: PointerEvent<HTMLElement>): void {
    if (!enabled || event.button !== 0 || prefersReducedMotion()) return;
    release();
    const geometry = getRippleGeometry(
      event.currentTarget.getBoundingClientRect(),
      event.clientX,
      event.clientY,
    );
    const key = nextKey.current++;
    press.current = { key, pressedAt: Date.now() };
    setRipples((list) => [...list, { key, ...geometry, phase: 'visible' }]);
  }

  return { ripples, start, release };
}

export function Button({
  children,
  size = 'medium',
  width = 'content',
  variant = 'primary',
  state = 'none',
  disabled = false,
  href,
  target,
  rel,
  type = 'button',
  name,
  value,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  'aria-haspopup': ariaHasPopup,
  'aria-expanded': ariaExpanded,
  'aria-controls': ariaControls,
  onClick,
  ref,
}: ButtonProps): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const actionable = isButtonActionable(state, disabled);
  const loading = state === 'loading';
  const { ripples, start, release } = useRipples(actionable);

  function handleClick(event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>): void {
    // spec footer §4: a loading or disabled button ignores clicks (and Enter/Space, which click);
    // preventDefault also stops a submit button from submitting its form
    if (!actionable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  const shared = {
    id,
    part: 'button',
    className: 'button',
    'data-size': size,
    'data-width': width,
    'data-variant': variant,
    'data-state': state,
    'aria-label': ariaLabel,
    'aria-describedby': ariaDescribedBy,
    'aria-haspopup': ariaHasPopup,
    'aria-expanded': ariaExpanded,
    'aria-controls': ariaControls,
    'aria-busy': loading || undefined,
    onClick: handleClick,
    onPointerDown: start,
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
  };

  const content = (
    <>
      <span className="button__ripples" aria-hidden="true">
        {ripples.map((ripple) => (
          <span
            key={ripple.key}
            part="button-ripple"
            className="button__ripple"
            data-state={ripple.phase}
            style={
              {
                '--se-ripple-x': `${ripple.x}px`,
                '--se-ripple-y': `${ripple.y}px`,
                '--se-ripple-size': `${ripple.size}px`,
              } as CSSProperties
            }
          />
        ))}
      </span>
      <span part="button-label" className="button__label">
        {children}
      </span>
      {loading && <span part="button-spinner" className="button__spinner" aria-hidden="true" />}
    </>
  );

  const kind = getButtonElementKind(href, state, disabled);
  let control: ReactElement;
  switch (kind) {
    case 'button':
      control = (
        <button
          {...shared}
          ref={ref as Ref<HTMLButtonElement> | undefined}
          type={type}
          name={name}
          value={value}
          disabled={disabled}
          aria-disabled={loading || undefined}
        >
          {content}
        </button>
      );
      break;
    case 'link':
      control = (
        <a
          {...shared}
          ref={ref as Ref<HTMLAnchorElement> | undefined}
          href={href}
          target={target}
          rel={rel}
        >
          {content}
        </a>
      );
      break;
    case 'inert-link':
      control = (
        // A link that must not navigate has no href (so no browser action reaches it) and
        // says so with aria-disabled; while loading it stays focusable so focus is kept.
        <a
          {...shared}
          ref={ref as Ref<HTMLAnchorElement> | undefined}
          role="link"
          aria-disabled="true"
          tabIndex={loading ? 0 : undefined}
        >
          {content}
        </a>
      );
      break;
    default:
      control = kind satisfies never;
  }

  return (
    <>
      {control}
      <span part="button-status" className="button__status se-visually-hidden" role="status">
        {loading ? t('common.loading') : ''}
      </span>
    </>
  );
}
