import type { ResourceDecl } from './define';
import { accountTypeResource } from './accountType';

/** Every resource the console knows; the menu tree decides which of them a user sees. */
export const resources: ResourceDecl[] = [accountTypeResource];

export const findResourceByPath = (path: string): ResourceDecl | undefined =>
  resources.find((r) => Object.values(r.routes).includes(path));

export type { ResourceDecl } from './define';
