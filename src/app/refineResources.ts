import type { ResourceProps } from '@refinedev/core';
import { resourceEntries } from '@resources/index';

/** The resource registry as Refine resources: names and routes; each page passes its calls in `meta.api`. */
export const refineResources: ResourceProps[] = resourceEntries.map((r) => ({
  name: r.name,
  list: r.routes.list,
  create: r.routes.create,
  edit: r.routes.edit,
  show: r.routes.show,
  meta: { label: `${r.name}.titles.list` },
}));
