/**
 * The addresses of the league's calendar feeds (iCalendar, RFC 5545): one per team, division and
 * field, and each coach's private one, whose secret part the server hands out.
 */
export const calendarFeedPaths = {
  team: (teamId: number) => `/calendar/team/${teamId}.ics`,
  division: (divisionId: number) => `/calendar/division/${divisionId}.ics`,
  field: (fieldId: number) => `/calendar/field/${fieldId}.ics`,
  coach: (token: string) => `/calendar/coach/${token}.ics`,
};
