/** Empty query values mean "not given" (cleared filters, `?parentId=`), as the console sends them. */
export function dropEmpty(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) if (value !== '') out[key] = value;
  }
  return out;
}
