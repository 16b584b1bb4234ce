import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The file names antd's icons are drawn with ('plus', 'download', 'close-circle'): `@ant-design/icons` labels
 * each icon `<span role="img" aria-label="plus">`, so a control that lets its icon speak is read with that English
 * word. Read from the icon set itself (each icon's own `name`), so an icon added upstream is known at once.
 */
function readIconNames(): Set<string> {
  // The set the console's icon package draws from (a dependency of it, resolved from it).
  const icons = createRequire(import.meta.url).resolve('@ant-design/icons/package.json');
  const dir = join(dirname(createRequire(icons).resolve('@ant-design/icons-svg/package.json')), 'lib', 'asn');
  const names = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    const name = /"name":\s*"([^"]+)"/.exec(readFileSync(join(dir, file), 'utf8'))?.[1];
    if (name) names.add(name);
  }
  if (names.size < 300) throw new Error(`only ${names.size} icon names read from ${dir}`);
  return names;
}

let known: Set<string> | undefined;

/** The words of `name` that are an icon's file name, in order. */
export function iconWordsIn(name: string): string[] {
  known ??= readIconNames();
  return name.split(/\s+/).filter((word) => known!.has(word));
}
