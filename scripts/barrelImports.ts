import { dirname, join } from 'node:path';

/** What the build knows of a module: its code (as transformed) and the ids its static imports resolved to. */
export interface ModuleView {
  code: string | null;
  importedIds: readonly string[];
}

const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const STAR_REEXPORT = /export\s*\*\s*from\s*['"]([^'"]+)['"]/g;
const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '').replace(/[\\/]index$/, '');

/** The package a module of node_modules belongs to, as code imports it: `antd`, `@ant-design/icons`. */
export function packageOf(id: string): string | null {
  const parts = id
    .split(/node_modules[\\/]/)
    .pop()!
    .split(/[\\/]/);
  if (parts.length === id.split(/[\\/]/).length) return null;
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * The modules a library's index re-exports, by exported name (`Button` -> antd/es/button/index.js), following
 * `export *` into indexes that only re-export too. Null when a name cannot be placed (the caller then keeps
 * the whole index).
 */
export function reexports(barrel: string, view: (id: string) => ModuleView | null): Map<string, string> | null {
  const map = new Map<string, string>();
  const visit = (id: string): boolean => {
    const info = view(id);
    if (!info?.code) return false;
    const resolve = (specifier: string) => {
      const target = withoutExtension(join(dirname(id), specifier));
      return info.importedIds.find((imported) => withoutExtension(imported) === target) ?? null;
    };
    for (const [, names, specifier] of info.code.matchAll(NAMED_REEXPORT)) {
      const target = resolve(specifier);
      if (!target) return false;
      for (const name of names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean))
        map.set(name.split(/\s+as\s+/).pop()!, target);
    }
    for (const [, specifier] of info.code.matchAll(STAR_REEXPORT)) {
      const target = resolve(specifier);
      // A star over a module with code of its own (not only re-exports): its names are unknown here.
      if (!target || !visit(target)) return false;
    }
    return true;
  };
  return visit(barrel) ? map : null;
}

/**
 * The names a module imports from a package: `import { Button, Modal as M } from 'antd'` gives Button and
 * Modal. Null when it takes the package otherwise (a namespace or default import, a re-export), so the caller
 * keeps the whole index.
 */
export function namesImported(code: string, pkg: string): string[] | null {
  const quoted = `['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`;
  const mentions = code.match(new RegExp(`from\\s*${quoted}`, 'g'))?.length ?? 0;
  const named = [...code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))];
  if (named.length !== mentions) return null;
  return named.flatMap(([, names]) =>
    names
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean),
  );
}
