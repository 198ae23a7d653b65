import { z } from 'zod';
import { idParam, isoDateString, queryParams } from './common';

/** GET /api/audit-log: filters (all optional) and the page, newest entries first. */
export const auditQuery = queryParams({
  actorId: idParam.optional(),
  entity: z.string().trim().min(1).max(60).optional(),
  action: z.string().trim().min(1).max(60).optional(),
  from: isoDateString.optional(),
  to: isoDateString.optional(),
  page: z.coerce
    .number({ message: 'Page must be a number' })
    .int({ message: 'Page must be a whole number' })
    .min(1, { message: 'Page must be at least 1' })
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ message: 'Page size must be a number' })
    .int({ message: 'Page size must be a whole number' })
    .min(1, { message: 'Page size must be at least 1' })
    .max(100, { message: 'Page size must be at most 100' })
    .default(50),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must not be after the end date', path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuery>;

/** A user named in the log; `name` is null when the account has since been deleted. */
const auditUser = z.object({ id: z.number(), name: z.string().nullable() });
export type AuditUser = z.infer<typeof auditUser>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor: auditUser.nullable(),
  impersonator: auditUser.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** What the filters can choose from: everyone, every entity and every action in the log. */
  choices: z.object({
    actors: z.array(z.object({ id: z.number(), name: z.string().nullable() })),
    entities: z.array(z.string()),
    actions: z.array(z.string()),
  }),
});
export type AuditPage = z.infer<typeof auditPage>;
