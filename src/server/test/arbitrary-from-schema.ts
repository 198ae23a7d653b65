import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** Values a hostile client likes to send where something else is expected. */
export const nasty = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant(-1),
  fc.constant(0),
  fc.constant(2 ** 53),
  fc.constant(1e308),
  fc.constant(-2147483649),
  fc.constant('1; drop table users; --'),
  fc.constant("' or '1'='1"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('../../etc/passwd'),
  fc.constant('𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ \u0000 \u202e'),
  fc.constant('x'.repeat(20_000)),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant({ constructor: { prototype: { admin: true } } }),
  fc.constant([]),
  fc.constant({}),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
);

function fromJsonSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return nasty;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => fromJsonSchema(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      // Now and then with a NUL character in it, which one engine stores and the other refuses.
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) }) },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }).map((text) => `${text}\u0000`) },
      );
    case 'integer':
      return fc.oneof(
        fc.integer({ min: Math.max(schema.minimum ?? -5, -1000), max: Math.min(schema.maximum ?? 120, 100_000) }),
        fc.integer({ min: 1, max: 60 }),
      );
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? fromJsonSchema(schema.items, depth + 1) : nasty, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 8),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      return fc.record(Object.fromEntries(properties.map(([key, value]) => [key, fromJsonSchema(value, depth + 1)])), {
        requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
      });
    }
    default:
      return nasty;
  }
}

/**
 * Values shaped like what a zod schema accepts (right keys and types, random contents), mixed
 * with plainly hostile ones. Many pass the schema and reach the service with ids and values that
 * make no sense there.
 */
export function arbitraryFor(schema: unknown): fc.Arbitrary<unknown> {
  if (!(schema instanceof z.ZodType)) return nasty;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof({ weight: 3, arbitrary: fromJsonSchema(json, 0) }, { weight: 1, arbitrary: nasty });
}
