// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import deDE from './de-DE';
import { LATER_MESSAGES, isLaterMessage } from './message-parts';

/**
 * No text may be missing on a page: a key the page's code uses before a shopper acts must be in
 * the part of the locale that loads with the page. The sources are scanned: the code a page runs
 * on load is what the element entries reach through imports, except the dynamic imports handed
 * to `onDemand` (src/shared/on-demand.ts), which load the later part with them (unless marked
 * `shownOnLoad`). Every string in that code that is a message key, or the fixed start of a
 * template that builds one (`cart.limit.${code}`), counts as used.
 */
const root = resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['elements', 'src', 'stores'];
const keys = Object.keys(deDE);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.|\.d\.ts$/.test(name) ? [path] : [];
  });
}

interface ScannedModule {
  /** Imported with the module (static imports, dynamic imports not handed to onDemand). */
  readonly loads: string[];
  /** Dynamic imports handed to onDemand: loaded on intent, with the later messages. */
  readonly onIntent: string[];
  /** Message keys the module's strings name. */
  readonly keys: Set<string>;
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/** The onDemand(...) call a dynamic import is handed to, if any. */
function enclosingOnDemand(node: ts.Node): ts.CallExpression | undefined {
  for (let parent = node.parent; parent !== undefined; parent = parent.parent) {
    if (
      ts.isCallExpression(parent) &&
      ts.isIdentifier(parent.expression) &&
      parent.expression.text === 'onDemand'
    )
      return parent;
  }
  return undefined;
}

/** `onDemand(what, import, { shownOnLoad: true })`: code a page may show on load. */
function isShownOnLoad(call: ts.CallExpression): boolean {
  const options = call.arguments[2];
  return (
    options !== undefined &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some(
      (property) =>
        ts.isPropertyAssignment(property) &&
        property.name.getText() === 'shownOnLoad' &&
        property.initializer.kind === ts.SyntaxKind.TrueKeyword,
    )
  );
}

function scan(file: string): ScannedModule {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const scanned: ScannedModule = { loads: [], onIntent: [], keys: new Set() };
  const addKeys = (text: string, isPrefix: boolean): void => {
    for (const key of keys)
      if (isPrefix ? key.startsWith(text) : key === text) scanned.keys.add(key);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      const specifier = node.moduleSpecifier;
      if (!typeOnly && specifier && ts.isStringLiteral(specifier)) {
        const target = resolveImport(file, specifier.text);
        if (target) scanned.loads.push(target);
      }
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      const target =
        specifier && ts.isStringLiteral(specifier)
          ? resolveImport(file, specifier.text)
          : undefined;
      const onDemandCall = enclosingOnDemand(node);
      if (target)
        (onDemandCall && !isShownOnLoad(onDemandCall) ? scanned.onIntent : scanned.loads).push(
          target,
        );
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      addKeys(node.text, false);
    } else if (ts.isTemplateExpression(node) && node.head.text.includes('.')) {
      addKeys(node.head.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return scanned;
}

const modules = new Map(
  SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).map((file) => [file, scan(file)]),
);
const entries = [
  ...readdirSync(join(root, 'elements'))
    .filter((name) => /^[a-z]+(-[a-z]+)+\.ts$/.test(name) || name === 'index.ts')
    .map((name) => join(root, 'elements', name)),
  join(root, 'elements/page-border/page-border.ts'),
];

function reachable(starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(modules.get(file)?.loads ?? []));
  }
  return seen;
}

const loadPath = reachable(entries);
const onIntentModules = [...modules.values()].flatMap((module) => module.onIntent);
const name = (file: string): string => relative(root, file);

describe('the messages a page loads with its locale', () => {
  it('finds the code a page runs on load and the code it loads on intent', () => {
    expect(loadPath).toContain(join(root, 'src/header/header.tsx'));
    expect(loadPath).toContain(join(root, 'src/minicart/minicart.tsx'));
    expect(onIntentModules).toContain(join(root, 'src/minicart/minicart-panel.tsx'));
    expect(loadPath).not.toContain(join(root, 'src/minicart/minicart-panel.tsx'));
    expect(modules.get(join(root, 'src/header/header.tsx'))?.keys).toContain('header.logo');
    // the staff preview's panel loads through onDemand too, only with the staff auth cookie
    expect(onIntentModules).toContain(join(root, 'elements/staff-preview.panel.ts'));
    expect(loadPath).not.toContain(join(root, 'src/preview/preview.tsx'));
  });

  it('hold every key the code a page runs on load uses', () => {
    const missing = [...loadPath].flatMap((file) =>
      [...(modules.get(file)?.keys ?? [])]
        .filter((key) => isLaterMessage(key))
        .map((key) => `${name(file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('leave out only entries that name some message', () => {
    for (const entry of LATER_MESSAGES) {
      expect(
        keys.some((key) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry)),
        entry,
      ).toBe(true);
    }
  });
});
