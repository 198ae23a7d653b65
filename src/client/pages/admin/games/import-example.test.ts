import { describe, expect, it } from 'vitest';
import { buildSeason, springCalendar } from '../../../../shared/season';
import { importExample } from './import-example';

describe('importExample', () => {
  const season = buildSeason(1, '2025', springCalendar(2025, 'America/New_York'));

  it("pairs the division's first two teams on days of the season", () => {
    expect(importExample([{ name: 'Brookfield Titans' }, { name: 'Clearwater Sluggers' }, { name: 'Granite Raptors' }], season)).toBe(
      'Brookfield Titans @ Clearwater Sluggers - Sat May 31 @ 10:00 AM\nClearwater Sluggers @ Brookfield Titans - Tue Jun 3 @ TBD',
    );
    expect(importExample([{ name: 'A' }, { name: 'B' }], buildSeason(1, '2026', springCalendar(2026, 'America/New_York')))).toBe(
      'A @ B - Sat May 30 @ 10:00 AM\nB @ A - Tue Jun 2 @ TBD',
    );
  });

  it('uses neutral names without two teams to pair', () => {
    expect(importExample([], season)).toBe('Visiting Team @ Home Team - Sat May 31 @ 10:00 AM\nHome Team @ Visiting Team - Tue Jun 3 @ TBD');
    expect(importExample([{ name: 'Lone Team' }], season)).toContain('Visiting Team @ Home Team');
  });
});
