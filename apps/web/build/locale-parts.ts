import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { APP_ONLY_KEYS, PART_KEYS, STRINGS_PARTS } from '../src/i18n/part-keys.ts';
import { type LocaleTree, splitLocale } from '../src/i18n/split-locale.ts';

const INDEX_ID = 'virtual:locale-parts';
const PART_ID = 'virtual:locale-part:';

/**
 * Serves each locale JSON file as lazily loaded modules, one per part (`shell`, `profile`, `rest`:
 * see i18n/part-keys.ts), through `virtual:locale-parts`:
 * `{ en: { shell: () => import(…), profile: () => import(…), rest: () => import(…) }, … }`.
 * The JSON files stay the only source of the strings.
 */
export function localeParts(localesDir: string): Plugin {
  const languages = () =>
    readdirSync(localesDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
  return {
    name: 'qurio-locale-parts',
    resolveId(id) {
      return id === INDEX_ID || id.startsWith(PART_ID) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = languages().map((language) => {
          const loaders = STRINGS_PARTS.map((part) => `${part}: () => import('${PART_ID}${language}:${part}')`).join(
            ', ',
          );
          return `  ${JSON.stringify(language)}: { ${loaders} },`;
        });
        return `export const localeParts = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PART_ID}`)) return undefined;
      const [language = '', part] = id.slice(PART_ID.length + 1).split(':');
      const file = join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const split = splitLocale(
        withoutKeys(JSON.parse(readFileSync(file, 'utf8')) as LocaleTree, APP_ONLY_KEYS),
        PART_KEYS,
      );
      const strings = split[part as keyof typeof split];
      if (!strings) throw new Error(`no locale part ${part}`);
      // JSON.parse of a string literal is parsed faster by browsers than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});\n`;
    },
  };
}

/** The tree less the dotted keys given (a section or one string). */
function withoutKeys(tree: LocaleTree, keys: readonly string[]): LocaleTree {
  const copy = structuredClone(tree);
  for (const key of keys) {
    const path = key.split('.');
    const last = path.pop() ?? '';
    let node: unknown = copy;
    for (const step of path) node = node && typeof node === 'object' ? (node as LocaleTree)[step] : undefined;
    if (node && typeof node === 'object') delete (node as LocaleTree)[last];
  }
  return copy;
}
