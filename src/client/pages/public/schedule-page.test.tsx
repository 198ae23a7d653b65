import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../../shared/season';
import type { Division } from '../../../shared/schemas/league';
import type { SeasonSummary } from '../../../shared/schemas/season';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { PHONE_SCREEN, setScreenWidth } from '../../test/screen-width';
import { rowsOf } from '../../test/table-rows';
import SchedulePage from './schedule-page';

const server = serveLeague();

function renderSchedule(at = '/schedule') {
  return renderInApp(<SchedulePage />, { at, path: '/schedule/:divisionId?' });
}

async function firstDivision(): Promise<Division> {
  const [first] = await server.asAdmin<Division[]>('GET', '/api/divisions');
  if (!first) throw new Error('The demo league has no division');
  return first;
}

async function divisionNamed(name: string): Promise<Division> {
  const found = (await server.asAdmin<Division[]>('GET', '/api/divisions')).find((d) => d.name === name);
  if (!found) throw new Error(`The demo league has no ${name} division`);
  return found;
}

describe('schedule page', () => {
  it("lists the division's games week by week, with final scores and what is still to be decided", async () => {
    const division = await firstDivision();
    renderSchedule();

    const weeks = await screen.findAllByRole('table');
    const rows = weeks.flatMap(rowsOf);
    const teamNames = division.teams.map((t) => t.name);
    for (const row of rows) {
      const [away = '', home = ''] = row.Teams!.replace(/\d+ - \d+|Cancelled|Rescheduling|Score pending|Score disputed|Forfeit/g, '').split(' @ ');
      expect(teamNames).toContain(away.replace('(winner)', '').trim());
      expect(teamNames).toContain(home.replace('(winner)', '').trim());
      // The winner of every result is named so, and only the winner.
      const [, awayRuns, homeRuns] = (/(\d+) - (\d+)/.exec(row.Teams!) ?? []).map(Number);
      expect(away.includes('(winner)')).toBe(awayRuns! > homeRuns!);
      expect(home.includes('(winner)')).toBe(homeRuns! > awayRuns!);
    }
    expect(screen.getAllByLabelText(/^Final score \d+ to \d+$/).length).toBeGreaterThan(0);
    expect(rows.some((row) => row.Time === 'Time TBD' || row.Time === 'Date & Time TBD')).toBe(true);
  });

  it("by team, shows only the chosen team's games until the choice is taken back", async () => {
    const division = await firstDivision();
    const team = division.teams[0]!;
    const { user } = renderSchedule();

    await user.click(await screen.findByRole('radio', { name: 'By Team' }));
    expect(await screen.findByText('Select a team to view their schedule')).toBeTruthy();

    const teamButton = within(screen.getByRole('group', { name: 'Team' })).getByRole('button', { name: team.name });
    await user.click(teamButton);
    expect(teamButton.getAttribute('aria-pressed')).toBe('true');
    const rows = rowsOf(screen.getByRole('table'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.Teams).toContain(team.name);

    await user.click(teamButton);
    expect(screen.getByText('Select a team to view their schedule')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says which played games still wait for their score and which are disputed, without either report', async () => {
    const tenU = await divisionNamed('10U');
    renderSchedule(`/schedule/${tenU.id}`);

    const rows = (await screen.findAllByRole('table')).flatMap(rowsOf);
    const disputed = rows.filter((row) => row.Teams!.includes('Score disputed'));
    expect(disputed).toHaveLength(1);
    expect(disputed[0]!.Teams).not.toMatch(/\d+ - \d+/);
    // Week 8's games nobody reported, or only one coach did: played in 2025, no final score yet.
    expect(rows.filter((row) => row.Teams!.includes('Score pending')).length).toBeGreaterThanOrEqual(2);
  });

  it('opens the By Team view of a link with its team chosen, and falls back on values that mean nothing', async () => {
    const division = await firstDivision();
    const team = division.teams[1]!;
    const shared = renderSchedule(`/schedule/${division.id}?view=team&team=${team.id}`);
    expect(await screen.findByRole('button', { name: team.name, pressed: true })).toBeTruthy();
    for (const row of rowsOf(await screen.findByRole('table'))) expect(row.Teams).toContain(team.name);
    shared.unmount();

    renderSchedule(`/schedule/${division.id}?view=sideways&team=abc&week=999`);
    expect((await screen.findAllByRole('table')).length).toBeGreaterThan(1);
    expect(screen.getByRole('radio', { name: 'By Week' })).toHaveProperty('checked', true);
  });

  it("clears a visitor's team when the division changes, also on coming back to its division (spec 2.5)", async () => {
    const [first, second] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const { user } = renderSchedule(`/schedule/${first!.id}`);
    await user.click(await screen.findByRole('radio', { name: 'By Team' }));
    await user.click(within(await screen.findByRole('group', { name: 'Team' })).getByRole('button', { name: first!.teams[0]!.name }));
    expect(screen.getByRole('button', { name: first!.teams[0]!.name, pressed: true })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: second!.name }));
    expect(await screen.findByText('Select a team to view their schedule')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: first!.name }));
    expect(await screen.findByRole('button', { name: first!.teams[0]!.name, pressed: false })).toBeTruthy();
    expect(screen.getByText('Select a team to view their schedule')).toBeTruthy();
  });

  it('shows each game as a card on a phone', async () => {
    setScreenWidth(PHONE_SCREEN);
    renderSchedule();

    expect((await screen.findAllByText(/^Field:/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("opens on a coach's own team, in the team's division", async () => {
    const coach = await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const own = coach.teamStaff[0]!.team;
    renderSchedule();

    expect(await screen.findByText('You are seeing the games of your own teams.')).toBeTruthy();
    const ownButton = await screen.findByRole('button', { name: own.name, pressed: true });
    expect(ownButton).toBeTruthy();
    for (const row of rowsOf(await screen.findByRole('table'))) expect(row.Teams).toContain(own.name);
  });

  it("opens a past season on the coach's own team of that season", async () => {
    const seasons = await server.asAdmin<SeasonSummary[]>('GET', '/api/seasons');
    const [season2025] = seasons;
    await server.asAdmin('POST', '/api/seasons', {
      name: '2026',
      calendar: calendarAYearLater(springCalendar(2025, 'America/New_York')),
      carry: { divisions: true, teams: true, coachAssignments: true },
      makeCurrent: true,
    });
    const coach = await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const [then] = await server.asAdmin<{ teamName: string; divisionId: number }[]>('GET', `/api/coaches/${coach.id}/teams?season=${season2025?.id}`);
    if (!then) throw new Error('the coach had a team in 2025');
    renderSchedule(`/schedule?season=${season2025?.id}`);

    expect(await screen.findByRole('button', { name: then.teamName, pressed: true })).toBeTruthy();
    for (const row of rowsOf(await screen.findByRole('table'))) expect(row.Teams).toContain(then.teamName);
  });
});
