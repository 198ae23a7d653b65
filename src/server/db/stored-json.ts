import type { z } from 'zod';

/** JSON kept in a text column, read back through its schema: a value that does not fit fails loudly instead of flowing on. */
export function parseStored<T>(schema: z.ZodType<T>, text: string): T {
  return schema.parse(JSON.parse(text));
}
