/**
 * Renders the sanitised CMS markup of src/core/markup.ts as React elements, one allowed tag at a
 * time: text stays text (React escapes it), a link's address passed sanitizeUrl already. No HTML
 * string is ever handed to the DOM (no dangerouslySetInnerHTML).
 */
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { Markup, MarkupNode } from '../core/markup';

function renderNode(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>;
  switch (node.tag) {
    case 'br':
      return <br key={key} />;
    case 'a':
      return (
        <a key={key} href={node.href} className="promotions__markup-link">
          {node.children.map(renderNode)}
        </a>
      );
    case 'p':
    case 'b':
    case 'strong':
    case 'i':
    case 'em':
      return createElement(node.tag, { key }, node.children.map(renderNode));
    default:
      return node satisfies never;
  }
}

export function MarkupView({ markup }: { readonly markup: Markup }): ReactElement {
  return <>{markup.map(renderNode)}</>;
}
