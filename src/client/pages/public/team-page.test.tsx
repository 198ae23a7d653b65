import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../../shared/season';
import type { Coach } from '../../../shared/schemas/coach';
import type { Game } from '../../../shared/schemas/game';
import type { Division, TeamDetail, TeamRef } from '../../../shared/schemas/league';
import type { SeasonDetail } from '../../../shared/schemas/season';
import { divisionStandings } from '../../../shared/standings';
import { WithAddress, shownAddress } from '../../test/address';
import { DEMO_ACCOUNTS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { rowsOf } from '../../test/table-rows';
import TeamPage from './team-page';

const server = serveLeague();

function renderTeam(at: string) {
  return renderInApp(
    <WithAddress>
      <TeamPage />
    </WithAddress>,
    { at, path: '/teams/:teamId' },
  );
}

/** Sam Rivera's team in the demo's 2025 season, its division and its games. */
async function samsTeam() {
  const coaches = await server.asAdmin<Coach[]>('GET', '/api/coaches');
  const sam = coaches.find((c) => c.email === DEMO_ACCOUNTS.oneTeamCoach);
  const place = sam?.teamStaff[0];
  if (!place) throw new Error('Sam Rivera coaches a team');
  const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
  const division = divisions.find((d) => d.id === place.team.divisionId);
  const games = await server.asAdmin<Game[]>('GET', '/api/games');
  const onTeam = coaches.filter((c) => c.teamStaff.some((s) => s.teamId === place.teamId));
  return { team: place.team, division: division!, games, onTeam };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('team page', () => {
  it("shows the team's record and place as the standings have them, its coaches by name only, and every game with its result", async () => {
    const { team, division, games, onTeam } = await samsTeam();
    renderTeam(`/teams/${team.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: team.name })).toBeTruthy();
    const row = divisionStandings(division.teams, games).findIndex((r) => r.teamId === team.id);
    const standing = divisionStandings(division.teams, games)[row]!;
    const card = await screen.findByRole('region', { name: 'Record and standing' });
    expect(card.textContent).toContain(`${standing.wins}-${standing.losses}-${standing.ties}`);
    expect(card.textContent).toMatch(new RegExp(`${row + 1}(st|nd|rd|th) of ${division.teams.length} in ${division.name}`));

    const coaches = screen.getByRole('region', { name: 'Coaches' });
    for (const coach of onTeam) {
      expect(coaches.textContent).toContain(coach.name);
      for (const contact of [coach.email, coach.phone]) if (contact) expect(document.body.textContent).not.toContain(contact);
    }

    // The season is over by the clock: nothing still to come.
    expect(within(screen.getByRole('region', { name: 'Next game' })).getByText('No games still to come this season.')).toBeTruthy();

    const ownGames = games.filter((g) => g.homeTeamId === team.id || g.awayTeamId === team.id);
    const rows = rowsOf(screen.getByRole('table', { name: 'Games of the season' }));
    expect(rows).toHaveLength(ownGames.length);
    const finals = ownGames.filter((g) => g.status === 'completed' && g.homeScoreVerified && g.awayScoreVerified);
    expect(finals.length).toBeGreaterThan(0);
    for (const game of finals) {
      const home = game.homeTeamId === team.id;
      const [own, other] = home ? [game.homeScore!, game.awayScore!] : [game.awayScore!, game.homeScore!];
      const [letter, word] = own > other ? ['W', 'Won'] : own < other ? ['L', 'Lost'] : ['T', 'Tied'];
      const opponent = home ? `vs ${game.awayTeam.name}` : `at ${game.homeTeam.name}`;
      expect(rows, `game ${game.id}`).toContainEqual(expect.objectContaining({ Opponent: opponent, Result: `${letter}${word} ${own}-${other}` }));
    }

    const fields = screen.getByRole('region', { name: 'Fields' });
    for (const game of ownGames) {
      if (game.field) expect(within(fields).getByRole('link', { name: game.field.name }).getAttribute('href')).toBe(`/fields/${game.field.id}`);
    }
    const opponentLink = screen.getAllByRole('link', {
      name: ownGames[0]!.homeTeamId === team.id ? ownGames[0]!.awayTeam.name : ownGames[0]!.homeTeam.name,
    })[0];
    expect(opponentLink?.getAttribute('href')).toMatch(/^\/teams\/\d+$/);
  });

  it('puts the next game first: when, against whom, home or away, and where', async () => {
    const { team, games } = await samsTeam();
    const ownGames = games
      .filter((g) => (g.homeTeamId === team.id || g.awayTeamId === team.id) && g.status === 'scheduled' && !g.dateTbd && !g.timeTbd)
      .sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime));
    const next = ownGames[0];
    if (!next) throw new Error('the demo team has a scheduled game');
    // A minute before it starts, on the browser's clock.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(new Date(next.scheduledTime).getTime() - 60_000) });
    renderTeam(`/teams/${team.id}`);

    const card = await screen.findByRole('region', { name: 'Next game' });
    await waitFor(() => expect(card.textContent).not.toContain('Loading'));
    const home = next.homeTeamId === team.id;
    const opponent = home ? next.awayTeam : next.homeTeam;
    expect(within(card).getByRole('link', { name: opponent.name }).getAttribute('href')).toBe(`/teams/${opponent.id}`);
    expect(card.textContent).toContain(home ? `vs ${opponent.name}Home` : `at ${opponent.name}Away`);
    expect(card.textContent).toContain(`Field: ${next.field?.name ?? 'TBD'}`);
  });

  it('says so for an id that names no team, or is no id at all, with a way to the standings', async () => {
    for (const id of ['987654', 'abc', '0']) {
      const { unmount } = renderTeam(`/teams/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' }), id).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See the standings' }).getAttribute('href')).toBe('/standings');
      unmount();
    }
  });

  it("follows the season switcher to the team of the same name, opens a past season's team in its season, and says when a team did not play", async () => {
    const [eightU] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const old = eightU!.teams[0]!;
    const season = await server.asAdmin<SeasonDetail>('POST', '/api/seasons', {
      name: '2026',
      calendar: calendarAYearLater(springCalendar(2025, 'America/New_York')),
      carry: { divisions: true, teams: true },
      makeCurrent: true,
    });
    const [eightUNow] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const carried = eightUNow!.teams.find((t) => t.name === old.name)!;
    const newcomer = await server.asAdmin<TeamRef>('POST', `/api/divisions/${eightUNow!.id}/teams`, { name: 'Newcomer Comets' });
    const oldSeason = (await server.asAdmin<TeamDetail>('GET', `/api/teams/${old.id}`)).seasonId;
    expect(oldSeason).not.toBe(season.id);

    // A link to last season's team opens in that season.
    const { user, unmount } = renderTeam(`/teams/${old.id}`);
    await waitFor(() => expect(shownAddress().get('season')).toBe(String(oldSeason)));
    expect(await screen.findByText('You are looking at a past season.')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Games of the season' })).toBeTruthy();

    // This season's team of the same name has no games yet.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '2026 (current)');
    expect(await screen.findByText('No games scheduled for this team yet')).toBeTruthy();
    expect(shownAddress().get('season')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: carried.name })).toBeTruthy();
    unmount();

    const newcomerPage = renderTeam(`/teams/${newcomer.id}`);
    expect(await screen.findByText('No games scheduled for this team yet')).toBeTruthy();
    await newcomerPage.user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '2025');
    expect(await screen.findByText('This team did not play in the season chosen. Choose another season above.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Newcomer Comets' })).toBeTruthy();
  });
});
