// Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0) from the JSDoc block
// on each element file (elements/<tag>.ts) and the design tokens in src/ds/tokens.css.
// Tags read: @tag, @summary, the free description, @attr {type} [name=default] - text,
// @prop {type} name - text, @method name(args): result - text, @fires {detail} name - text,
// @csspart name - text, @cssprop name - text, @slot name - text.
// The common attributes (site, platform, stage) and the design tokens are added to every element.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'comment-parser';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const COMMON_ATTRIBUTES = [
  {
    name: 'site',
    type: { text: "'DE' | 'AT' | 'CH' | 'CH_FR' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR'" },
    default: "'DE'",
    description:
      'The country site: language, currency and content. Unknown values fall back to DE and log a warning.',
    fieldName: 'site',
  },
  {
    name: 'platform',
    type: { text: "'CLASSIC' | 'MATCH' | 'SMARTPHONE' | 'TABLET'" },
    description:
      'Layout platform. Derived from the window width when absent: below 980 MATCH, below 1440 TABLET, otherwise CLASSIC.',
    fieldName: 'platform',
  },
  {
    name: 'stage',
    type: { text: "'dev' | 'live'" },
    default: "'live'",
    description: 'The environment (selects e.g. the consent-management domain id).',
    fieldName: 'stage',
  },
];

/** Design tokens: every custom property declared in tokens.css, with its default value. */
export function readTokens(file = join(root, 'src/ds/tokens.css')) {
  const css = readFileSync(file, 'utf8');
  const tokens = [];
  const seen = new Set();
  let group = '';
  for (const line of css.split('\n')) {
    const heading = /^\s*\/\*\s*(.+?)\s*\*\/\s*$/.exec(line);
    if (heading) group = heading[1];
    const declaration = /^\s*(--se-[\w-]+):\s*(.+?);?\s*$/.exec(line);
    // the first declaration is the default; later ones (reduced motion) are overrides
    if (declaration && !seen.has(declaration[1])) {
      seen.add(declaration[1]);
      tokens.push({
        name: declaration[1],
        default: declaration[2].replace(/;$/, ''),
        description: `Design token${group ? ` (${group})` : ''}; override it on the element from the page.`,
      });
    }
  }
  return tokens;
}

const splitDescription = (text) => text.replace(/^-\s*/, '').trim();

const SOURCE = /\.(ts|tsx)$/;
const isSource = (file) => SOURCE.test(file) && !/\.test\.|\.d\.ts$/.test(file);

/** The @csspart tags of every design-system component, by component folder name. */
export function readDesignSystemParts(dsDir = join(root, 'src/ds')) {
  const parts = new Map();
  for (const component of readdirSync(dsDir, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  )) {
    const folder = join(dsDir, component.name);
    const found = readdirSync(folder)
      .filter(isSource)
      .flatMap((file) => parse(readFileSync(join(folder, file), 'utf8')))
      .flatMap((block) => block.tags.filter((tag) => tag.tag === 'csspart'))
      .map((tag) => ({
        name: tag.name,
        description: `${splitDescription(tag.description)} (design system: ${component.name})`,
      }));
    parts.set(component.name, found);
  }
  return parts;
}

/**
 * The design-system components an element renders: those its area folders import (an element
 * file imports its views from src/<area>/, the views import src/ds/<component>).
 */
export function designSystemComponentsOf(elementFile) {
  // an entry that loads its element only on a condition (staff-preview) imports the module that
  // defines it with import('./<file>'), itself or through a module that loads it: its views are
  // that module's
  const files = [elementFile];
  for (let index = 0; index < files.length; index++) {
    const source = readFileSync(files[index], 'utf8');
    for (const match of source.matchAll(/import\('\.\/([\w.-]+)'\)/g)) {
      const file = join(dirname(files[index]), `${match[1]}.ts`);
      if (existsSync(file) && !files.includes(file)) files.push(file);
    }
  }
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  const areas = new Set(
    texts
      .flatMap((text) => [...text.matchAll(/from '\.\.\/src\/([a-z-]+)\//g)])
      .map((match) => match[1])
      .filter((area) => area !== 'core' && area !== 'ds' && area !== 'shared'),
  );
  const components = new Set();
  for (const area of areas) {
    const folder = join(root, 'src', area);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter(isSource)) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const match of text.matchAll(/from '(?:\.\.\/)+(?:src\/)?ds\/([a-z-]+)/g))
        components.add(match[1]);
    }
  }
  return [...components].sort();
}

/** JSDoc's `[name=default]` gives the default. */
function member(tag) {
  return {
    name: tag.name,
    type: tag.type ? { text: tag.type } : undefined,
    default: tag.default,
    description: splitDescription(tag.description),
  };
}

/** Keeps the first item of each name. */
const uniqueByName = (items) =>
  items.filter((item, index) => items.findIndex((other) => other.name === item.name) === index);
let designSystemParts = new Map();

export function describeElement(file) {
  designSystemParts = readDesignSystemParts();
  const source = readFileSync(file, 'utf8');
  const block = parse(source).find((comment) => comment.tags.some((tag) => tag.tag === 'tag'));
  if (!block) throw new Error(`${file} has no JSDoc block with @tag`);
  const tagsOf = (...names) => block.tags.filter((tag) => names.includes(tag.tag));
  const tagName = tagsOf('tag')[0].name;
  const className =
    tagName.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase()) + 'Element';
  const attributes = [
    ...tagsOf('attr', 'attribute').map((tag) => {
      const { name, ...rest } = member(tag);
      return {
        name,
        ...rest,
        fieldName: name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase()),
      };
    }),
    ...COMMON_ATTRIBUTES,
  ];
  const members = [
    ...attributes.map((attribute) => ({
      kind: 'field',
      name: attribute.fieldName,
      type: attribute.type,
      default: attribute.default,
      description: attribute.description,
      attribute: attribute.name,
      reflects: true,
    })),
    ...tagsOf('prop', 'property').map((tag) => ({ kind: 'field', ...member(tag) })),
    ...tagsOf('method').map((tag) => {
      const signature = `${tag.name}${tag.description.split(' - ')[0] ?? ''}`.trim();
      const text = tag.description.includes(' - ')
        ? tag.description.slice(tag.description.indexOf(' - ') + 3)
        : tag.description;
      return {
        kind: 'method',
        name: tag.name.replace(/\(.*$/, ''),
        description: `${signature}: ${text}`.trim(),
      };
    }),
  ];
  return {
    kind: 'javascript-module',
    path: `elements/${tagName}.js`,
    declarations: [
      {
        kind: 'class',
        name: className,
        tagName,
        customElement: true,
        summary:
          tagsOf('summary')
            .map((tag) => `${tag.name} ${tag.description}`.trim())
            .join(' ') || undefined,
        description: block.description.trim(),
        superclass: { name: 'HTMLElement' },
        attributes,
        members,
        events: tagsOf('fires', 'event').map(member),
        slots: tagsOf('slot').map(member),
        // the element's own parts first; then those of the design-system components it renders
        cssParts: uniqueByName([
          ...tagsOf('csspart').map((tag) => ({
            name: tag.name,
            description: splitDescription(tag.description),
          })),
          ...designSystemComponentsOf(file).flatMap(
            (component) => designSystemParts.get(component) ?? [],
          ),
        ]),
        cssProperties: [...tagsOf('cssprop', 'cssproperty').map(member), ...readTokens()],
      },
    ],
    exports: [
      {
        kind: 'js',
        name: className,
        declaration: { name: className, module: `elements/${tagName}.js` },
      },
      {
        kind: 'custom-element-definition',
        name: tagName,
        declaration: { name: className, module: `elements/${tagName}.js` },
      },
    ],
  };
}

export function buildManifest(elementsDir = join(root, 'elements')) {
  const files = readdirSync(elementsDir)
    .filter((file) => /^[a-z]+(-[a-z]+)+\.ts$/.test(file) && !file.includes('.test.'))
    .sort();
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: files.map((file) => describeElement(join(elementsDir, file))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = join(root, 'dist');
  if (!existsSync(out)) mkdirSync(out, { recursive: true });
  const manifest = buildManifest();
  writeFileSync(join(out, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`dist/custom-elements.json: ${manifest.modules.length} element(s)`);
}
