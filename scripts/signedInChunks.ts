import type { Plugin } from 'vite';

interface Roots {
  /** The signed-in part's module (loaded by the app once a session exists). */
  signedIn: string;
  /** The list page's module (loaded by every declared list). */
  list: string;
  /** Pages shown without a session whose import is made by a module that is not itself public (the lock page). */
  publicPages: string[];
  /** Modules whose dynamic imports are public pages or parts of them (the app's routes, the sign-in pages). */
  publicImporters: RegExp;
}

/**
 * Which modules the signed-in shell and the list page always load, for the build's chunk groups (vite.config.ts,
 * issue 17). Read from the module graph once it is complete (buildEnd), before chunks are made:
 * - the shell: what the signed-in module imports statically, at any depth;
 * - the list page: the same from the list page's module, less the shell's.
 * Neither chooses what a public page (login variants, error pages, lock) can reach without signing in, so the
 * login and error pages never fetch the signed-in script. A chosen module still brings the modules it imports
 * (the group's default: the order modules run in stays the source's), so the lock page, which shares the lock
 * rules and the avatar with the shell, loads the signed-in script when /lock itself is reloaded; it is shown
 * from a session, whose script is then already loaded.
 */
export function signedInChunks(roots: Roots) {
  const shell = new Set<string>();
  const list = new Set<string>();
  const plugin: Plugin = {
    name: 'atrium-signed-in-chunks',
    apply: 'build',
    buildEnd() {
      const importsOf = (id: string, dynamic: boolean) => {
        const info = this.getModuleInfo(id);
        return info ? [...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : [])] : [];
      };
      const reach = (from: string[], dynamic: (id: string) => boolean, stop?: string) => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id) || id === stop) continue;
          seen.add(id);
          stack.push(...importsOf(id, dynamic(id)));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      // What can run without a session: never through the signed-in module, whoever imports it.
      const publicPart = reach([...entries, ...roots.publicPages], (id) => roots.publicImporters.test(id), roots.signedIn);
      shell.clear();
      list.clear();
      // The two modules themselves stay in chunks of their own (the targets of their dynamic imports).
      const staticOnly = () => false;
      for (const id of reach(importsOf(roots.signedIn, false), staticOnly)) if (!publicPart.has(id)) shell.add(id);
      for (const id of reach(importsOf(roots.list, false), staticOnly)) if (!publicPart.has(id) && !shell.has(id) && id !== roots.signedIn) list.add(id);
    },
  };
  return { plugin, isShell: (id: string) => shell.has(id), isList: (id: string) => list.has(id) };
}
