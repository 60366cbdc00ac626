/**
 * The one sanitiser for the little markup CMS texts may carry (docs/architecture.md "Services":
 * untrusted text is text; where markup must be allowed it goes through one sanitiser).
 *
 * Legal texts and long promotion texts are written in the CMS's rich-text editor and arrive with
 * bold words, line breaks, paragraphs and links to the conditions. The result of this module is
 * data, not HTML: a tree of the allowed tags whose text is plain strings, which a view turns into
 * React elements one by one. No HTML string ever reaches the page, so nothing in it can run.
 *
 * Allowed: `p`, `br`, `b`, `strong`, `i`, `em`, and `a` with an `href` that passes sanitizeUrl
 * (the only attribute kept anywhere). The walk is the one allow-list walker's
 * (src/core/markup-walker.ts) with this allow-list; what it leaves is turned into data:
 * - an element whose content is never shown text (script, style, template, iframe, textarea
 *   ...) goes with its content, and so does anything in another namespace (svg, math);
 * - any other element (div, span, font, img, table ...) is unwrapped: its text stays as text;
 * - a link without a usable address, an empty link, a link inside a link and a paragraph inside
 *   a paragraph are unwrapped too (an empty link has no name; nesting is invalid HTML);
 * - comments go.
 * Parsing uses DOMParser, whose documents are inert (no script runs, no image loads, no event
 * handler fires). Beyond MAX_DEPTH nested elements or MAX_ELEMENTS elements (of those the walk
 * leaves) the rest is kept as plain text, so a hostile text cannot make rendering recurse without
 * end.
 */
import { walkMarkup, type MarkupAllowList } from './markup-walker';

export type MarkupTag = 'p' | 'br' | 'b' | 'strong' | 'i' | 'em' | 'a';

export type MarkupNode =
  | string
  | { readonly tag: 'br' }
  | { readonly tag: 'p' | 'b' | 'strong' | 'i' | 'em'; readonly children: Markup }
  | { readonly tag: 'a'; readonly href: string; readonly children: Markup };

export type Markup = readonly MarkupNode[];

export const ALLOWED_MARKUP_TAGS: readonly MarkupTag[] = ['p', 'br', 'b', 'strong', 'i', 'em', 'a'];

/**
 * What a CMS text may keep: the tags above, a link's address and nothing else. Any other element
 * is unwrapped, but for those whose content is raw text a browser never shows as such (script,
 * style ...) or is not meant to show (template, iframe, noscript), and svg and math with all the
 * foreign content in them, which go with their content.
 */
const CMS_TAGS: MarkupAllowList = { p: '', br: '', b: '', strong: '', i: '', em: '', a: 'href' };
const CMS_UNWRAPPED =
  /^(?!(?:script|style|template|iframe|noscript|noembed|noframes|textarea|title|xmp|svg|math)$)/;
const MAX_DEPTH = 12;
const MAX_ELEMENTS = 500;

function append(target: MarkupNode[], nodes: Markup): void {
  for (const node of nodes) {
    const last = target.at(-1);
    if (typeof node === 'string' && typeof last === 'string')
      target[target.length - 1] = last + node;
    else if (node !== '') target.push(node);
  }
}

function hasText(nodes: Markup): boolean {
  return nodes.some((node) =>
    typeof node === 'string' ? node.trim() !== '' : 'children' in node && hasText(node.children),
  );
}

interface Context {
  readonly depth: number;
  readonly insideLink: boolean;
  readonly insideParagraph: boolean;
  /** Elements turned into data so far, of the whole text. */
  readonly count: { elements: number };
}

function toMarkup(parent: Node, context: Context): MarkupNode[] {
  const result: MarkupNode[] = [];
  for (const child of Array.from(parent.childNodes)) append(result, toNodes(child, context));
  return result;
}

/**
 * A walked node as data: after the walk, only text and the allowed tags are left, so beyond the
 * limits an element's text content is what a reader would see of it.
 */
function toNodes(node: Node, context: Context): Markup {
  if (node.nodeType === 3) return [node.nodeValue ?? ''];
  const element = node as Element;
  const tag = element.localName as MarkupTag;
  context.count.elements += 1;
  if (context.depth >= MAX_DEPTH || context.count.elements > MAX_ELEMENTS) {
    return [element.textContent ?? ''];
  }
  if (tag === 'br') return [{ tag: 'br' }];
  const children = toMarkup(element, {
    depth: context.depth + 1,
    insideLink: context.insideLink || tag === 'a',
    insideParagraph: context.insideParagraph || tag === 'p',
    count: context.count,
  });
  if (tag === 'a') {
    // the walk kept only an address sanitizeUrl passes; its answer is the address trimmed
    const href = element.getAttribute('href')?.trim();
    return !context.insideLink && href !== undefined && hasText(children)
      ? [{ tag: 'a', href, children }]
      : children;
  }
  if (tag === 'p' && context.insideParagraph) return children;
  return [{ tag, children }];
}

/**
 * The allowed markup of a CMS text, as data. A text without `<` or `&` is returned as it is
 * (one string). The elements run only in browsers, which all have DOMParser, and an HTML
 * document always has a body.
 */
export function sanitizeMarkup(html: string): Markup {
  if (!/[<&]/.test(html)) return html === '' ? [] : [html];
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  walkMarkup(body, CMS_TAGS, CMS_UNWRAPPED);
  return toMarkup(body, {
    depth: 0,
    insideLink: false,
    insideParagraph: false,
    count: { elements: 0 },
  });
}
/** The text a reader gets from markup (for tests, labels and emptiness checks). */
export function getMarkupText(markup: Markup): string {
  return markup
    .map((node) => {
      if (typeof node === 'string') return node;
      return 'children' in node ? getMarkupText(node.children) : '\n';
    })
    .join('');
}
