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
 * Splits one locale into the named parts (each the given keys) and `rest`, everything else. A
 * section picked whole leaves `rest`; a section picked by one key stays in `rest` whole, since
 * merging it again later is harmless and keeps the split simple.
 */
export function splitLocale<P extends string>(
  tree: LocaleTree,
  partKeys: Readonly<Record<P, readonly string[]>>,
): Record<P | 'rest', LocaleTree> {
  const parts = {} as Record<P | 'rest', LocaleTree>;
  const whole = new Set<string>();
  for (const [part, keys] of Object.entries(partKeys) as [P, readonly string[]][]) {
    const picked: LocaleTree = {};
    for (const key of keys) {
      const path = key.split('.');
      const value = pick(tree, path);
      if (value !== undefined) put(picked, path, value);
      if (path.length === 1) whole.add(key);
    }
    parts[part] = picked;
  }
  parts.rest = Object.fromEntries(Object.entries(tree).filter(([key]) => !whole.has(key)));
  return parts;
}
