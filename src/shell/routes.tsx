import { getConfig } from '@/providers/config';
import { lazyPage } from '@/providers/chunkErrors';

/*
 * The public routes' parts of the shell, in the first download; the signed-in routes' own are in
 * shellPageRoutes.tsx, with the signed-in part (docs/performance.md#what-the-browser-loads).
 */

export const LockPage = lazyPage(() => import('@/pages/lock/LockPage'));

/** The internal login pages (docs/product.md#public-routes); the operations client answers them with 404. */
export const INTERNAL_LOGIN_PATHS = ['/loginIndex', '/index', '/honghuotai'];

/** docs/product.md#routing-rules: in the operations client the internal login pages give 404. */
export const internalLoginAllowed = () => getConfig().clientMode !== 'operate';
