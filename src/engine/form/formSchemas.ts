import { use } from 'react';
import type { FormSchemas, ResourceDecl } from '@resources/define';
import { withChunkTimeout } from '@/providers/chunkErrors';

type SchemaLoader = () => Promise<FormSchemas>;

// One load per declaration's loader, kept: every later dialog of the resource has its schemas at once.
const loads = new WeakMap<SchemaLoader, Promise<FormSchemas>>();

function load(loader: SchemaLoader): Promise<FormSchemas> {
  let pending = loads.get(loader);
  if (!pending) {
    pending = withChunkTimeout(loader);
    // A failed load (network, new deployment) is tried again by the next dialog rather than remembered.
    pending.catch(() => loads.delete(loader));
    loads.set(loader, pending);
  }
  return pending;
}

/**
 * Starts loading a resource's dialog schemas when its dialog is asked for, alongside the dialog's own script,
 * so that the two arrive together.
 */
export function preloadFormSchemas(resource: ResourceDecl): void {
  if (typeof resource.schema === 'function') load(resource.schema).catch(() => undefined);
}

/**
 * The schemas of a resource's generated create and edit dialogs: as declared, or, when the declaration names a
 * loader (so that its list page loads without zod), once loaded; the dialog suspends until then.
 */
export function useFormSchemas(resource: ResourceDecl): FormSchemas | undefined {
  const schema = resource.schema;
  return typeof schema === 'function' ? use(load(schema)) : schema;
}
