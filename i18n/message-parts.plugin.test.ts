// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/core/sites';
import deDE from './de-DE';
import plPL from './pl-PL';
import { isLaterMessage } from './message-parts';
import { messageParts } from './message-parts.plugin';

/** The module the build makes of `i18n/<locale>.ts?messages=<part>`, read back as data. */
async function part(locale: string, which: string): Promise<Record<string, string> | undefined> {
  const plugin = messageParts();
  const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>;
  const code = await load.call(
    { addWatchFile: () => undefined },
    `${resolve(import.meta.dirname, `${locale}.ts`)}?messages=${which}`,
  );
  if (code === undefined) return undefined;
  return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as Record<
    string,
    string
  >;
}

describe('the two parts of a locale file in the build', () => {
  it.each(LOCALES)(
    'hold every message of %s once, each in the part the table says',
    async (locale) => {
      const onLoad = (await part(locale, 'onload')) ?? {};
      const later = (await part(locale, 'later')) ?? {};
      expect(Object.keys(onLoad).some(isLaterMessage)).toBe(false);
      expect(Object.keys(later).every(isLaterMessage)).toBe(true);
      expect(Object.keys(later).length).toBeGreaterThan(0);
      expect(Object.keys({ ...onLoad, ...later }).sort()).toEqual(Object.keys(deDE).sort());
      expect(Object.keys(onLoad).length + Object.keys(later).length).toBe(Object.keys(deDE).length);
    },
  );

  it('keep the texts as the locale file writes them', async () => {
    const later = await part('pl-PL', 'later');
    expect(later?.['minicart.summary.total']).toBe(plPL['minicart.summary.total']);
    expect((await part('pl-PL', 'onload'))?.['common.close']).toBe(plPL['common.close']);
  });

  it('leave other modules to the build', async () => {
    expect(await part('pl-PL', 'all')).toBeUndefined();
  });
});
