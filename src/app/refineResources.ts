import type { ResourceProps } from '@refinedev/core';
import { resources } from '@resources/index';

/** The resource registry as Refine resources; endpoints travel in `meta.api` to the data provider. */
export const refineResources: ResourceProps[] = resources.map((r) => ({
  name: r.name,
  list: r.routes.list,
  create: r.routes.create,
  edit: r.routes.edit,
  show: r.routes.show,
  meta: { api: r.api, label: `${r.name}.titles.list`, idField: r.idField ?? 'id' },
}));
