import type { WithheldField } from '@schemas/access';
import { getStore } from './storage';
import { KEYS } from './session';

/**
 * The fields the signed-in user's roles withhold (docs/security.md, "Users, roles and data scopes"), as the user
 * info said at sign-in: the server sends them as null, and the console shows 无权查看 / Hidden where they would be.
 */
export const withheldFields = (): WithheldField[] => getStore<WithheldField[]>(KEYS.withheld) ?? [];

/** Whether the user's roles withhold a field. */
export const isWithheld = (field: WithheldField | undefined): boolean => field !== undefined && withheldFields().includes(field);

/** Whether the user signed in with a temporary password and has not set their own yet. */
export const mustSetPassword = (): boolean => getStore<boolean>(KEYS.passwordTemporary) === true;
