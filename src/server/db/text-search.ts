import { sql, type Expression, type SqlBool } from 'kysely';

/** The words of a search box, lower-case; a row matches when it holds every one. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
}

/**
 * Whether the text column holds the word, whatever its case, on both engines (PostgreSQL's `like`
 * minds case, SQLite's does not); `%`, `_` and `\` in the word are taken as typed.
 */
export function holdsWord(column: Expression<string | null>, word: string): Expression<SqlBool> {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}
