import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../../shared/season';
import type { GameListPage } from '../../../shared/schemas/admin-games';
import type { Division } from '../../../shared/schemas/league';
import type { SeasonDetail } from '../../../shared/schemas/season';
import { shownAddress, WithAddress } from '../../test/address';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { optionOf } from '../../test/listbox';
import { renderInApp } from '../../test/render';
import { rowsOf } from '../../test/table-rows';
import GamesPage from './games-page';

const server = serveLeague();

const choice = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('the games list in the address', () => {
  it('opens exactly the view a link names, writes each change into the address, and Back undoes it', async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const [division] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const team = division!.teams[0]!;
    const shared = `team=${team.id}&status=completed&sort=date&dir=desc`;
    const expected = await server.asAdmin<GameListPage>('GET', `/api/admin/games?${shared}`);
    expect(expected.total).toBeGreaterThan(0);
    const { user } = renderInApp(
      <WithAddress>
        <GamesPage />
      </WithAddress>,
      { at: `/admin/games?${shared}` },
    );

    // The link's view: its filters in the bar, its games in its order.
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(rowsOf(table).map((r) => r['Game ID'])).toEqual(expected.games.map((g) => String(g.id)));
    expect(choice('Team')).toHaveProperty('value', `${team.name} (${division!.name})`);
    expect(choice('Status')).toHaveProperty('value', 'Completed');
    expect(choice('Sort by')).toHaveProperty('value', 'Date');
    expect(screen.getByText(expected.total === 1 ? '1 game' : `${expected.total} games`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`/api/admin/games/export?${shared}`);

    // Another status: into the address, the rest kept.
    const status = choice('Status');
    await user.click(status);
    await user.click(optionOf(status, 'Scheduled'));
    await waitFor(() => expect(shownAddress().get('status')).toBe('scheduled'));
    expect(shownAddress().get('team')).toBe(String(team.id));
    expect(shownAddress().get('sort')).toBe('date');

    // Typed text goes in once typing pauses.
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zzz-no-such-team');
    await waitFor(() => expect(shownAddress().get('q')).toBe('zzz-no-such-team'));
    expect(await screen.findByText('No games match these filters.')).toBeTruthy();

    // Back: the status again, and the search gone from the box.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(shownAddress().get('q')).toBeNull());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', ''));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(shownAddress().get('status')).toBe('completed'));
    await waitFor(() => expect(choice('Status')).toHaveProperty('value', 'Completed'));

    // Clearing the filters keeps the order.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownAddress().get('team')).toBeNull());
    expect(shownAddress().get('status')).toBeNull();
    expect(shownAddress().get('sort')).toBe('date');
  });

  it("starts another season without the old season's division, team, field and days, keeping the rest", async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const [division] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const team = division!.teams[0]!;
    const next = await server.asAdmin<SeasonDetail>('POST', '/api/seasons', {
      name: '2026',
      calendar: calendarAYearLater(springCalendar(2025, 'America/New_York')),
      carry: { divisions: true, teams: true },
    });
    const old = `division=${division!.id}&team=${team.id}&field=tbd&from=2025-05-01&to=2025-06-30&page=2`;
    const { user } = renderInApp(
      <WithAddress>
        <GamesPage />
      </WithAddress>,
      { at: `/admin/games?${old}&status=scheduled&q=Park&sort=date&dir=desc` },
    );

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Season' }), '2026');
    await waitFor(() => expect(shownAddress().get('season')).toBe(String(next.id)));
    for (const name of ['division', 'team', 'field', 'from', 'to', 'page']) expect(shownAddress().get(name), name).toBeNull();
    expect(Object.fromEntries(shownAddress())).toMatchObject({ status: 'scheduled', q: 'Park', sort: 'date', dir: 'desc' });
    expect(await screen.findByText('No games match these filters.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("opens with the season's clashes listed when the address asks for them", async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    renderInApp(
      <WithAddress>
        <GamesPage />
      </WithAddress>,
      { at: '/admin/games?clashes=show' },
    );
    const count = await screen.findByRole('button', { name: /^Hide the \d+ clashes on the schedule$/ }, { timeout: 10_000 });
    expect(count.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('list', { name: 'Clashes' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it("shows an archived season's games with no way to change them", async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const seasons = await server.asAdmin<SeasonDetail[]>('GET', '/api/seasons');
    const old = seasons.find((s) => s.current)!;
    const next = seasons.find((s) => !s.current)!;
    await server.asAdmin('PATCH', `/api/seasons/${next.id}`, { current: true });
    await server.asAdmin('PATCH', `/api/seasons/${old.id}`, { archived: true });
    renderInApp(<GamesPage />, { at: `/admin/games?season=${old.id}` });

    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(rowsOf(table).length).toBeGreaterThan(0);
    expect(Object.keys(rowsOf(table)[0]!)).not.toContain('Actions');
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add Game' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Import Games' })).toHaveProperty('disabled', true);
  });
});
