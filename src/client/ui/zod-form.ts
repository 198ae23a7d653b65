import type { z } from 'zod';

/**
 * Validates Mantine form values with a shared zod schema, so a form shows the same messages the
 * server answers with. Returns field path -> first message.
 */
export function zodValidate<T>(schema: z.ZodType<T>) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}
