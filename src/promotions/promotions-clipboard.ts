/**
 * Writes a text to the clipboard: the asynchronous Clipboard API where the page has it (secure
 * pages, a focused document), else the older selection copy (a hidden text field, selected and
 * copied with execCommand), which works on http pages, in webviews and in older browsers. The
 * focus goes back where it was, inside shadow roots too. Never rejects.
 *
 * DOM code, so a view's: the voucher (promotions-voucher.tsx) hands it to the store's
 * copyVoucherCode, which tracks the copy and shows its result (stores/promotions).
 */

function copyWithSelection(text: string): boolean {
  // what has focus, looking through open shadow roots
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  const field = document.createElement('textarea');
  try {
    field.value = text;
    field.readOnly = true;
    field.setAttribute('aria-hidden', 'true');
    // out of sight without display: none, which cannot be selected (set through the CSSOM,
    // which a strict style-src allows)
    field.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
    document.body.append(field);
    field.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    // a focused element is an HTML or SVG one: both can take focus back
    (focused as HTMLElement | null)?.focus({ preventScroll: true });
  }
}

/** Resolves to whether the text reached the clipboard. */
export async function writeToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no Clipboard API, or it refused (no permission, document not focused)
  }
  return copyWithSelection(text);
}
