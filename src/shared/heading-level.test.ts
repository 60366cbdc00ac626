import { afterEach, describe, expect, it } from 'vitest';
import { getContextHeadingLevel, getHeadingLevel } from './heading-level';

describe('heading level', () => {
  // each case's page alone: a heading another case left would be the nearest one
  afterEach(() => document.body.replaceChildren());

  function hostIn(markup: string): Element {
    const page = document.createElement('div');
    page.innerHTML = markup;
    document.body.append(page);
    const host = page.querySelector('#host');
    if (!host) throw new Error('no #host');
    return host;
  }

  it.each([
    ['no heading before it', '<main><p>Text</p><x-el id="host"></x-el></main>', 2],
    ['an h1 before it', '<main><h1>Shop</h1><x-el id="host"></x-el></main>', 2],
    [
      'a footer headline',
      '<footer><h2>Service</h2><div><p>…</p><div><x-el id="host"></x-el></div></div></footer>',
      3,
    ],
    [
      'the last heading inside an earlier section',
      '<h1>Shop</h1><section><h2>A</h2><h3>B</h3></section><x-el id="host"></x-el>',
      4,
    ],
    [
      'a role=heading with aria-level',
      '<div role="heading" aria-level="4">X</div><x-el id="host"></x-el>',
      5,
    ],
    ['a role=heading without aria-level', '<div role="heading">X</div><x-el id="host"></x-el>', 3],
    ['an h6', '<h6>Deep</h6><x-el id="host"></x-el>', 6],
  ])('is one below the nearest heading before it: %s', (_case, markup, level) => {
    expect(getContextHeadingLevel(hostIn(markup))).toBe(level);
  });

  it('looks out of a shadow root into the page', () => {
    const outer = hostIn('<h2>Footer</h2><div id="host"></div>');
    const shadow = outer.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div><x-el id="inner"></x-el></div>';
    expect(getContextHeadingLevel(shadow.querySelector('#inner') as Element)).toBe(3);
  });

  it('takes the attribute when it is a level, else the page', () => {
    const host = hostIn('<h3>Section</h3><x-el id="host"></x-el>');
    expect(getHeadingLevel(2, host)).toBe(2);
    expect(getHeadingLevel(6, host)).toBe(6);
    expect(getHeadingLevel(7, host)).toBe(4);
    expect(getHeadingLevel(2.5, host)).toBe(4);
    expect(getHeadingLevel(undefined, host)).toBe(4);
  });
});
