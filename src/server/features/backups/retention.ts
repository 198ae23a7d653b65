import { leagueDate } from '../../../shared/league-time';

export const KEEP_ALL_DAYS = 14;
export const KEEP_MONTHLY_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;

export interface KeptBackup {
  date: string;
  createdAt: string;
}

/**
 * Which backups to delete (docs/decisions: backup retention). Kept are: the newest backup, always;
 * every backup of the last 14 days; and, for the last 365 days, the newest backup of each calendar
 * month (in the league's time zone). Everything else goes.
 */
export function backupsToPrune(backups: readonly KeptBackup[], now: Date, timeZone: string): string[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const keep = new Set<string>();
  const monthsSeen = new Set<string>();
  for (const [index, backup] of newestFirst.entries()) {
    const age = now.getTime() - new Date(backup.createdAt).getTime();
    const month = leagueDate(backup.createdAt, timeZone).slice(0, 7);
    const firstOfMonth = !monthsSeen.has(month);
    monthsSeen.add(month);
    if (index === 0 || age < KEEP_ALL_DAYS * DAY_MS || (age < KEEP_MONTHLY_DAYS * DAY_MS && firstOfMonth)) keep.add(backup.date);
  }
  return newestFirst.filter((b) => !keep.has(b.date)).map((b) => b.date);
}
