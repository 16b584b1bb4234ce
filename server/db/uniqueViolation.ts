/** Whether a write failed on a unique index (PostgreSQL's 23505, PGlite's too): the index decides a duplicate. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
