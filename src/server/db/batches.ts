/**
 * Rows per statement for long lists (multi-row inserts, `in (...)` lists): a request then runs one
 * query per batch, not per row, and stays far below the bound parameters a statement may have
 * (32,766 on SQLite, 65,535 on PostgreSQL) even for wide rows.
 */
export const BATCH_SIZE = 500;

/** The items in order, cut into lists of at most `size`. */
export function batches<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const cut: T[][] = [];
  for (let i = 0; i < items.length; i += size) cut.push(items.slice(i, i + size));
  return cut;
}
