import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backup, BackupField, RestoreBody, RestorePreview, RestoreResult } from '../../shared/schemas/backup';
import { apiGet, apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { fieldQueries, gameQueries } from './league';

const BACKUPS = '/api/admin/backups';

export const backupQueries = {
  all: () => ['backups'] as const,
  list: () => queryOptions({ queryKey: [...backupQueries.all(), 'list'], queryFn: () => apiGet<Backup[]>(BACKUPS) }),
  /** The fields a backup holds, to choose which to restore. */
  fields: (date: string) =>
    queryOptions({ queryKey: [...backupQueries.all(), 'fields', date], queryFn: () => apiGet<BackupField[]>(`${BACKUPS}/${date}/fields`) }),
};

export function useBackups() {
  return useQuery(backupQueries.list());
}

export function useCreateBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Backup>('POST', '/api/admin/backup'),
    onSettled: () => invalidateReads(client, [backupQueries.all()]),
  });
}

export function useBackupFields(date: string) {
  return useQuery(backupQueries.fields(date));
}

/** Restored fields change the field lists and the field names shown with games. */
export function useRestoreFields() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RestoreBody) => apiRequest<RestoreResult>('POST', '/api/admin/restore', body),
    onSettled: () => invalidateReads(client, [fieldQueries.all(), gameQueries.all()]),
  });
}

/** What a restore would change, counted when asked. */
export const restorePreview = (body: RestoreBody) => apiRequest<RestorePreview>('POST', '/api/admin/restore/preview', body);

export function backupDownloadUrl(date: string): string {
  return `${BACKUPS}/${encodeURIComponent(date)}/download?type=database`;
}
