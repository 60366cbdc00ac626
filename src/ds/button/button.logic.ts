/**
 * Pure rules of the design-system button (spec footer §3 "Design-system components", §4
 * "Design-system components", §9 ripple timing; spec header §5 sizes and variants).
 */
import { RIPPLE_FADE_OUT_MS, RIPPLE_MIN_DISPLAY_MS } from '../../core/config';

export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const BUTTON_WIDTHS = ['content', 'full'] as const;
export type ButtonWidth = (typeof BUTTON_WIDTHS)[number];

export const BUTTON_VARIANTS = ['primary', 'secondary', 'activating', 'sale', 'community'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_STATES = ['none', 'loading'] as const;
export type ButtonState = (typeof BUTTON_STATES)[number];

export type ButtonType = 'button' | 'submit' | 'reset';

export { RIPPLE_FADE_OUT_MS, RIPPLE_MIN_DISPLAY_MS };

/** spec footer §4: a loading button and a disabled button both ignore clicks. */
export function isButtonActionable(state: ButtonState, disabled: boolean): boolean {
  switch (state) {
    case 'loading':
      return false;
    case 'none':
      return !disabled;
    default:
      return state satisfies never;
  }
}

/**
 * What the button renders as. A link that cannot act (disabled or loading) drops its href, so
 * neither a click, Enter, a middle click nor "open in new tab" can navigate.
 */
export type ButtonElementKind = 'button' | 'link' | 'inert-link';

export function getButtonElementKind(
  href: string | undefined,
  state: ButtonState,
  disabled: boolean,
): ButtonElementKind {
  if (href === undefined || href === '') return 'button';
  return isButtonActionable(state, disabled) ? 'link' : 'inert-link';
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface RippleGeometry {
  /** Centre, relative to the button's border box. */
  readonly x: number;
  readonly y: number;
  /** Diameter: large enough to cover the farthest corner from the pointer. */
  readonly size: number;
}

/** The ripple grows from the pointer position and covers the whole button. */
export function getRippleGeometry(box: Box, clientX: number, clientY: number): RippleGeometry {
  const x = clientX - box.left;
  const y = clientY - box.top;
  const farthestX = Math.max(x, box.width - x);
  const farthestY = Math.max(y, box.height - y);
  return { x, y, size: 2 * Math.hypot(farthestX, farthestY) };
}

/**
 * spec footer §9: a ripple stays at least 250 ms. Released sooner, it waits out the rest before
 * fading; held longer, it fades as soon as the pointer is released.
 */
export function getRippleFadeDelay(pressedAt: number, releasedAt: number): number {
  return Math.max(0, RIPPLE_MIN_DISPLAY_MS - Math.max(0, releasedAt - pressedAt));
}
