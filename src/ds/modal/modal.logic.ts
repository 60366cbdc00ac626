/**
 * Rules of the modal that do not need React: close reasons, the backdrop hit test, Tab wrapping
 * and the page scroll lock. The DOM pieces take their document or element as a parameter so the
 * unit tests can hand in their own.
 */

export type ModalSize = 'S' | 'M' | 'L';
export type ModalState = 'open' | 'closed';

/**
 * Why the modal closes: its close button, Escape (the dialog's `cancel` event), a click on the
 * backdrop, or code (the handle's `close()`, or the native dialog closing by other means such
 * as a `<form method="dialog">` inside it).
 */
export type ModalCloseReason = 'button' | 'escape' | 'backdrop' | 'programmatic';

export const MODAL_SIZES: readonly ModalSize[] = ['S', 'M', 'L'];
export const DEFAULT_MODAL_SIZE: ModalSize = 'M';

export function getModalState(open: boolean): ModalState {
  return open ? 'open' : 'closed';
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * A click on a modal <dialog> whose target is the dialog itself lands either on its padding
 * (inside its box) or on its ::backdrop (outside the box); only the latter closes.
 */
export function isOutsideBox(box: Box, point: Point): boolean {
  return point.x < box.left || point.x > box.right || point.y < box.top || point.y > box.bottom;
}

/**
 * The element Tab or Shift+Tab must move to so focus wraps inside the dialog, or undefined when
 * the browser's own order is right. Chromium's modal <dialog> makes the page behind inert but
 * lets Tab leave the last element for the browser UI (and the order through shadow roots is the
 * composed one), so the dialog wraps itself: Tab on the last tabbable goes to the first,
 * Shift+Tab on the first (or on the dialog itself) goes to the last.
 */
export function getTabWrapTarget<T>(
  tabbables: readonly T[],
  active: T | null,
  shiftKey: boolean,
): T | undefined {
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (first === undefined || last === undefined) return undefined;
  const index = active === null ? -1 : tabbables.indexOf(active);
  if (shiftKey) return index <= 0 ? last : undefined;
  return index === -1 || index === tabbables.length - 1 ? first : undefined;
}

const TABBABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ('disabled' in element && element.disabled === true) return false;
  if (element.closest('[inert]')) return false;
  // checkVisibility: Chromium 105+; where missing (happy-dom) everything counts as visible
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : true;
}

/**
 * The tabbable elements inside `container` in document order, descending into open shadow roots
 * of custom elements placed in the modal's content. Positive tabindex values are not used in the
 * shop and are treated as 0.
 */
export function getTabbableElements(container: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    if (element.matches(TABBABLE_SELECTOR) && isTabbable(element)) found.push(element);
    if (element.shadowRoot) found.push(...getTabbableElements(element.shadowRoot));
  }
  return found;
}

/** The focused element, looking through open shadow roots (document.activeElement is the host). */
export function getDeepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Keeps Tab inside a dialog: moves focus from its last tabbable element to its first (Shift+Tab:
 * the other way) and returns true when it did, so the caller prevents the browser's own move.
 * The dialog's root (document or a shadow root) is where the focused element is looked for.
 */
export function wrapTabFocus(dialog: HTMLElement, shiftKey: boolean): boolean {
  const root = dialog.getRootNode();
  const active = getDeepActiveElement(root instanceof ShadowRoot ? root : document);
  const target = getTabWrapTarget(
    getTabbableElements(dialog),
    active instanceof HTMLElement ? active : null,
    shiftKey,
  );
  if (!target) return false;
  target.focus();
  return true;
}
