import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** The modules a page runs at once from its roots: their static imports, recursively, not their dynamic ones. */
function staticClosure(roots: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

export interface PageChunk {
  /** The chunk's name. */
  name: string;
  /** The page's lazy parts that render at once (its screen, a layout's lazy card, the loaders' data). */
  roots: readonly string[];
  /** Modules left to the automatic split (the screen itself, in a file of its own). */
  leave: readonly string[];
  /**
   * Other pages whose first load must not grow, by name: what the page shares with each goes into
   * a file of its own (`<name>-<key>`), the first key that has a module taking it.
   */
  besides: Readonly<Record<string, readonly string[]>>;
  /**
   * Modules the groups may take. A package's index re-exports more than a page uses, and a module
   * taken here stays here whoever uses it (the live stream of the API client would join the
   * profile's file for the member header's sake): such packages are left to the automatic split.
   */
  take: (id: string) => boolean;
}

/**
 * Code-splitting groups (rolldown's `name` functions) that put what a page loads at once, besides
 * the entry, into a few files. The automatic split made some forty files of the shared profile's
 * modules; gzip compresses them apart, so each paid for its own header and vocabulary (measured:
 * 38.5 KB in 35 files, 31.5 KB as one). What the page loads on use (dynamic imports: dialogs,
 * menus' actions) stays out, and what `besides` pages load as well goes into files of its own, so
 * they do not grow.
 */
export function pageChunk({ name, roots, leave, besides, take }: PageChunk) {
  let closure: Set<string> | null = null;
  let others: [string, Set<string>][] | null = null;
  const sets = (ctx: ChunkingContext) => {
    closure ??= staticClosure(roots, ctx);
    others ??= Object.entries(besides).map(([key, pages]) => [key, staticClosure(pages, ctx)]);
    return { closure, others };
  };
  return {
    /** The page's own modules. */
    page: (id: string, ctx: ChunkingContext): string | null => {
      const { closure, others } = sets(ctx);
      if (!closure.has(id) || leave.includes(id) || !take(id)) return null;
      return others.some(([, modules]) => modules.has(id)) ? null : name;
    },
    /**
     * What other pages need too, in files of their own: left to the automatic split, it would
     * join the page's file, and they would load all of it.
     */
    shared: (id: string, ctx: ChunkingContext): string | null => {
      const { closure, others } = sets(ctx);
      if (!closure.has(id) || !take(id)) return null;
      const other = others.find(([, modules]) => modules.has(id));
      return other ? `${name}-${other[0]}` : null;
    },
  };
}
