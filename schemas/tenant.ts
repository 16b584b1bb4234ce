import type { z } from 'zod';
import type { tenantRecordSchema } from './menuAdmin';
import { defineEnum } from './enums';

/** A tenant as `GET /admin/tenant/list` answers it (docs/product.md#users-and-organisations). */
export type TenantRecord = z.output<typeof tenantRecordSchema>;

/** A tenant's state: '0' in service, '9' stopped. */
export const tenantStatusEnum = defineEnum([
  { value: '0', zh: '正常', en: 'Active' },
  { value: '9', zh: '停用', en: 'Stopped' },
] as const);
