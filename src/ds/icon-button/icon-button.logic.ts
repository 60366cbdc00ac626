/** Pure rules of the design-system icon button (spec footer §3 "Design-system components"). */

export const ICON_BUTTON_SIZES = ['small', 'large'] as const;
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

export const ICON_BUTTON_STATES = ['default', 'disabled', 'active'] as const;
export type IconButtonState = (typeof ICON_BUTTON_STATES)[number];

export interface IconButtonAria {
  readonly disabled: boolean;
  readonly 'aria-pressed': 'true' | 'false' | undefined;
}

/**
 * The native and ARIA attributes a state maps to. 'active' is a pressed toggle (aria-pressed);
 * a button that is a toggle (`isToggle`) says aria-pressed="false" when not active, so screen
 * readers announce it as a toggle in both positions; a plain action button has no aria-pressed.
 */
export function getIconButtonAria(state: IconButtonState, isToggle: boolean): IconButtonAria {
  switch (state) {
    case 'default':
      return { disabled: false, 'aria-pressed': isToggle ? 'false' : undefined };
    case 'disabled':
      return { disabled: true, 'aria-pressed': isToggle ? 'false' : undefined };
    case 'active':
      return { disabled: false, 'aria-pressed': 'true' };
    default:
      return state satisfies never;
  }
}

/** The label must say something: whitespace names nothing. */
export function isUsableLabel(label: unknown): label is string {
  return typeof label === 'string' && label.trim() !== '';
}
