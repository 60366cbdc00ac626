/**
 * Guards the naming rule of the views' stylesheets: every design-system component and every area
 * view (src/<area>/*.css: minicart, search, newsletter, and the header's, footer's ... to come)
 * adopts its stylesheet into the ONE shadow root of the element that uses it, and the header puts
 * several views into one root. A class or part name two stylesheets both select (`.input`,
 * `.panel`, `[part='header']`) makes one's rules land on the other's elements. Hence every class
 * and part name a stylesheet selects carries its component's or area's name, and no two
 * components or areas share one (the stylesheets of one view, split into what loads with it and
 * what loads on intent, do). tokens.css (:host and the shared se- utilities) and the themes
 * (data-theme) are no component's and are left out.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// a path, not `new URL('.', …)`: under happy-dom the global URL is the window's
const DS_ROOT = dirname(fileURLToPath(import.meta.url));
const SRC_ROOT = dirname(DS_ROOT);
const EXCLUDED = new Set(['tokens.css', 'themes.css']);
/** Folders of src/ that hold no views with stylesheets of their own. */
const NOT_AREAS = new Set(['core', 'ds', 'shared']);

/** The name prefix of a component's CSS file; the file's base name unless listed here. */
const PREFIXES: Readonly<Record<string, string>> = {
  'expansion-panel': 'panel',
};

interface SelectorNames {
  readonly classes: ReadonlySet<string>;
  readonly parts: ReadonlySet<string>;
}

const PART_ATTRIBUTE = /\[\s*part\s*[~|^$*]?=\s*(['"]?)([\w-]+)\1\s*(?:[is]\s*)?\]/g;
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The class names (`.name`) and part names (`[part='name']`, `[part~="name"]`) a CSS text's selectors use. */
function getSelectorNames(css: string): SelectorNames {
  const classes = new Set<string>();
  const parts = new Set<string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // a selector (or at-rule prelude) is the text before a `{`, after the last `}`, `{` or `;`
  for (const match of withoutComments.matchAll(/([^{};]*)\{/g)) {
    const prelude = (match[1] ?? '').trim();
    if (prelude === '' || prelude.startsWith('@')) continue;
    for (const part of prelude.matchAll(PART_ATTRIBUTE)) parts.add(part[2] ?? '');
    // attribute values and strings may hold dots ([href$='.pdf']): not class names
    const bare = prelude.replace(/\[[^\]]*\]/g, '[]').replace(/(['"]).*?\1/g, '""');
    for (const name of bare.matchAll(CLASS_NAME)) classes.add(name[1] ?? '');
  }
  return { classes, parts };
}

function componentCssFiles(): string[] {
  return readdirSync(DS_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css') && !EXCLUDED.has(basename(file)))
    .map((file) => join(DS_ROOT, file))
    .sort();
}

/** src/<area>/*.css, with the area's name as the prefix its names must carry. */
function areaCssFiles(): { file: string; prefix: string }[] {
  return readdirSync(SRC_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_AREAS.has(entry.name))
    .flatMap((area) =>
      readdirSync(join(SRC_ROOT, area.name))
        .filter((file) => file.endsWith('.css'))
        .map((file) => ({ file: join(SRC_ROOT, area.name, file), prefix: area.name })),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Every name used by more than one file, with the files that use it. */
function findSharedNames(
  files: ReadonlyArray<readonly [file: string, names: ReadonlySet<string>]>,
): string[] {
  const users = new Map<string, string[]>();
  for (const [file, names] of files) {
    for (const name of names) users.set(name, [...(users.get(name) ?? []), file]);
  }
  return [...users]
    .filter(([, usedBy]) => usedBy.length > 1)
    .map(([name, usedBy]) => `${name}: ${usedBy.join(', ')}`);
}

function isPrefixed(name: string, prefix: string): boolean {
  return name === prefix || name.startsWith(`${prefix}-`) || name.startsWith(`${prefix}__`);
}

describe('view CSS names (design system and areas)', () => {
  const sheets = [
    ...componentCssFiles().map((file) => ({
      file,
      prefix: PREFIXES[basename(file, '.css')] ?? basename(file, '.css'),
    })),
    ...areaCssFiles(),
  ].map(({ file, prefix }) => ({
    file: relative(SRC_ROOT, file),
    prefix,
    names: getSelectorNames(readFileSync(file, 'utf8')),
  }));

  it('reads class and part names from selectors only', () => {
    const names = getSelectorNames(`
      /* .commented [part='commented'] */
      .a-b:hover > .c__d, [part='e'] [part~="f"], [part=g] { background: url(x.png); width: 0.5em; }
      @media (forced-colors: active) { .h[data-x='.not-a-class'] { color: red; } }
      @keyframes spin { to { transform: rotate(1turn); } }
    `);
    expect([...names.classes].sort()).toEqual(['a-b', 'c__d', 'h']);
    expect([...names.parts].sort()).toEqual(['e', 'f', 'g']);
  });

  it('finds a name shared by two files', () => {
    const shared = findSharedNames([
      ['checkbox.css', getSelectorNames('.input { opacity: 0 }').classes],
      ['input.css', getSelectorNames('.input { opacity: 1 }').classes],
    ]);
    expect(shared).toEqual(['input: checkbox.css, input.css']);
  });

  it('covers every component and area stylesheet', () => {
    const files = sheets.map((sheet) => sheet.file);
    for (const component of [
      'button',
      'checkbox',
      'expansion-panel',
      'flyout',
      'input',
      'modal',
      'radio',
      'select',
    ]) {
      expect(files).toContain(`ds/${component}/${component}.css`);
    }
    for (const area of ['minicart', 'search', 'newsletter']) {
      expect(files).toContain(`${area}/${area}.css`);
    }
    expect(files).not.toContain('ds/tokens.css');
    expect(files).not.toContain('ds/theme/themes.css');
    for (const sheet of sheets) {
      expect(sheet.names.classes.size + sheet.names.parts.size, sheet.file).toBeGreaterThan(0);
    }
  });

  /**
   * One entry per component or area: a view whose stylesheet is split (what loads with it and
   * what loads on a shopper's intent, minicart.css and minicart-panel.css) selects its own names
   * in both; two components or areas never share one.
   */
  function byOwner(names: (sheet: (typeof sheets)[number]) => ReadonlySet<string>) {
    const owners = new Map<string, { files: string[]; names: Set<string> }>();
    for (const sheet of sheets) {
      const owner = owners.get(sheet.prefix) ?? { files: [], names: new Set<string>() };
      owner.files.push(sheet.file);
      for (const name of names(sheet)) owner.names.add(name);
      owners.set(sheet.prefix, owner);
    }
    return [...owners.values()].map(({ files, names: all }) => [files.join(' + '), all] as const);
  }

  it('shares no class name between two components or areas', () => {
    expect(findSharedNames(byOwner((sheet) => sheet.names.classes))).toEqual([]);
  });

  it('shares no part name between two components or areas', () => {
    expect(findSharedNames(byOwner((sheet) => sheet.names.parts))).toEqual([]);
  });

  it("selects only names that carry the component's or area's name", () => {
    const unprefixed = sheets.flatMap((sheet) =>
      [...sheet.names.classes, ...sheet.names.parts]
        .filter((name) => !isPrefixed(name, sheet.prefix))
        .map((name) => `${sheet.file}: ${name} (expected ${sheet.prefix}-*)`),
    );
    expect(unprefixed).toEqual([]);
  });
});
