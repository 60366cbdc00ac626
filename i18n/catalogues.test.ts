// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../src/core/sites';
import csCZ from './cs-CZ';
import deAT from './de-AT';
import deCH from './de-CH';
import deDE from './de-DE';
import frCH from './fr-CH';
import huHU from './hu-HU';
import { getPlaceholderNames } from './index';
import plPL from './pl-PL';
import skSK from './sk-SK';
import trTR from './tr-TR';
import type { Catalogue, MessageKey } from './types';

const catalogues: Readonly<Record<Locale, Catalogue>> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'pl-PL': plPL,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'sk-SK': skSK,
  'tr-TR': trTR,
};

const NON_GERMAN_LOCALES = ['fr-CH', 'pl-PL', 'cs-CZ', 'hu-HU', 'sk-SK', 'tr-TR'] as const;

/**
 * Messages that may read exactly as in German because the word is the same in that language
 * (e.g. 'OK'). Every entry must really be identical, so the list cannot go stale.
 */
const IDENTICAL_TO_GERMAN: Readonly<Partial<Record<Locale, readonly MessageKey[]>>> = {};

const masterKeys = Object.keys(deDE).sort();
const entries = (locale: Locale): [string, string][] => Object.entries(catalogues[locale]);
const sortedPlaceholders = (template: string): string[] => getPlaceholderNames(template).sort();

describe('catalogues', () => {
  it('covers every locale of the site table', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it('names every key area first, in dotted segments', () => {
    for (const key of masterKeys) {
      expect(key).toMatch(/^[a-z]+(\.[A-Za-z][A-Za-z_]*)+$/);
    }
  });

  describe.each(LOCALES)('%s', (locale) => {
    it('has exactly the keys of de-DE', () => {
      expect(Object.keys(catalogues[locale]).sort()).toEqual(masterKeys);
    });

    it('has a non-empty, trimmed text for every key', () => {
      for (const [key, text] of entries(locale)) {
        expect(typeof text, key).toBe('string');
        expect(text.trim(), key).not.toBe('');
        expect(text, key).toBe(text.trim());
        expect(text, key).not.toMatch(/ {2}/);
      }
    });

    // WCAG 2.5.3 label in name: a control whose accessible name is the label says its visible
    // text in it, as a whole word (a voice user says what they see; axe checks it)
    it('says the visible text of a labelled control in its label', () => {
      const words = (text: string): string[] => text.toLocaleLowerCase(locale).split(/[\s:,.]+/u);
      const undo = words(catalogues[locale]['minicart.item.undo']);
      const label = words(catalogues[locale]['minicart.item.undoLabel']);
      expect(` ${label.join(' ')} `).toContain(` ${undo.join(' ')} `);
    });

    it('uses the same placeholders as de-DE for every key', () => {
      for (const [key, text] of entries(locale)) {
        const master = deDE[key as MessageKey];
        expect(sortedPlaceholders(text), key).toEqual(sortedPlaceholders(master));
      }
    });

    it('writes an ellipsis as one character, not three dots', () => {
      for (const [key, text] of entries(locale)) {
        expect(text, key).not.toContain('...');
      }
    });
  });

  describe.each(NON_GERMAN_LOCALES)('%s', (locale) => {
    it('translates every message instead of repeating the German text', () => {
      const allowed = IDENTICAL_TO_GERMAN[locale] ?? [];
      for (const [key, text] of entries(locale)) {
        if (allowed.includes(key as MessageKey)) continue;
        for (const german of [deDE, deAT, deCH]) {
          expect(text, key).not.toBe(german[key as MessageKey]);
        }
      }
    });

    it('lists only messages that really are identical as exceptions', () => {
      for (const key of IDENTICAL_TO_GERMAN[locale] ?? []) {
        expect(catalogues[locale][key], key).toBe(deDE[key]);
      }
    });
  });

  it('writes ss instead of ß in de-CH', () => {
    for (const [key, text] of entries('de-CH')) {
      expect(text, key).not.toContain('ß');
    }
  });

  it('uses the typographic apostrophe in fr-CH', () => {
    for (const [key, text] of entries('fr-CH')) {
      expect(text, key).not.toContain("'");
    }
  });

  it('puts a non-breaking space before French double punctuation', () => {
    for (const [key, text] of entries('fr-CH')) {
      expect(text, key).not.toMatch(/[^\u00a0\u202f][:;!?]/);
    }
  });

  it('keeps the regional German catalogues German apart from regional wording', () => {
    expect(deCH['common.close']).toBe('Schliessen');
    expect(deAT['common.close']).toBe('Schließen');
    expect(deAT['cart.error.read']).toBe(deDE['cart.error.read']);
    expect(deCH['cart.error.read']).toBe(deDE['cart.error.read']);
  });
});
