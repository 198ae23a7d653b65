import { describe, expect, it } from 'vitest';
import { backupsToPrune, type KeptBackup } from './retention';

const ZONE = 'America/New_York';
const NOW = new Date('2026-03-15T12:00:00.000Z');

function at(createdAt: string): KeptBackup {
  return { date: createdAt.replace(/[:.]/g, '-'), createdAt };
}

function daysAgo(days: number, hourUtc = 5): KeptBackup {
  const instant = new Date(NOW.getTime() - days * 24 * 3600 * 1000);
  instant.setUTCHours(hourUtc, 0, 0, 0);
  return at(instant.toISOString());
}

describe('backupsToPrune', () => {
  it('keeps every backup of the last 14 days, however many there are', () => {
    const recent = [0, 1, 1, 2, 5, 9, 13].map((d, i) => daysAgo(d, 4 + i));
    expect(backupsToPrune(recent, NOW, ZONE)).toEqual([]);
  });

  it('keeps only the newest backup of each older month', () => {
    const january = [at('2026-01-31T05:00:00.000Z'), at('2026-01-20T05:00:00.000Z'), at('2026-01-02T05:00:00.000Z')];
    const february = [at('2026-02-27T05:00:00.000Z'), at('2026-02-10T05:00:00.000Z')];
    const pruned = backupsToPrune([...january, ...february, daysAgo(1)], NOW, ZONE);
    expect(pruned.sort()).toEqual([january[1]?.date, january[2]?.date, february[1]?.date].sort());
  });

  it("places a backup in its month by the league's clock, not UTC", () => {
    // 04:30 UTC on 1 February is still 31 January in New York.
    const lateJanuary = at('2026-02-01T04:30:00.000Z');
    const earlierJanuary = at('2026-01-25T05:00:00.000Z');
    expect(backupsToPrune([lateJanuary, earlierJanuary, daysAgo(0)], NOW, ZONE)).toEqual([earlierJanuary.date]);
  });

  it('deletes backups older than a year, but never the newest one', () => {
    const old = [at('2024-11-30T05:00:00.000Z'), at('2024-10-31T05:00:00.000Z')];
    expect(backupsToPrune([...old, daysAgo(3)], NOW, ZONE).sort()).toEqual(old.map((b) => b.date).sort());
    // A league that stopped taking backups long ago keeps its last one.
    expect(backupsToPrune(old, NOW, ZONE)).toEqual([old[1]?.date]);
  });

  it('prunes nothing from an empty list', () => {
    expect(backupsToPrune([], NOW, ZONE)).toEqual([]);
  });
});
