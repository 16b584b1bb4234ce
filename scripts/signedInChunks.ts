import type { Plugin } from 'vite';
import { namesImported, packageOf, reexports } from './barrelImports.ts';

interface Roots {
  /** The signed-in part's module (loaded by the app once a session exists). */
  signedIn: string;
  /** The list page's module (loaded by every declared list). */
  list: string;
  /** Pages shown without a session whose import is made by a module that is not itself public (the lock page). */
  publicPages: string[];
  /** Modules whose dynamic imports are public pages or parts of them (the app's routes, the sign-in pages). */
  publicImporters: RegExp;
  /**
   * A library's index that only re-exports its parts (antd's, the icons'). The walk over the public part does
   * not pass through one: a public page that imports one component from it does not need the whole library.
   * So a lazily loaded public part imports its components by their own path (`antd/es/modal`), which the walk
   * follows to exactly what it uses.
   */
  barrels: RegExp;
}

/**
 * Which modules the signed-in shell and the list page always load, and which the public pages' lazy parts share
 * with them, for the build's chunk groups (vite.config.ts, docs/performance.md#what-the-browser-loads). Read from the module graph once
 * it is complete (buildEnd), before chunks are made:
 * - the shell: what the signed-in module imports statically, at any depth;
 * - the list page: the same from the list page's module, less the shell's;
 * - the public parts: what a public page loads lazily (social buttons, the phone form's notice, the root
 *   messages, the error and redirect pages) that the signed-in part loads too, such as antd's dialog.
 * A group takes the modules its chosen ones import along with them (the order modules run in stays the
 * source's), so a module the shell shares with a public part would land in the signed-in script, and the sign-in
 * page would fetch the whole shell for one dialog. The public parts' group comes first and takes those, so the
 * login and error pages never fetch the signed-in script. The lock page is shown from a session: when /lock itself
 * is reloaded it loads the signed-in script, which it shares the lock rules and the avatar with.
 */
export function signedInChunks(roots: Roots) {
  const shell = new Set<string>();
  const list = new Set<string>();
  const publicModules = new Set<string>();
  const plugin: Plugin = {
    name: 'atrium-signed-in-chunks',
    apply: 'build',
    buildEnd() {
      const importsOf = (id: string, dynamic: boolean) => {
        const info = this.getModuleInfo(id);
        return info ? [...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : [])] : [];
      };
      const walk = (from: string[], next: (id: string) => string[], stop?: (id: string) => boolean) => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id) || stop?.(id)) continue;
          seen.add(id);
          stack.push(...next(id));
        }
        return seen;
      };
      const reach = (from: string[], dynamic: (id: string) => boolean, stop?: (id: string) => boolean) => walk(from, (id) => importsOf(id, dynamic(id)), stop);
      // Static imports, with a library's index replaced by the parts the importer names from it (`import { Modal }
      // from 'antd'` reaches antd's modal, not its result): what the build keeps of the index after tree-shaking.
      const view = (id: string) => this.getModuleInfo(id);
      const exportsOf = new Map<string, Map<string, string> | null>();
      const namedImportsOf = (id: string) => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        return info.importedIds.flatMap((imported) => {
          if (!roots.barrels.test(imported)) return [imported];
          if (!exportsOf.has(imported)) exportsOf.set(imported, reexports(imported, view));
          const parts = exportsOf.get(imported);
          const pkg = packageOf(imported);
          const names = pkg && info.code ? namesImported(info.code, pkg) : null;
          const targets = names?.map((name) => parts?.get(name));
          return targets && targets.every(Boolean) ? (targets as string[]) : [imported];
        });
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      // What can run without a session: never through the signed-in module, whoever imports it.
      const publicPart = reach(
        [...entries, ...roots.publicPages],
        (id) => roots.publicImporters.test(id),
        (id) => id === roots.signedIn || roots.barrels.test(id),
      );
      shell.clear();
      list.clear();
      publicModules.clear();
      const staticOnly = () => false;
      const barrel = (id: string) => roots.barrels.test(id);
      // What the first screen loads is the entry's chunk group's; the rest of the public part is loaded lazily.
      const firstScreen = reach(entries, staticOnly, barrel);
      // Of the rest, what the signed-in part or the list page also loads (at any depth, and through a library's
      // index to the parts it names): the modules the signed-in groups would otherwise take with their own.
      const signedInPart = walk([...namedImportsOf(roots.signedIn), ...namedImportsOf(roots.list)], namedImportsOf);
      for (const id of publicPart) if (!firstScreen.has(id) && signedInPart.has(id)) publicModules.add(id);
      // The two modules themselves stay in chunks of their own (the targets of their dynamic imports).
      for (const id of reach(importsOf(roots.signedIn, false), staticOnly, barrel)) if (!publicPart.has(id)) shell.add(id);
      for (const id of reach(importsOf(roots.list, false), staticOnly, barrel)) if (!publicPart.has(id) && !shell.has(id) && id !== roots.signedIn) list.add(id);
    },
  };
  return {
    plugin,
    isShell: (id: string) => shell.has(id),
    isList: (id: string) => list.has(id),
    /** What a page shown without a session loads lazily and the signed-in part loads too (antd's dialogs, results, messages). */
    isPublic: (id: string) => publicModules.has(id),
  };
}
