import { afterEach, describe, expect, it } from 'vitest';
import { isInsidePageLandmark } from './landmark';

describe('isInsidePageLandmark', () => {
  afterEach(() => document.body.replaceChildren());

  function hostIn(markup: string): Element {
    document.body.innerHTML = markup;
    return document.querySelector('x-host') as Element;
  }

  it.each([
    ['a page header', '<header id="header"><div><x-host></x-host></div></header>', 'banner', true],
    ['role banner', '<div role="banner"><x-host></x-host></div>', 'banner', true],
    ['a page footer', '<footer id="footer"><x-host></x-host></footer>', 'contentinfo', true],
    ['role contentinfo', '<div role="contentinfo"><x-host></x-host></div>', 'contentinfo', true],
    ['a plain div', '<div id="header"><x-host></x-host></div>', 'banner', false],
    ['the other kind', '<footer><x-host></x-host></footer>', 'banner', false],
    ['no parent but the body', '<x-host></x-host>', 'contentinfo', false],
  ] as const)('%s', (_, markup, landmark, expected) => {
    expect(isInsidePageLandmark(hostIn(markup), landmark)).toBe(expected);
  });

  it('looks out of the shadow roots the host stands in', () => {
    document.body.innerHTML = '<header><x-shell></x-shell></header>';
    const root = (document.querySelector('x-shell') as HTMLElement).attachShadow({ mode: 'open' });
    root.innerHTML = '<div><x-host></x-host></div>';
    expect(isInsidePageLandmark(root.querySelector('x-host') as Element, 'banner')).toBe(true);
  });

  it('is false for a host that is not in a document', () => {
    expect(isInsidePageLandmark(document.createElement('x-host'), 'banner')).toBe(false);
  });
});
