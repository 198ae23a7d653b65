import { describe, expect, it } from 'vitest';
import { springHolidays } from './season';
import { availabilitySubmission } from './schemas/availability';
import { choicesFromRecords, datesOfSide, setSide, submissionOf, type DateChoice } from './availability-dates';

/** The 2025 season's weekend-type days. */
const spring = { weekendDays: [0, 6], holidays: springHolidays(2025) };

describe('availability dates', () => {
  it('adds a date with the chosen side only; a home date starts at the usual time of that day', () => {
    const weekday = setSide([], '2025-05-27', 'home', true, spring);
    expect(weekday).toEqual([expect.objectContaining({ date: '2025-05-27', canPlayHome: true, canPlayAway: false, homeStartTimes: ['18:00'] })]);
    const saturday = setSide([], '2025-05-31', 'home', true, spring);
    expect(saturday[0]?.homeStartTimes).toEqual(['14:00']);
    const away = setSide([], '2025-06-02', 'away', true, spring);
    expect(away).toEqual([expect.objectContaining({ canPlayHome: false, canPlayAway: true, homeStartTimes: [] })]);
  });

  it('keeps the dates in order and both sides on one date', () => {
    let choices: DateChoice[] = [];
    choices = setSide(choices, '2025-06-10', 'away', true, spring);
    choices = setSide(choices, '2025-05-28', 'home', true, spring);
    choices = setSide(choices, '2025-06-10', 'home', true, spring);
    expect(choices.map((c) => c.date)).toEqual(['2025-05-28', '2025-06-10']);
    expect(choices[1]).toMatchObject({ canPlayHome: true, canPlayAway: true });
    expect(datesOfSide(choices, 'home')).toEqual(['2025-05-28', '2025-06-10']);
    expect(datesOfSide(choices, 'away')).toEqual(['2025-06-10']);
  });

  it('removes a date when one side is turned off while the other is off too', () => {
    let choices = setSide([], '2025-06-10', 'away', true, spring);
    choices = setSide(choices, '2025-06-10', 'home', true, spring);
    choices = setSide(choices, '2025-06-10', 'home', false, spring);
    expect(choices).toEqual([expect.objectContaining({ canPlayHome: false, canPlayAway: true, homeStartTimes: [] })]);
    expect(setSide(choices, '2025-06-10', 'away', false, spring)).toEqual([]);
    expect(setSide(choices, '2025-06-11', 'away', false, spring)).toEqual(choices);
  });

  it('forgets the times of a side that is turned off', () => {
    let choices = setSide([], '2025-06-10', 'home', true, spring);
    choices = setSide(choices, '2025-06-10', 'away', true, spring);
    choices = choices.map((c) => ({ ...c, awayEarliestStartTime: '09:00', awayLatestStartTime: '12:00' }));
    choices = setSide(choices, '2025-06-10', 'away', false, spring);
    expect(choices[0]).toMatchObject({ canPlayAway: false, awayEarliestStartTime: null, awayLatestStartTime: null, homeStartTimes: ['18:00'] });
  });

  it('round-trips through the saved records into a submission the server accepts', () => {
    const { choices, generalNotes } = choicesFromRecords([
      {
        teamId: 16,
        team: { name: 'Highland Falcons', divisionId: 3 },
        date: '2025-06-07',
        canPlayHome: true,
        canPlayAway: false,
        homeStartTimes: ['10:00'],
        awayEarliestStartTime: null,
        awayLatestStartTime: null,
        notes: null,
        generalNotes: 'Weeknights only after 6',
      },
    ]);
    expect(generalNotes).toBe('Weeknights only after 6');
    const submission = submissionOf(16, generalNotes, setSide(choices, '2025-05-29', 'away', true, spring));
    expect(availabilitySubmission.safeParse(submission).success).toBe(true);
    expect(submission.dates.map((d) => d.date)).toEqual(['2025-05-29', '2025-06-07']);
  });
});
