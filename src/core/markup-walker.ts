/**
 * The one allow-list walker for markup that comes from a service or the CMS: the promotions'
 * legal and long texts (src/core/markup.ts) and the page-border fragments
 * (elements/page-border/page-border.ts) go through it, each with the allow-list of what it
 * allows. It imports nothing but the URL sanitiser, which imports nothing: page-border.js, built
 * on its own without the bundle's chunks (vite.page-border.config.ts), carries both.
 *
 * It works in place on nodes that are parsed and inert (a DOMParser document, a template's
 * content), where nothing runs or loads while they are walked. Each child, depth first:
 * - text stays; a comment goes;
 * - an element the allow-list names stays with the attributes the list gives it; an address
 *   attribute (one whose name holds `href` or `url`) stays as written when sanitizeUrl passes it
 *   and goes when sanitizeUrl refuses it (what a caller renders is sanitizeUrl's answer, the
 *   address trimmed). Its content is walked; a custom element's (a name with a hyphen: it draws
 *   its own) goes;
 * - any other element is unwrapped (its walked content stays in its place) when the caller's
 *   `unwrap` matches its tag, else it goes with its content.
 * Elements of another namespace (svg, math) are only ever inside an `<svg>` or `<math>` element
 * (the HTML parser puts them nowhere else): a caller that unwraps unknown elements leaves those
 * two out of `unwrap`, and foreign content goes with them.
 *
 * Small on purpose: page-border.js has 1.5 KB gzip for everything it does.
 */
import { sanitizeUrl } from './url';

/**
 * What a caller allows: each allowed tag with the attributes it keeps, space-separated
 * (`a: 'href'`).
 */
export type MarkupAllowList = Readonly<Record<string, string>>;

const ADDRESS_ATTRIBUTE = /href|url/;

/**
 * Leaves in `parent` only what `allowed` allows (see the module comment). Of the elements
 * `allowed` does not name, those whose tag `unwrap` matches are unwrapped; without `unwrap`,
 * every one goes with its content. Recursive: the HTML parser nests elements 512 deep at most,
 * and a caller that turns the result into a tree of its own caps that tree (src/core/markup.ts).
 */
export function walkMarkup(parent: ParentNode, allowed: MarkupAllowList, unwrap?: RegExp): void {
  for (const element of [...parent.childNodes] as Element[]) {
    const tag = element.localName;
    // a string only for a tag the list names (Object.prototype holds no strings)
    const kept: unknown = allowed[tag];
    if (element.nodeType === 3) continue;
    if (typeof kept === 'string') {
      if (tag.includes('-')) element.replaceChildren();
      else walkMarkup(element, allowed, unwrap);
      for (const name of element.getAttributeNames()) {
        const isKept =
          kept.split(' ').includes(name) &&
          (!ADDRESS_ATTRIBUTE.test(name) || sanitizeUrl(element.getAttribute(name)));
        if (!isKept) element.removeAttribute(name);
      }
    } else if (unwrap?.test(tag)) {
      // a comment has no tag: unwrapped (it has no content) or dropped, it goes
      walkMarkup(element, allowed, unwrap);
      element.replaceWith(...element.childNodes);
    } else element.remove();
  }
}
