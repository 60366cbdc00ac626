import { describe, expect, it } from 'vitest';
import {
  HOSTILE_MARKUP,
  findLeakedText,
  findMarkupViolations,
} from '../../test/fixtures/hostile-markup';
import { getMarkupText, sanitizeMarkup, type Markup } from './markup';

describe('sanitizeMarkup', () => {
  it.each<[string, string, Markup]>([
    ['plain text', 'Gültig bis Sonntag', ['Gültig bis Sonntag']],
    ['an empty text', '', []],
    [
      'bold and strong',
      'Nur <b>heute</b> und <strong>online</strong>',
      ['Nur ', { tag: 'b', children: ['heute'] }, ' und ', { tag: 'strong', children: ['online'] }],
    ],
    [
      'italics',
      '<i>a</i><em>b</em>',
      [
        { tag: 'i', children: ['a'] },
        { tag: 'em', children: ['b'] },
      ],
    ],
    ['a line break', 'Zeile 1<br>Zeile 2', ['Zeile 1', { tag: 'br' }, 'Zeile 2']],
    [
      'paragraphs',
      '<p>Eins</p><p>Zwei</p>',
      [
        { tag: 'p', children: ['Eins'] },
        { tag: 'p', children: ['Zwei'] },
      ],
    ],
    [
      'a link to a shop page',
      'Siehe <a href="/info/agb">AGB</a>.',
      ['Siehe ', { tag: 'a', href: '/info/agb', children: ['AGB'] }, '.'],
    ],
    [
      'an https link',
      '<a href="https://www.shop.example/agb">AGB</a>',
      [{ tag: 'a', href: 'https://www.shop.example/agb', children: ['AGB'] }],
    ],
    ['entities, decoded to text', 'Kaffee &amp; Tee &lt;3', ['Kaffee & Tee <3']],
  ])('keeps %s', (_case, html, expected) => {
    expect(sanitizeMarkup(html)).toEqual(expected);
  });

  it.each(HOSTILE_MARKUP)('removes %s', (_case, html, expectedText) => {
    const result = sanitizeMarkup(html);
    expect(findMarkupViolations(result)).toEqual([]);
    if (expectedText === undefined || !expectedText.includes('alert(')) {
      expect(findLeakedText(result)).toEqual([]);
    }
    if (expectedText !== undefined) expect(getMarkupText(result)).toBe(expectedText);
  });

  it.each<[string, string, Markup]>([
    ['a link without an address', '<a name="top">Oben</a>', ['Oben']],
    ['an empty link', 'a<a href="/agb"> </a>b', ['a b']],
    ['a javascript: link, keeping its text', '<a href="javascript:alert(1)">AGB</a>', ['AGB']],
    [
      'handlers and styles on allowed tags',
      '<p style="color:red" onclick="x()"><b class="y">Text</b></p>',
      [{ tag: 'p', children: [{ tag: 'b', children: ['Text'] }] }],
    ],
    [
      'unknown elements, unwrapped to their text',
      '<div><span class="x">Hallo</span> <font color=red>Welt</font></div>',
      ['Hallo Welt'],
    ],
  ])('unwraps %s', (_case, html, expected) => {
    expect(sanitizeMarkup(html)).toEqual(expected);
  });

  it('keeps deeply nested markup as plain text below the depth limit', () => {
    const html = `${'<b>'.repeat(200)}tief<script>x</script>${'</b>'.repeat(200)}`;
    const result = sanitizeMarkup(html);
    expect(getMarkupText(result)).toBe('tief');
    let depth = 0;
    let node = result[0];
    while (node && typeof node !== 'string' && 'children' in node) {
      depth += 1;
      node = node.children[0];
    }
    expect(depth).toBeLessThanOrEqual(12);
  });

  it('keeps the rest as plain text beyond the element limit', () => {
    const html = '<b>x</b>'.repeat(2_000);
    const result = sanitizeMarkup(html);
    expect(result.filter((node) => typeof node !== 'string').length).toBeLessThanOrEqual(500);
    expect(getMarkupText(result)).toBe('x'.repeat(2_000));
  });

  it('reads a line break as a new line', () => {
    expect(getMarkupText(sanitizeMarkup('<p>a<br>b</p>'))).toBe('a\nb');
  });
});
