import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backup, BackupField, RestoreBody, RestoreResult } from '../../shared/schemas/backup';
import { apiRequest } from './http';
import { invalidatePaths } from './invalidate';

const BACKUPS = '/api/admin/backups';

export function useBackups() {
  return useQuery<Backup[]>({ queryKey: [BACKUPS] });
}

export function useCreateBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Backup>('POST', '/api/admin/backup'),
    onSettled: () => invalidatePaths(client, [BACKUPS]),
  });
}

/** The fields a backup holds, to choose which to restore. */
export function useBackupFields(date: string) {
  return useQuery<BackupField[]>({ queryKey: [`${BACKUPS}/${date}/fields`] });
}

/** Restored fields change the field lists and the field names shown with games. */
export function useRestoreFields() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RestoreBody) => apiRequest<RestoreResult>('POST', '/api/admin/restore', body),
    onSettled: () => invalidatePaths(client, ['/api/fields', '/api/games', '/api/coaches/']),
  });
}

export function backupDownloadUrl(date: string): string {
  return `${BACKUPS}/${encodeURIComponent(date)}/download?type=database`;
}
