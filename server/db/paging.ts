/**
 * Where a list's page starts (the platform's `current` / `size` paging, docs/product.md#calls). A page number is valid
 * input up to MAX_PAGE (schemas/input.ts), but no tenant's list reaches PAGE_REACH rows: a page that starts beyond
 * it is answered empty, with the search's real total, without asking the database to skip that many rows.
 */
export const PAGE_REACH = 100_000_000;

export interface PageWindow {
  size: number;
  offset: number;
  /** The page starts beyond any list's rows: answer it empty without reading them. */
  beyondReach: boolean;
}

export function pageWindow(current: number, size: number): PageWindow {
  const offset = (current - 1) * size;
  return { size, offset, beyondReach: offset > PAGE_REACH };
}
