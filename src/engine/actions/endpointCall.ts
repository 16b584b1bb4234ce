import type { ResourceDecl } from '@resources/define';
import { fillPath } from '@/providers/dataProvider';

/** A call of a resource's `api` with its `:params` filled from a record; POST unless the declaration says. */
export function endpointCall(resource: Pick<ResourceDecl, 'name' | 'api'>, key: string, record: Record<string, unknown>) {
  const ep = resource.api[key];
  if (!ep) throw new Error(`resource "${resource.name}" declares no "${key}" endpoint`);
  const { url, method } = typeof ep === 'string' ? { url: ep, method: 'post' as const } : { url: ep.url, method: ep.method ?? 'post' };
  return { url: fillPath(url, record), method };
}
