/**
 * Whether a database error is a unique constraint refusing a duplicate (PostgreSQL 23505, SQLite
 * SQLITE_CONSTRAINT_UNIQUE). A service checks for duplicates first to give a good message; this
 * catches the one that slips in between check and insert from a concurrent request.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = error.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
