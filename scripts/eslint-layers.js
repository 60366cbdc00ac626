// The layer rule of eslint.config.js, `layers/imports`: every relative import, re-export and
// import('...') is resolved against the importing file to the repository path it reaches, and
// that path, not the way it is spelled, decides. `../../src/core/http`, `./../core/http` and
// `../search/../core/http` from a view are one import of src/core/http, and all three are
// refused. The table of what each layer may import is in eslint.config.js's comment and in
// docs/architecture.md "Layers"; this file is its one implementation.
import { posix, relative, sep } from 'node:path';

const SEE = 'Layers: see eslint.config.js.';

export const LAYER_MESSAGES = {
  core: `core (src/core) imports nothing of ours. ${SEE}`,
  i18n: `i18n imports only core. ${SEE}`,
  stores: `stores import core and i18n, never views or elements. ${SEE}`,
  views: `views import stores, i18n and, from core, only format, sites, config, url, events, logger and types; never elements. ${SEE}`,
  schemas: `views never parse service data: take the schema module's constants, guards and types, not its schemas. ${SEE}`,
  designSystemAreas: `the design system and the shared view helpers (src/ds, src/shared) serve every area and import none (src/<area>). ${SEE}`,
  designSystemIndex: `a view outside the design system imports a component through its index (src/ds/<component>/index), never its files. ${SEE}`,
  elements: `elements import views and stores; core and i18n only as types. ${SEE}`,
  pageBorder: `page-border.js imports nothing at run time but the URL sanitiser and the markup walker of core (src/core/url, src/core/markup-walker), compiled in; other core modules as types. ${SEE}`,
  pureHelpers: `pure view helpers (*.logic.ts) import a store's pure modules, not its index. ${SEE}`,
  outside: `shipped code never imports test/, demo/ or scripts/ (tests may use test/ and demo/). ${SEE}`,
};

/**
 * What a view may take from core at run time: the framework-free helpers. From a schema module
 * (schemas/<name>) a view takes constants and guards, never a schema.
 */
const CORE_MODULES_FOR_VIEWS = new Set(['format', 'sites', 'config', 'url', 'events', 'logger']);
/** Core's two modules that import nothing, which page-border.js compiles in. */
const CORE_MODULES_FOR_PAGE_BORDER = new Set(['url', 'markup-walker']);
/** View folders under src/ that serve every area. */
const COMMON_VIEW_FOLDERS = new Set(['ds', 'shared']);

/** Is `path` (resolved) in `folder` or the folder itself? */
const isIn = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/** The layer of a repository path (posix, lower case), or undefined outside the layers. */
function layerOf(path) {
  if (isIn(path, 'src/core')) return 'core';
  if (isIn(path, 'src')) return 'views';
  if (isIn(path, 'i18n')) return 'i18n';
  if (isIn(path, 'stores')) return 'stores';
  if (isIn(path, 'elements/page-border')) return 'pageBorder';
  if (isIn(path, 'elements')) return 'elements';
  if (['test', 'demo', 'scripts'].some((folder) => isIn(path, folder))) return 'outside';
  return undefined;
}

/**
 * The repository path an import reaches: resolved against the importing file, its query
 * (`?inline`) and its script extension dropped, `/index` dropped (a folder's index is the
 * folder), in lower case (the file system may not care, so neither does the rule).
 */
export function resolveImport(file, source) {
  const withoutQuery = source.split('?')[0];
  const path = posix.normalize(posix.join(posix.dirname(file), withoutQuery));
  return path
    .replace(/\.(?:[cm]?[jt]sx?)$/i, '')
    .replace(/\/index$/i, '')
    .toLowerCase();
}

/**
 * Why `file` may not import `target`, or undefined when it may. `typeOnly`: every name is
 * imported as a type (nothing at run time); `names`: the names imported at run time (undefined
 * when they are not known: a namespace import, `export *`, a dynamic import).
 */
export function getRefusal({ file, target, typeOnly, names, isTest }) {
  const from = layerOf(file);
  const to = layerOf(target);
  if (from === undefined || from === 'outside') return undefined;
  if (to === 'outside') {
    const allowed = isTest && !isIn(target, 'scripts');
    return allowed ? undefined : LAYER_MESSAGES.outside;
  }
  switch (from) {
    case 'core':
      return to === undefined || to === 'core' ? undefined : LAYER_MESSAGES.core;
    case 'i18n':
      return to === undefined || to === 'core' || to === 'i18n' ? undefined : LAYER_MESSAGES.i18n;
    case 'stores':
      return to === 'views' || to === 'elements' || to === 'pageBorder'
        ? LAYER_MESSAGES.stores
        : undefined;
    case 'views':
      return getViewRefusal({ file, target, to, typeOnly, names, isTest });
    case 'elements':
      return (to === 'core' || to === 'i18n') && !typeOnly ? LAYER_MESSAGES.elements : undefined;
    case 'pageBorder': {
      if (to === 'views' || to === 'stores' || to === 'elements') return LAYER_MESSAGES.pageBorder;
      const module = target.slice('src/core/'.length);
      const compiledIn = to === 'core' && CORE_MODULES_FOR_PAGE_BORDER.has(module);
      return (to === 'core' || to === 'i18n') && !typeOnly && !compiledIn
        ? LAYER_MESSAGES.pageBorder
        : undefined;
    }
    default:
      return undefined;
  }
}

function getViewRefusal({ file, target, to, typeOnly, names, isTest }) {
  if ((to === 'elements' || to === 'pageBorder') && !isTest) return LAYER_MESSAGES.views;
  if (to === 'core' && !typeOnly) {
    const module = target.slice('src/core/'.length);
    const isSchemaModule = /^schemas\/[^/]+$/.test(module);
    if (!CORE_MODULES_FOR_VIEWS.has(module) && !isSchemaModule) return LAYER_MESSAGES.views;
    // a schema module's constants and guards, never a schema (all of it: names unknown)
    if (isSchemaModule && (names === undefined || names.some((name) => /Schema$/.test(name)))) {
      return LAYER_MESSAGES.schemas;
    }
  }
  const area = file.split('/')[1];
  if (COMMON_VIEW_FOLDERS.has(area) && to === 'views') {
    const targetFolder = target.split('/')[1];
    if (!COMMON_VIEW_FOLDERS.has(targetFolder)) return LAYER_MESSAGES.designSystemAreas;
  }
  if (area !== 'ds' && isIn(target, 'src/ds') && !/^src\/ds\/[^/]+$/.test(target)) {
    return LAYER_MESSAGES.designSystemIndex;
  }
  if (/\.logic\.ts$/.test(file) && to === 'stores' && !typeOnly && /^stores\/[^/]+$/.test(target)) {
    return LAYER_MESSAGES.pureHelpers;
  }
  return undefined;
}

/** Every name of a declaration is imported or re-exported as a type. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every(
      (specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type',
    )
  );
}

/** The names a declaration brings in at run time; undefined when they are not known. */
function runTimeNames(node) {
  if (node.type === 'ExportAllDeclaration') return undefined;
  const names = [];
  for (const specifier of node.specifiers ?? []) {
    if (specifier.importKind === 'type' || specifier.exportKind === 'type') continue;
    if (specifier.type === 'ImportNamespaceSpecifier') return undefined;
    if (specifier.type === 'ImportDefaultSpecifier') names.push('default');
    else {
      const name = specifier.type === 'ImportSpecifier' ? specifier.imported : specifier.local;
      names.push(name.type === 'Identifier' ? name.name : String(name.value));
    }
  }
  return names;
}

const TESTS = /\.test\.[jt]sx?$/;

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers, judged by the path they resolve to' },
    schema: [],
  },
  create(context) {
    const file = relative(context.cwd, context.filename).split(sep).join('/');
    const isTest = TESTS.test(file);
    const check = (node, source, { typeOnly, names }) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveImport(file, source);
      const refusal = getRefusal({ file, target, typeOnly, names, isTest });
      if (refusal) context.report({ node, message: refusal });
    };
    const declaration = (node) => {
      if (!node.source) return;
      check(node, node.source.value, { typeOnly: isTypeOnly(node), names: runTimeNames(node) });
    };
    return {
      ImportDeclaration: declaration,
      ExportNamedDeclaration: declaration,
      ExportAllDeclaration: declaration,
      // a dynamic import hands over the whole module (its names are not known); an address
      // computed at run time (a template literal) is not checked
      ImportExpression(node) {
        if (node.source.type === 'Literal') {
          check(node, node.source.value, { typeOnly: false, names: undefined });
        }
      },
    };
  },
};

export const layersPlugin = { rules: { imports: importsRule } };
