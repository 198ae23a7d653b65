import { describe, expect, it } from 'vitest';
import { springCalendar } from '../../../../shared/season';
import { calendarOfForm, formOfCalendar, newSeasonOfForm, nextSeasonName, validateSeasonForm, withPhase2Moved } from './season-form';

describe('the season form', () => {
  it('names the next season by moving the year in the name on', () => {
    expect(nextSeasonName('2025')).toBe('2026');
    expect(nextSeasonName('Fall 2026')).toBe('Fall 2027');
    expect(nextSeasonName('Spring league')).toBe('');
  });

  it('gives back the calendar it was filled from', () => {
    const calendar = springCalendar(2026, 'America/Chicago');
    expect(calendarOfForm(formOfCalendar('2026', calendar))).toEqual(calendar);
  });

  it('carries coaches only with their teams, and teams and formats only with their divisions', () => {
    const form = { ...formOfCalendar('2026', springCalendar(2026, 'UTC')), carryDivisions: false };
    expect(newSeasonOfForm(form, 7)).toMatchObject({
      fromSeasonId: 7,
      carry: { divisions: false, teams: false, coachAssignments: false, playoffFormats: false },
    });
  });

  it('moves the phase 2 window with phase 2 when the first day or the length of phase 1 changes', () => {
    const form = formOfCalendar('2026', springCalendar(2026, 'UTC'));
    expect([form.firstDay, form.windowStart, form.windowEnd]).toEqual(['2026-04-01', '2026-05-25', '2026-06-22']);
    // A week later: phase 2 starts a week later, and so does the window.
    const later = { ...form, ...withPhase2Moved(form, { firstDay: '2026-04-08' }) };
    expect([later.windowStart, later.windowEnd]).toEqual(['2026-06-01', '2026-06-29']);
    expect(validateSeasonForm(later)).toEqual({});
    // Two more weeks of phase 1.
    const longer = { ...later, ...withPhase2Moved(later, { phase1: later.phase1 + 2 }) };
    expect([longer.windowStart, longer.windowEnd]).toEqual(['2026-06-15', '2026-07-13']);
    expect(validateSeasonForm(longer)).toEqual({});
    // A week more of phase 2: the window ends a week later, keeping its place before phase 2's end.
    const wider = { ...longer, ...withPhase2Moved(longer, { phase2: longer.phase2 + 1 }) };
    expect([wider.windowStart, wider.windowEnd]).toEqual(['2026-06-15', '2026-07-20']);
    expect(validateSeasonForm(wider)).toEqual({});
    // Three weeks of phase 2 instead of six: the window shrinks with it.
    const narrower = { ...wider, ...withPhase2Moved(wider, { phase2: 3 }) };
    expect(validateSeasonForm(narrower)).toEqual({});
    // While the first day is being typed, nothing else moves.
    expect(withPhase2Moved(form, { firstDay: '' })).toEqual({ firstDay: '' });
  });

  it("puts the server's messages on the inputs they are about", () => {
    const form = formOfCalendar('', { ...springCalendar(2026, 'UTC'), phase2Availability: { start: '2026-04-02', end: '2026-04-09' } });
    expect(validateSeasonForm({ ...form, timeZone: 'Nowhere/Else' })).toEqual({
      name: 'Season name is required',
      timeZone: 'Time zone is not a known time zone (e.g. America/New_York)',
      windowStart: 'The phase 2 window must lie within phase 2 (2026-05-25 to 2026-06-28)',
    });
  });
});
