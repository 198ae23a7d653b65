import { Failure } from '../../errors';

/** What the file system's error codes mean for someone looking after the backup folder. */
const REASONS: Record<string, string> = {
  ENOSPC: 'the disk that holds the backup folder is full',
  EDQUOT: 'the disk quota of the backup folder is used up',
  EACCES: 'the server is not allowed to write to the backup folder',
  EPERM: 'the server is not allowed to write to the backup folder',
  EROFS: 'the backup folder is on a read-only disk',
  ENOTDIR: 'the backup folder setting (BACKUP_DIR) names a path that is not a folder',
  EEXIST: 'the backup folder setting (BACKUP_DIR) names a file, not a folder',
};

/**
 * A backup that could not be written because of the backup folder or its disk, as a refusal the
 * administrator can act on (503: the request was right, the server cannot store it now), or null
 * when the error has another cause.
 */
export function backupFolderFailure(error: unknown): Failure | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const reason = code === undefined ? undefined : REASONS[code];
  if (!reason) return null;
  return new Failure(
    'unavailable',
    `The backup could not be saved: ${reason}. The league's data is not affected; ask whoever runs the server to fix the backup folder, then try again.`,
  );
}
