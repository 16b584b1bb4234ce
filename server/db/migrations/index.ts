import type { Kysely } from 'kysely';
import * as m001 from './001_core';
import * as m050 from './050_tasks';

export interface Migration {
  name: string;
  up(db: Kysely<any>): Promise<void>;
}

/** Every migration, in the order they run. Append new ones; never edit one that has shipped. */
export const migrations: Migration[] = [
  { name: '001_core', up: m001.up },
  { name: '050_tasks', up: m050.up },
];
