import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { isLaterMessage } from './message-parts';

/** `i18n/<locale>.ts?messages=onload` or `?messages=later`: one part of a locale's messages. */
const PART = /^(.*[\\/]i18n[\\/][a-z]{2}-[A-Z]{2}\.ts)\?messages=(onload|later)$/;

/**
 * Splits each locale file in the two parts i18n/message-parts.ts names, as modules of their own
 * (so the build emits two chunks per locale): the file is compiled and evaluated, and the part
 * is its messages as plain data. The locale files stay one file each for translators.
 */
export function messageParts(): Plugin {
  return {
    name: 'shop-elements:message-parts',
    async load(id) {
      const match = PART.exec(id);
      if (!match) return undefined;
      const [, file = '', part] = match;
      this.addWatchFile(file);
      const code = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
      )) as { default: Readonly<Record<string, string>> };
      const messages = Object.entries(module.default).filter(
        ([key]) => isLaterMessage(key) === (part === 'later'),
      );
      return `export default ${JSON.stringify(Object.fromEntries(messages))};\n`;
    },
  };
}
