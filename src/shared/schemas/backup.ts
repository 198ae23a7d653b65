import { z } from 'zod';
import { queryParams } from './common';

/** A backup's name: the UTC instant it was taken, e.g. 2025-05-20T04-00-00-000Z. */
export const BACKUP_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

export const backupDate = z.string().regex(BACKUP_DATE_PATTERN, { message: 'Not a backup name' });

/**
 * A backup in the list. `hasDatabase` and `hasFields` are always true (every table, fields
 * included); `hasCode` is always false: the code lives in version control.
 */
export const backup = z.object({
  date: z.string(),
  created: z.string(),
  size: z.number(),
  hasDatabase: z.boolean(),
  hasCode: z.boolean(),
  hasFields: z.boolean(),
});
export type Backup = z.infer<typeof backup>;

/** A field as a backup holds it, offered for a restore. */
export const backupField = z.object({ id: z.number(), name: z.string(), address: z.string() });
export type BackupField = z.infer<typeof backupField>;

export const NO_FIELDS_SELECTED = 'Please select at least one field to restore';

export const restoreBody = z.object({
  backupDate,
  fieldIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, { message: NO_FIELDS_SELECTED })
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A field is listed twice' }),
});
export type RestoreBody = z.infer<typeof restoreBody>;

/** `gamesGivenField`: games that had a restored field when the backup was taken and were TBD, now on it again. */
export const restoreResult = z.object({ restoredFields: z.number(), gamesGivenField: z.number() });
export type RestoreResult = z.infer<typeof restoreResult>;

/**
 * POST /api/admin/restore/preview: what the same restore would change, in numbers; writes nothing.
 * `gamesFieldBusy`: games that had a restored field and are TBD now, but stay TBD because another
 * game holds the field at their time.
 */
export const restorePreview = z.object({ fieldsOverwritten: z.number(), fieldsRecreated: z.number(), gamesGivenField: z.number(), gamesFieldBusy: z.number() });
export type RestorePreview = z.infer<typeof restorePreview>;

export const backupDownloadQuery = queryParams({
  type: z.enum(['database', 'code'], { message: "type must be 'database' or 'code'" }).default('database'),
});

/** A list of `backup`, as the API answers it. */
export const backupList = z.array(backup);

/** A list of `backupField`, as the API answers it. */
export const backupFieldList = z.array(backupField);
