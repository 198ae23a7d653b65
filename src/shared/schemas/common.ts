import { z } from 'zod';

/** Every error answer of the API has this one shape. */
export const errorBody = z.object({ message: z.string() });

/** A positive integer id taken from a path or query string. */
export const idParam = z.coerce
  .number({ message: 'Id must be a number' })
  .int({ message: 'Id must be a whole number' })
  .positive({ message: 'Id must be positive' })
  .max(2_147_483_647, { message: 'Id is out of range' });

export const idParams = z.object({ id: idParam });

export const isoDateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be yyyy-MM-dd' });

export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Time must be HH:mm' });

export const okBody = z.object({ ok: z.literal(true) });

/** A query string: a parameter the route does not take is refused, by name, rather than ignored. */
export function queryParams<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}` : undefined),
  });
}
