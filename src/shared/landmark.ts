/**
 * Whether an element's own landmark would sit inside the page's landmark of the same kind. A CMS
 * page often wraps the tags in its own `<header id="header">` and `<footer id="footer">`; a
 * banner inside a banner (or a content-info inside a content-info) is a second, nested landmark
 * of the same kind, which screen readers list twice and axe reports. There the page's landmark
 * already is the element's, and the element renders a plain container instead.
 */

export type PageLandmark = 'banner' | 'contentinfo';

const SAME_KIND: Record<PageLandmark, string> = {
  banner: 'header, [role="banner"]',
  contentinfo: 'footer, [role="contentinfo"]',
};

/** True when an ancestor of `host` (crossing out of shadow roots) is a `landmark` of the page. */
export function isInsidePageLandmark(host: Element, landmark: PageLandmark): boolean {
  // a server render's stand-in host has no page around it (elements/server)
  if (typeof ShadowRoot === 'undefined') return false;
  let node: Node | null = host.parentNode;
  while (node) {
    if (node instanceof Element && node.matches(SAME_KIND[landmark])) return true;
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return false;
}
