import { describe, expect, it } from 'vitest';
import { clockForViewer, clockLabel, formatLeague, leagueClock, leagueDate, localToUtcIso, zoneAbbreviation } from './league-time';

const NY = 'America/New_York';

describe('league time', () => {
  it('stores a local game time as UTC, across daylight saving time', () => {
    expect(localToUtcIso('2025-04-12', '09:00', NY)).toBe('2025-04-12T13:00:00.000Z');
    expect(localToUtcIso('2025-01-15', '18:00', NY)).toBe('2025-01-15T23:00:00.000Z');
  });

  it('shows an instant on the league clock', () => {
    expect(formatLeague('2025-04-12T13:00:00.000Z', NY, 'EEE, MMM d, yyyy @ h:mm a')).toBe('Sat, Apr 12, 2025 @ 9:00 AM');
    expect(formatLeague('2025-06-01T03:30:00.000Z', NY, 'EEE, MMM d, yyyy @ h:mm a')).toBe('Sat, May 31, 2025 @ 11:30 PM');
    expect(formatLeague('2025-05-20T16:05:00.000Z', NY, 'h:mm a')).toBe('12:05 PM');
    expect(formatLeague('2025-05-20T04:05:00.000Z', NY, 'h:mm a')).toBe('12:05 AM');
    expect(leagueDate('2025-06-01T03:30:00.000Z', NY)).toBe('2025-05-31');
    expect(leagueClock('2025-06-01T03:30:00.000Z', NY)).toBe('23:30');
    expect(leagueClock('2025-06-01T04:00:00.000Z', NY)).toBe('00:00');
  });

  it('writes a clock time for people', () => {
    expect(clockLabel('18:00')).toBe('6:00 PM');
    expect(clockLabel('00:15')).toBe('12:15 AM');
    expect(clockLabel('12:00')).toBe('12:00 PM');
  });

  it("names the league's time zone beside a game's clock when the viewer's clock reads otherwise", () => {
    const summer = '2025-05-20T22:00:00.000Z';
    const winter = '2025-01-15T23:00:00.000Z';
    expect(clockForViewer(summer, NY, NY)).toBe('6:00 PM');
    expect(clockForViewer(summer, NY, null)).toBe('6:00 PM');
    // Another zone name, the same clock: nothing to tell apart.
    expect(clockForViewer(summer, NY, 'America/Detroit')).toBe('6:00 PM');
    expect(clockForViewer(summer, 'America/Chicago', NY)).toBe('5:00 PM CDT');
    expect(clockForViewer(winter, 'America/Chicago', 'Europe/Berlin')).toBe('5:00 PM CST');
    expect(zoneAbbreviation(summer, 'Europe/Berlin')).toBe('GMT+2');
  });
});
