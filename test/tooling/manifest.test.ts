// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  describeElement,
  designSystemComponentsOf,
  readTokens,
} from '../../scripts/manifest.mjs';

interface Declaration {
  tagName: string;
  customElement: boolean;
  summary?: string;
  attributes: { name: string; default?: string; fieldName: string; type?: { text: string } }[];
  members: { kind: string; name: string }[];
  events: { name: string; type?: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string; default?: string }[];
}

describe('custom-elements.json generation', () => {
  const module = describeElement('test/fixtures/fixture-element.tsx') as {
    path: string;
    declarations: Declaration[];
    exports: { kind: string; name: string }[];
  };
  const declaration = module.declarations[0]!;

  it('reads the tag, summary and attributes with types and defaults from the JSDoc', () => {
    expect(module.path).toBe('elements/se-fixture.js');
    expect(declaration).toMatchObject({ tagName: 'se-fixture', customElement: true });
    expect(declaration.summary).toContain("wrapper's view");
    const sticky = declaration.attributes.find((attribute) => attribute.name === 'sticky');
    expect(sticky).toMatchObject({
      default: 'true',
      fieldName: 'sticky',
      type: { text: 'boolean' },
    });
    expect(declaration.attributes.map((attribute) => attribute.name)).toEqual([
      'label',
      'count',
      'enabled',
      'sticky',
      'tone',
      'crash',
      'site',
      'platform',
      'stage',
    ]);
  });

  it('lists methods, events, parts and custom properties including the design tokens', () => {
    expect(declaration.members).toContainEqual(
      expect.objectContaining({ kind: 'method', name: 'check' }),
    );
    expect(declaration.events).toEqual([expect.objectContaining({ name: 'cart-count-change' })]);
    expect(declaration.cssParts.map((part) => part.name)).toEqual(['state']);
    const properties = declaration.cssProperties.map((property) => property.name);
    expect(properties).toContain('--fixture-accent');
    expect(properties).toContain('--se-color-brand');
    expect(module.exports).toContainEqual(
      expect.objectContaining({ kind: 'custom-element-definition', name: 'se-fixture' }),
    );
  });

  it('lists the parts of the design-system components an element renders, after its own', () => {
    expect(designSystemComponentsOf('elements/newsletter-signup.ts')).toEqual(
      expect.arrayContaining(['button', 'checkbox', 'input']),
    );
    const newsletter = (
      describeElement('elements/newsletter-signup.ts') as { declarations: Declaration[] }
    ).declarations[0]!;
    const names = newsletter.cssParts.map((part) => part.name);
    expect(names).toEqual(
      expect.arrayContaining(['button-label', 'checkbox-indicator', 'input-error']),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('follows an entry that loads its element only on a condition to the views it defines', () => {
    // elements/staff-preview.ts imports its definition with import('./staff-preview.panel'), through
    // elements/staff-preview.load.ts
    expect(designSystemComponentsOf('elements/staff-preview.ts')).toEqual(
      expect.arrayContaining(['button', 'modal', 'notification']),
    );
  });

  it('reads every design token with its default value', () => {
    const tokens = readTokens();
    expect(tokens.length).toBeGreaterThan(30);
    expect(tokens.find((token) => token.name === '--se-breakpoint-l')).toMatchObject({
      default: '979px',
    });
  });

  it('describes exactly the element files in elements/', () => {
    const files = readdirSync('elements')
      .filter((file) => /^[a-z]+(-[a-z]+)+\.ts$/.test(file))
      .map((file) => `elements/${file.replace(/\.ts$/, '.js')}`)
      .sort();
    const manifest = buildManifest() as { schemaVersion: string; modules: { path: string }[] };
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(manifest.modules.map((entry) => entry.path)).toEqual(files);
  });
});
