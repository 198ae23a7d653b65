import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityRecord, AvailabilitySubmissionInput } from '../../../shared/schemas/availability';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, planSpecSeason } from '../../seed/demo';
import { createTestApp, errorMessage, json, signIn, testEngines, TEST_TIMEZONE, type TestApp } from '../../test/harness';

const plan = planSpecSeason(TEST_TIMEZONE);
const MISSING = 'Please select a team and add at least one available date.';

describe.each(testEngines())('phase 2 availability on %s', (engine) => {
  let t: TestApp;
  let sam: string;
  let jordan: string;
  let admin: string;
  let ops: string;
  let samTeamId: number;
  let jordanTeamIds: number[];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    sam = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    jordan = await signIn(t.app, DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    ops = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const me = async (cookie: string) => json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie } }));
    samTeamId = (await me(sam)).teamStaff[0]?.teamId ?? -1;
    jordanTeamIds = (await me(jordan)).teamStaff.map((s) => s.teamId);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (teamId: number | string, cookie?: string) => t.app.inject({ url: `/api/team-availability/${teamId}`, headers: cookie ? { cookie } : {} });
  const submit = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/team-availability', headers: cookie ? { cookie } : {}, payload: payload as object });

  const submission = (teamId: number, extra: Partial<AvailabilitySubmissionInput> = {}): AvailabilitySubmissionInput => ({
    teamId,
    notes: 'We travel well on weekends.',
    dates: [
      {
        date: '2025-06-07',
        canPlayHome: true,
        canPlayAway: true,
        homeStartTimes: ['13:00', '10:00'],
        awayEarliestStartTime: '09:00',
        awayLatestStartTime: '16:00',
        notes: 'Doubleheader possible',
      },
      { date: '2025-05-27', canPlayHome: false, canPlayAway: true, awayEarliestStartTime: '17:30', awayLatestStartTime: '19:00', notes: null },
    ],
    ...extra,
  });

  it('answers 404 while a team has saved nothing', async () => {
    const response = await read(samTeamId, sam);
    expect(response.statusCode).toBe(404);
    errorMessage(response, 'No availability has been saved for this team yet');
  });

  it('saves a team’s dates, times and notes and reads them back in the spec’s record shape', async () => {
    const response = await submit(sam, submission(samTeamId));
    expect(response.statusCode).toBe(200);
    const expected: AvailabilityRecord[] = [
      {
        teamId: samTeamId,
        team: { name: 'Highland Falcons', divisionId: 3 },
        date: '2025-05-27',
        canPlayHome: false,
        canPlayAway: true,
        homeStartTimes: [],
        awayEarliestStartTime: '17:30',
        awayLatestStartTime: '19:00',
        notes: null,
        generalNotes: 'We travel well on weekends.',
      },
      {
        teamId: samTeamId,
        team: { name: 'Highland Falcons', divisionId: 3 },
        date: '2025-06-07',
        canPlayHome: true,
        canPlayAway: true,
        homeStartTimes: ['10:00', '13:00'],
        awayEarliestStartTime: '09:00',
        awayLatestStartTime: '16:00',
        notes: 'Doubleheader possible',
        generalNotes: 'We travel well on weekends.',
      },
    ];
    expect(json<AvailabilityRecord[]>(response)).toEqual(expected);
    expect(json<AvailabilityRecord[]>(await read(samTeamId, sam))).toEqual(expected);
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'availability.replace').execute();
    expect(audit.some((a) => a.entity_id === String(samTeamId))).toBe(true);
  });

  it('replaces the whole availability on each submission', async () => {
    const response = await submit(sam, {
      teamId: samTeamId,
      notes: '',
      dates: [{ date: '2025-06-23', canPlayHome: true, canPlayAway: false, homeStartTimes: ['18:00'] }],
    });
    expect(response.statusCode).toBe(200);
    const records = json<AvailabilityRecord[]>(await read(samTeamId, sam));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ date: '2025-06-23', canPlayHome: true, canPlayAway: false, homeStartTimes: ['18:00'], generalNotes: null });
  });

  it('takes only dates inside the season’s phase 2 window', async () => {
    for (const date of ['2025-05-25', '2025-06-24', '2024-06-01']) {
      const response = await submit(sam, submission(samTeamId, { dates: [{ date, canPlayHome: false, canPlayAway: true }] }));
      expect(response.statusCode, date).toBe(400);
      errorMessage(response, `Availability can only be given for dates from May 26 to June 23, 2025. Outside that window: ${date}`);
    }
    for (const date of ['2025-05-26', '2025-06-23']) {
      const response = await submit(sam, submission(samTeamId, { dates: [{ date, canPlayHome: false, canPlayAway: true }] }));
      expect(response.statusCode, date).toBe(200);
    }
  });

  it('refuses incomplete or inconsistent submissions and keeps what was saved', async () => {
    const saved = json<AvailabilityRecord[]>(await read(samTeamId, sam));
    const date = (extra: object) => ({ date: '2025-06-02', canPlayHome: true, canPlayAway: true, ...extra });
    const cases: [unknown, string][] = [
      [{ teamId: samTeamId, dates: [] }, MISSING],
      [{ dates: [date({})] }, MISSING],
      [{ teamId: samTeamId }, MISSING],
      [{ teamId: samTeamId, dates: [date({ canPlayHome: false, canPlayAway: false })] }, '2025-06-02: choose home, away or both'],
      [
        { teamId: samTeamId, dates: [date({ canPlayHome: false, homeStartTimes: ['18:00'] })] },
        '2025-06-02: home start times are given but home games are off',
      ],
      [
        { teamId: samTeamId, dates: [date({ canPlayAway: false, awayEarliestStartTime: '10:00' })] },
        '2025-06-02: away start times are given but away games are off',
      ],
      [
        { teamId: samTeamId, dates: [date({ awayEarliestStartTime: '18:00', awayLatestStartTime: '17:00' })] },
        '2025-06-02: the earliest away start time is after the latest',
      ],
      [{ teamId: samTeamId, dates: [date({ homeStartTimes: ['18:00', '18:00'] })] }, '2025-06-02: a home start time is listed twice'],
      [{ teamId: samTeamId, dates: [date({ homeStartTimes: ['6pm'] })] }, 'Time must be HH:mm'],
      [{ teamId: samTeamId, dates: [date({}), date({})] }, '2025-06-02 is listed twice'],
      [{ teamId: samTeamId, dates: [date({ date: '2025-06-31' })] }, 'Date is not a real calendar date'],
      [{ teamId: samTeamId, dates: [date({ date: '06/02/2025' })] }, 'Date must be yyyy-MM-dd'],
    ];
    for (const [payload, message] of cases) {
      const response = await submit(sam, payload);
      expect(response.statusCode, message).toBe(400);
      errorMessage(response, message, message);
    }
    expect(json<AvailabilityRecord[]>(await read(samTeamId, sam))).toEqual(saved);
  });

  it("lets only the team's own coaches and league staff write it", async () => {
    const anonymous = await submit(undefined, submission(samTeamId));
    expect(anonymous.statusCode).toBe(401);
    errorMessage(anonymous);
    const other = await submit(jordan, submission(samTeamId));
    expect(other.statusCode).toBe(403);
    errorMessage(other, 'You can only submit availability for your own teams');
    const unknown = await submit(sam, submission(999_999));
    expect(unknown.statusCode).toBe(404);
    errorMessage(unknown, 'Team not found');
    for (const teamId of jordanTeamIds) expect((await submit(jordan, submission(teamId))).statusCode).toBe(200);
    expect((await submit(admin, submission(samTeamId, { notes: 'Set by the league' }))).statusCode).toBe(200);
    expect((await submit(ops, submission(samTeamId, { notes: 'Set by operations' }))).statusCode).toBe(200);
    expect(json<AvailabilityRecord[]>(await read(samTeamId, sam))[0]?.generalNotes).toBe('Set by operations');
  });

  it("shows a team's availability to its coaches and league staff only", async () => {
    expect((await read(samTeamId)).statusCode).toBe(401);
    const otherCoach = await read(samTeamId, jordan);
    expect(otherCoach.statusCode).toBe(404);
    errorMessage(otherCoach, 'No availability has been saved for this team yet');
    expect((await read(samTeamId, admin)).statusCode).toBe(200);
    expect((await read(samTeamId, ops)).statusCode).toBe(200);
    expect((await read(999_999, admin)).statusCode).toBe(404);
    const malformed = await read('abc', admin);
    expect(malformed.statusCode).toBe(400);
    errorMessage(malformed);
  });

  it("lists every team's availability for league staff only", async () => {
    const listed = await t.app.inject({ url: '/api/team-availability', headers: { cookie: ops } });
    expect(listed.statusCode).toBe(200);
    const records = json<AvailabilityRecord[]>(listed);
    const teams = new Set(records.map((r) => r.teamId));
    const seededTeams = new Set(plan.availability.map((a) => a.teamId));
    for (const teamId of seededTeams) expect(teams.has(teamId), `team ${teamId}`).toBe(true);
    expect(teams.has(samTeamId)).toBe(true);
    for (const record of records) {
      expect(record.canPlayHome || record.canPlayAway).toBe(true);
      expect(record.date >= '2025-05-26' && record.date <= '2025-06-23').toBe(true);
    }
    expect((await t.app.inject({ url: '/api/team-availability', headers: { cookie: sam } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/team-availability' })).statusCode).toBe(401);
  });

  it('ends two submissions sent at the same moment with one of them whole', async () => {
    const first = submission(samTeamId, { notes: 'first', dates: [{ date: '2025-06-01', canPlayHome: false, canPlayAway: true }] });
    const second = submission(samTeamId, {
      notes: 'second',
      dates: [
        { date: '2025-06-01', canPlayHome: true, canPlayAway: false },
        { date: '2025-06-08', canPlayHome: true, canPlayAway: false },
      ],
    });
    const responses = await Promise.all([submit(sam, first), submit(sam, second)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const saved = json<AvailabilityRecord[]>(await read(samTeamId, sam));
    const notes = saved[0]?.generalNotes;
    expect(['first', 'second']).toContain(notes);
    expect(saved.map((r) => r.date)).toEqual(notes === 'first' ? ['2025-06-01'] : ['2025-06-01', '2025-06-08']);
    expect(saved[0]?.canPlayHome).toBe(notes === 'second');
  });
});
