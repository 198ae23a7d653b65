import { addDays, parseISO } from 'date-fns';
import { leagueClock, leagueDate, localToUtcIso } from '../../../../shared/league-time';
import { announcementInput, type AdminAnnouncement, type AnnouncementInput } from '../../../../shared/schemas/announcements';

/** The dialog's fields: days and times on the league's clock; no division means the whole league. */
export interface AnnouncementForm {
  title: string;
  text: string;
  divisionId: string | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  mail: boolean;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** An announcement's fields, or a new one's: showing from now (the quarter hour begun), for a day. */
export function formOf(announcement: AdminAnnouncement | null, timeZone: string, now: Date): AnnouncementForm {
  const start = announcement?.startsAt ?? new Date(Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString();
  const end = announcement?.endsAt ?? addDays(parseISO(start), 1).toISOString();
  return {
    title: announcement?.title ?? '',
    text: announcement?.text ?? '',
    divisionId: announcement?.divisionId === undefined || announcement.divisionId === null ? null : String(announcement.divisionId),
    startDate: leagueDate(start, timeZone),
    startTime: leagueClock(start, timeZone),
    endDate: leagueDate(end, timeZone),
    endTime: leagueClock(end, timeZone),
    mail: announcement?.mail ?? false,
  };
}

/** What the server is sent. */
export function inputOf(form: AnnouncementForm, timeZone: string): AnnouncementInput {
  return {
    title: form.title,
    text: form.text,
    divisionId: form.divisionId === null ? null : Number(form.divisionId),
    startsAt: localToUtcIso(form.startDate, form.startTime, timeZone),
    endsAt: localToUtcIso(form.endDate, form.endTime, timeZone),
    mail: form.mail,
  };
}

const FIELD_OF: Record<string, keyof AnnouncementForm> = { startsAt: 'startDate', endsAt: 'endDate' };

/** The form's errors by field, with the server's own messages. */
export function validateForm(timeZone: string) {
  return (form: AnnouncementForm): Partial<Record<keyof AnnouncementForm, string>> => {
    const errors: Partial<Record<keyof AnnouncementForm, string>> = {};
    if (!form.startDate) errors.startDate = 'Pick the day it starts';
    if (!form.startTime) errors.startTime = 'Pick the time it starts';
    if (!form.endDate) errors.endDate = 'Pick the day it ends';
    if (!form.endTime) errors.endTime = 'Pick the time it ends';
    if (Object.keys(errors).length > 0) return errors;
    const parsed = announcementInput.safeParse(inputOf(form, timeZone));
    if (parsed.success) return errors;
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'title');
      const field = FIELD_OF[key] ?? (key as keyof AnnouncementForm);
      errors[field] ??= issue.message;
    }
    return errors;
  };
}
