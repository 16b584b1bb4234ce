import type { Kysely } from 'kysely';
import * as m001 from './001_core';
import * as m030 from './030_shell';
import * as m031 from './031_scm_param';

export interface Migration {
  name: string;
  up(db: Kysely<any>): Promise<void>;
}

/** Every migration, in the order they run. Append new ones; never edit one that has shipped. */
export const migrations: Migration[] = [
  { name: '001_core', up: m001.up },
  { name: '030_shell', up: m030.up },
  { name: '031_scm_param', up: m031.up },
];
