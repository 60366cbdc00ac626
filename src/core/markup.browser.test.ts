import { expect } from 'chai';
import {
  HOSTILE_MARKUP,
  findLeakedText,
  findMarkupViolations,
} from '../../test/fixtures/hostile-markup';
import { getMarkupText, sanitizeMarkup } from './markup';

// Chromium's HTML parser re-parents and nests as browsers do (a link inside a table cell inside
// a link, a paragraph inside a table inside a paragraph), which happy-dom's parser does not.
describe('sanitizeMarkup with a browser HTML parser', () => {
  for (const [name, html, expectedText] of HOSTILE_MARKUP) {
    it(`removes ${name}`, () => {
      const result = sanitizeMarkup(html);
      expect(findMarkupViolations(result)).to.deep.equal([]);
      if (expectedText === undefined || !expectedText.includes('alert(')) {
        expect(findLeakedText(result)).to.deep.equal([]);
      }
      if (expectedText !== undefined) expect(getMarkupText(result)).to.equal(expectedText);
    });
  }
});
