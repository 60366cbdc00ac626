/**
 * The heading level an element's own heading takes on the page it is embedded in, so that the
 * page's outline never skips a level wherever an integrator puts the element (a newsletter form
 * under a footer's h2 titles itself h3). Used by every element that renders a section heading.
 */

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const HEADING_TAG = /^h([1-6])$/i;
const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

function headingLevelOf(element: Element): HeadingLevel | undefined {
  const match = HEADING_TAG.exec(element.localName);
  if (match) return Number(match[1]) as HeadingLevel;
  if (element.getAttribute('role') !== 'heading') return undefined;
  const level = Number(element.getAttribute('aria-level'));
  // ARIA: a heading without aria-level is level 2
  return Number.isInteger(level) && level >= 1 && level <= 6 ? (level as HeadingLevel) : 2;
}

function lastHeadingIn(element: Element): HeadingLevel | undefined {
  const inside = [...element.querySelectorAll(HEADINGS)].reverse();
  for (const heading of [...inside, element]) {
    const level = headingLevelOf(heading);
    if (level !== undefined) return level;
  }
  return undefined;
}

/**
 * One below the nearest heading before `host` in document order (crossing out of shadow roots);
 * 2 on a page without headings before it.
 */
export function getContextHeadingLevel(host: Element): HeadingLevel {
  // a server render's stand-in host has no page around it (elements/server)
  if (typeof ShadowRoot === 'undefined') return 2;
  let node: Element | null = host;
  while (node) {
    for (
      let sibling = node.previousElementSibling;
      sibling;
      sibling = sibling.previousElementSibling
    ) {
      const level = lastHeadingIn(sibling);
      if (level !== undefined) return Math.min(level + 1, 6) as HeadingLevel;
    }
    const parent: Node | null = node.parentNode;
    node = parent instanceof ShadowRoot ? parent.host : (node.parentElement ?? null);
  }
  return 2;
}

/**
 * An integrator's `heading-level` attribute when it is 1 to 6, else the level from the page
 * (getContextHeadingLevel).
 */
export function getHeadingLevel(attribute: number | undefined, host: Element): HeadingLevel {
  return attribute !== undefined && Number.isInteger(attribute) && attribute >= 1 && attribute <= 6
    ? (attribute as HeadingLevel)
    : getContextHeadingLevel(host);
}
