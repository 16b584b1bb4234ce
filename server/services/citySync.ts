import type { Kysely } from 'kysely';
import type { CitySyncResult } from '../../schemas/city';
import type { Database } from '../db/schema';
import { slyCitiesOf } from '../domain/cityReference';
import { loadSlyCities, rematchStandardCities } from '../repositories/cityMapping';

/** The sync of docs/product.md#cities-and-sync: reload the countries' business-travel cities, then re-match. Run in a transaction. */
export async function syncCountries(db: Kysely<Database>, tenantId: number, countryCodes: string[], level: number): Promise<CitySyncResult> {
  const result: CitySyncResult = { countryCodes, slyCities: 0, matched: 0, unmatched: 0 };
  for (const code of countryCodes) {
    const rows = await loadSlyCities(db, tenantId, code, slyCitiesOf(code));
    const [matched, unmatched] = await rematchStandardCities(db, tenantId, code, level);
    result.slyCities += rows.length;
    result.matched += matched;
    result.unmatched += unmatched;
  }
  return result;
}
