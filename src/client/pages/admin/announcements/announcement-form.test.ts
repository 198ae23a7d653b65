import { describe, expect, it } from 'vitest';
import type { AdminAnnouncement } from '../../../../shared/schemas/announcements';
import { formOf, inputOf, validateForm } from './announcement-form';

const TZ = 'America/New_York';

describe("the announcement dialog's fields", () => {
  it('start a new announcement at the quarter hour begun, on the league clock, for a day, for the whole league, not mailed', () => {
    const form = formOf(null, TZ, new Date('2025-05-17T13:07:00Z'));
    expect(form).toEqual({
      title: '',
      text: '',
      divisionId: null,
      startDate: '2025-05-17',
      startTime: '09:00',
      endDate: '2025-05-18',
      endTime: '09:00',
      mail: false,
    });
  });

  it("read an announcement's times on the league clock and send them back as the same moments", () => {
    const announcement: AdminAnnouncement = {
      id: 4,
      title: 'Rainout',
      text: 'No games Saturday.',
      divisionId: 3,
      divisionName: '10U',
      startsAt: '2025-05-16T22:00:00.000Z',
      endsAt: '2025-05-18T04:00:00.000Z',
      mail: true,
      mailedAt: null,
      state: 'scheduled',
      updatedAt: '2025-05-16T20:00:00.000Z',
    };
    const form = formOf(announcement, TZ, new Date());
    expect(form).toMatchObject({ divisionId: '3', startDate: '2025-05-16', startTime: '18:00', endDate: '2025-05-18', endTime: '00:00', mail: true });
    expect(inputOf(form, TZ)).toEqual({
      title: 'Rainout',
      text: 'No games Saturday.',
      divisionId: 3,
      startsAt: announcement.startsAt,
      endsAt: announcement.endsAt,
      mail: true,
    });
  });

  it("say what is missing or wrong with the server's own words, on the field concerned", () => {
    const validate = validateForm(TZ);
    const form = formOf(null, TZ, new Date('2025-05-17T13:07:00Z'));
    expect(validate({ ...form, startTime: '' })).toEqual({ startTime: 'Pick the time it starts' });
    expect(validate({ ...form, title: 'Rainout', text: 'No games.', endDate: '2025-05-16' })).toEqual({ endDate: 'The end must come after the start' });
    expect(validate(form)).toEqual({ title: 'Title is required', text: 'Text is required' });
    expect(validate({ ...form, title: 'Rainout', text: 'No games.' })).toEqual({});
  });
});
