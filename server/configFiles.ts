import { readFileSync } from 'node:fs';

/**
 * Secrets mounted as files (Docker and Kubernetes secrets): `<NAME>_FILE` names a file whose content, without
 * its final line break, is the value of `<NAME>`. Setting both is refused, so an operator never wonders which won.
 */
export function readSecretFiles(env: NodeJS.ProcessEnv, names: readonly string[]): { values: Record<string, string | undefined>; problems: string[] } {
  const values: Record<string, string | undefined> = { ...env };
  const problems: string[] = [];
  for (const name of names) {
    const path = env[`${name}_FILE`];
    if (path === undefined || path.trim() === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`${name} and ${name}_FILE are both set; set only one of them`);
      continue;
    }
    try {
      values[name] = readFileSync(path.trim(), 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${name}_FILE names '${path}', which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return { values, problems };
}
