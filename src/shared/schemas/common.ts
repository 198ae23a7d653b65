import { z } from 'zod';

/** Every error answer of the API has this one shape. */
export const errorBody = z.object({ message: z.string() });

/** A positive integer id taken from a path or query string. */
/** A row's id in a path or a query, refused with the parameter's own name ("Division must be a number"). */
export function namedId(name: string) {
  return z.coerce
    .number({ message: `${name} must be a number` })
    .int({ message: `${name} must be a whole number` })
    .positive({ message: `${name} must be positive` })
    .max(2_147_483_647, { message: `${name} is out of range` });
}

export const idParam = namedId('Id');

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
