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
 * (the only attribute kept anywhere). Everything else:
 * - an element whose content is never shown text (script, style, template, iframe, textarea
 *   ...) goes with its content, and so does anything in another namespace (svg, math);
 * - any other element (div, span, font, img, table ...) is unwrapped: its text stays as text;
 * - a link without a usable address, an empty link, a link inside a link and a paragraph inside
 *   a paragraph are unwrapped too (an empty link has no name; nesting is invalid HTML);
 * - comments go.
 * Parsing uses DOMParser, whose documents are inert (no script runs, no image loads, no event
 * handler fires). Beyond MAX_DEPTH nested elements or MAX_ELEMENTS elements the rest is kept as
 * plain text, so a hostile text cannot make rendering recurse without end.
 */
import { sanitizeUrl } from './url';

export type MarkupTag = 'p' | 'br' | 'b' | 'strong' | 'i' | 'em' | 'a';

export type MarkupNode =
  | string
  | { readonly tag: 'br' }
  | { readonly tag: 'p' | 'b' | 'strong' | 'i' | 'em'; readonly children: Markup }
  | { readonly tag: 'a'; readonly href: string; readonly children: Markup };

export type Markup = readonly MarkupNode[];

export const ALLOWED_MARKUP_TAGS: readonly MarkupTag[] = ['p', 'br', 'b', 'strong', 'i', 'em', 'a'];

const CONTAINERS = new Set<string>(['p', 'b', 'strong', 'i', 'em']);

/**
 * Elements whose content is raw text a browser never shows as such (script, style ...) or is not
 * meant to show (template, iframe, noscript). SVG and MathML go as a whole by their namespace.
 */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
]);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const MAX_DEPTH = 12;
const MAX_ELEMENTS = 500;

interface WalkState {
  elements: number;
}

interface Context {
  readonly depth: number;
  readonly insideLink: boolean;
  readonly insideParagraph: boolean;
}

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

/** The text of an element without the content of elements that show none (no recursion). */
function getVisibleText(root: Node): string {
  let text = '';
  const pending: Node[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.nodeType === 3) text += node.nodeValue ?? '';
    else if (node.nodeType === 1 && !DROPPED_WITH_CONTENT.has((node as Element).localName)) {
      pending.push(...Array.from(node.childNodes).reverse());
    }
  }
  return text;
}

function walkChildren(parent: Node, context: Context, state: WalkState): MarkupNode[] {
  const result: MarkupNode[] = [];
  for (const child of Array.from(parent.childNodes)) append(result, walk(child, context, state));
  return result;
}

function walk(node: Node, context: Context, state: WalkState): Markup {
  if (node.nodeType === 3) return [node.nodeValue ?? ''];
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const tag = element.localName;
  if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(tag)) return [];
  state.elements += 1;
  if (context.depth >= MAX_DEPTH || state.elements > MAX_ELEMENTS) return [getVisibleText(element)];
  if (tag === 'br') return [{ tag: 'br' }];
  const inner: Context = {
    depth: context.depth + 1,
    insideLink: context.insideLink || tag === 'a',
    insideParagraph: context.insideParagraph || tag === 'p',
  };
  const children = walkChildren(element, inner, state);
  if (tag === 'a' && !context.insideLink) {
    const href = sanitizeUrl(element.getAttribute('href'));
    return href !== undefined && hasText(children) ? [{ tag: 'a', href, children }] : children;
  }
  if (tag === 'p' && context.insideParagraph) return children;
  if (CONTAINERS.has(tag)) {
    return [{ tag: tag as 'p' | 'b' | 'strong' | 'i' | 'em', children }];
  }
  return children;
}

/**
 * The allowed markup of a CMS text, as data. A text without `<` or `&` is returned as it is
 * (one string). The elements run only in browsers, which all have DOMParser, and an HTML
 * document always has a body.
 */
export function sanitizeMarkup(html: string): Markup {
  if (!/[<&]/.test(html)) return html === '' ? [] : [html];
  return walkChildren(
    new DOMParser().parseFromString(html, 'text/html').body,
    { depth: 0, insideLink: false, insideParagraph: false },
    { elements: 0 },
  );
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
