export type LocaleTree = { [key: string]: string | LocaleTree };

function pick(tree: LocaleTree, path: readonly string[]): LocaleTree | string | undefined {
  let node: LocaleTree | string | undefined = tree;
  for (const key of path) {
    if (typeof node !== 'object') return undefined;
    node = node[key];
  }
  return node;
}

function put(tree: LocaleTree, path: readonly string[], value: LocaleTree | string): void {
  let node = tree;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'object') {
      node = next;
    } else {
      const child: LocaleTree = {};
      node[key] = child;
      node = child;
    }
  }
  node[path[path.length - 1] as string] = value;
}

/**
 * Splits one locale into the part the first screen needs (`shell`, the given keys) and the rest.
 * A section picked whole leaves `rest`; a section picked by one key stays in `rest` whole, since
 * merging it again later is harmless and keeps the split simple.
 */
export function splitLocale(tree: LocaleTree, shellKeys: readonly string[]): { shell: LocaleTree; rest: LocaleTree } {
  const shell: LocaleTree = {};
  for (const key of shellKeys) {
    const path = key.split('.');
    const value = pick(tree, path);
    if (value !== undefined) put(shell, path, value);
  }
  const whole = new Set(shellKeys.filter((key) => !key.includes('.')));
  const rest = Object.fromEntries(Object.entries(tree).filter(([key]) => !whole.has(key)));
  return { shell, rest };
}
