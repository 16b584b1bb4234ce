import type { z } from 'zod';
import type { scmParamSchema } from './menuAdmin';

/**
 * Supply-chain parameters (docs/product.md#the-menu-and-modules: they load on navigation when module 300 is active and none
 * are loaded). Our naming: `GET /scm/params` returns the tenant's parameters.
 */
export type ScmParam = z.output<typeof scmParamSchema>;
