// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/core/format';
import { SITE_KEYS } from '../../src/core/sites';

// What the README promises integrators, held to what the code does.
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The rows of the README table that follows `heading`, as lists of cells. */
function tableAfter(heading: string): string[][] {
  const start = README.indexOf(heading);
  if (start < 0) throw new Error(`no "${heading}" in the README`);
  const lines = README.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(
    first,
    lines.findIndex((line, index) => index > first && !line.startsWith('|')),
  );
  return table.slice(2).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

describe('README', () => {
  it("shows each site's print of 123456 minor units as the elements print it", () => {
    const rows = tableAfter('Each site prints 123456');
    expect(rows.map(([site]) => site)).toEqual([...SITE_KEYS]);
    for (const [site, printed] of rows) {
      // the README writes plain spaces; the elements print no-break spaces
      expect(printed, site).toBe(
        `\`${formatPrice(123456, site as (typeof SITE_KEYS)[number]).replaceAll('\u00a0', ' ')}\``,
      );
    }
  });
});
