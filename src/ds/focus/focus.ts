/**
 * Where focus goes when something that holds it closes and leaves the DOM (a notification, the
 * header's app banner): the design system's one answer, so a keyboard user is never sent back
 * to the start of the page.
 */

/** What a keyboard user can Tab to; the candidates for focus once something closes. */
export const TABBABLE_SELECTOR = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ');

/**
 * Where focus goes when a notification (or banner) that holds it closes: the next tabbable element after it
 * (where a keyboard user was heading), else the last one before it, else nowhere. Searched in
 * the notification's own root (the element's shadow root), skipping hidden and inert elements.
 */
export function findFocusAfterClose(notification: Element): HTMLElement | null {
  const scope = notification.getRootNode() as Document | ShadowRoot;
  const candidates = [...scope.querySelectorAll<HTMLElement>(TABBABLE_SELECTOR)].filter(
    (element) =>
      !notification.contains(element) &&
      !element.closest('[inert]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
  const after = candidates.find(
    (element) =>
      (notification.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  // with nothing after it, every candidate lies before it: take the nearest
  return after ?? candidates.at(-1) ?? null;
}

/**
 * Before a closing notification (or banner) leaves the DOM: if focus is inside it, moves focus to
 * where findFocusAfterClose says, or it would fall back to the start of the page.
 */
export function moveFocusOutOf(closing: Element | null): void {
  if (!closing) return;
  const active = (closing.getRootNode() as Document | ShadowRoot).activeElement;
  if (active && closing.contains(active)) findFocusAfterClose(closing)?.focus();
}
