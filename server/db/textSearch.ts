/** Escapes LIKE wildcards in user text and wraps it for a "contains" match. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive only where case exists: a term without letters that have case (Chinese names) uses LIKE,
 * several times faster than ILIKE on multi-byte text and with the same result.
 */
export const containsOp = (text: string) => (text.toLowerCase() === text.toUpperCase() ? ('like' as const) : ('ilike' as const));
