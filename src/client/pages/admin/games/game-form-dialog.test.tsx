import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '../../../../shared/schemas/field';
import type { Game } from '../../../../shared/schemas/game';
import type { SeasonClash } from '../../../../shared/schemas/game-admin';
import type { Division, SeasonInfo } from '../../../../shared/schemas/league';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { GameFormDialog } from './game-form-dialog';

const server = serveLeague();

/** Add Game as the games page opens it for the administrator, before any division is chosen. */
async function openAddGame() {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
  const season = await server.asAdmin<SeasonInfo>('GET', '/api/season');
  const onClose = vi.fn();
  const rendered = renderInApp(<GameFormDialog divisions={divisions} season={season} onClose={onClose} />);
  const dialog = await findOpenDialog('Add Game');
  const choice = (label: string) => within(dialog).getByRole('combobox', { name: label });
  return { ...rendered, divisions, dialog, onClose, choice };
}

describe('add game dialog', () => {
  it('opens each choice once the one before it is made, the away team never the home team', async () => {
    const { user, divisions, choice } = await openAddGame();
    const division = divisions[0]!;
    const [home, away] = division.teams;
    expect(choice('Home Team').hasAttribute('disabled')).toBe(true);
    expect(choice('Away Team').hasAttribute('disabled')).toBe(true);

    await user.click(choice('Division'));
    await user.click(screen.getByRole('option', { name: division.name }));
    expect(choice('Home Team').hasAttribute('disabled')).toBe(false);
    expect(choice('Away Team').hasAttribute('disabled')).toBe(true);

    await user.click(choice('Home Team'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(division.teams.map((t) => t.name));
    await user.click(screen.getByRole('option', { name: home!.name }));

    await user.click(choice('Away Team'));
    const awayOptions = screen.getAllByRole('option').map((o) => o.textContent);
    expect(awayOptions).not.toContain(home!.name);
    expect(awayOptions).toContain(away!.name);
  });

  it("offers the home team's own fields", async () => {
    const { user, divisions, choice } = await openAddGame();
    const division = divisions[0]!;
    const fieldsOf = (teamId: number) => server.asAdmin<Field[]>('GET', `/api/fields?teamId=${teamId}&selector=true`);
    const withFields = await Promise.all(division.teams.map(async (team) => ({ team, fields: await fieldsOf(team.id) })));
    const home = withFields.find((t) => t.fields.length > 0);
    if (!home) throw new Error(`No team of ${division.name} has a field in the demo league`);

    await user.click(choice('Division'));
    await user.click(screen.getByRole('option', { name: division.name }));
    await user.click(choice('Home Team'));
    await user.click(screen.getByRole('option', { name: home.team.name }));
    await user.click(choice('Field'));

    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(home.fields.map((f) => f.name));
  });

  it('names what is missing', async () => {
    const { user, onClose } = await openAddGame();
    await user.click(screen.getByRole('button', { name: 'Add Game' }));

    expect(await screen.findByText('Division is required')).toBeTruthy();
    expect(screen.getByText('Home team is required')).toBeTruthy();
    expect(screen.getByText('Away team is required')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the game at the chosen time', async () => {
    const { user, divisions, choice, onClose } = await openAddGame();
    const division = divisions[0]!;
    const [home, away] = division.teams;

    await user.click(choice('Division'));
    await user.click(screen.getByRole('option', { name: division.name }));
    await user.click(choice('Home Team'));
    await user.click(screen.getByRole('option', { name: home!.name }));
    await user.click(choice('Away Team'));
    await user.click(screen.getByRole('option', { name: away!.name }));
    await user.click(choice('Time'));
    await user.click(screen.getByRole('option', { name: '7:45 PM' }));
    await user.click(screen.getByRole('button', { name: 'Add Game' }));

    expect(await screen.findByText('Game added')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const added = (await server.asAdmin<Game[]>('GET', '/api/games')).filter(
      (g) => g.homeTeamId === home!.id && g.awayTeamId === away!.id && g.formattedTime.includes('7:45 PM'),
    );
    expect(added).toHaveLength(1);
  });
});

describe('edit game dialog', () => {
  it('offers to allow a field clash the server refuses, and saves with it allowed', async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const [divisions, season, clashes, games] = await Promise.all([
      server.asAdmin<Division[]>('GET', '/api/divisions'),
      server.asAdmin<SeasonInfo>('GET', '/api/season'),
      server.asAdmin<SeasonClash[]>('GET', '/api/games/clashes'),
      server.asAdmin<Game[]>('GET', '/api/games'),
    ]);
    const clash = clashes.find((c) => c.kind === 'field');
    const game = games.find((g) => g.id === clash?.gameIds[1]);
    if (!game) throw new Error('the demo has two games on one field at once');
    const onClose = vi.fn();
    const { user } = renderInApp(<GameFormDialog game={game} divisions={divisions} season={season} onClose={onClose} />);
    const dialog = await findOpenDialog(`Edit Game ${game.id}`);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(`already hosts a game within 2 hours of this game`);
    expect(alert.textContent).toContain(`(game ${clash?.gameIds[0]})`);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('checkbox', { name: /Book it anyway/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Game updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the game's field when it is not one of the home team's, marked, and keeps it on saving", async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const [divisions, season, games, fields] = await Promise.all([
      server.asAdmin<Division[]>('GET', '/api/divisions'),
      server.asAdmin<SeasonInfo>('GET', '/api/season'),
      server.asAdmin<Game[]>('GET', '/api/games'),
      server.asAdmin<Field[]>('GET', '/api/fields'),
    ]);
    const clashing = new Set((await server.asAdmin<SeasonClash[]>('GET', '/api/games/clashes')).flatMap((c) => c.gameIds));
    const game = games.find((g) => g.status === 'scheduled' && !g.dateTbd && !g.timeTbd && !clashing.has(g.id));
    const elsewhere = fields.find((f) => f.teams.length > 0 && f.teams.every((team) => team.id !== game?.homeTeamId && team.id !== game?.awayTeamId));
    if (!game || !elsewhere) throw new Error('the demo has a scheduled game and a field of other teams');
    // As a game moved there by its home coach's earlier field, or by a restore, would be.
    await server.league.handle.db.updateTable('games').set({ field_id: elsewhere.id }).where('id', '=', game.id).execute();
    const moved = { ...game, fieldId: elsewhere.id, field: { id: elsewhere.id, name: elsewhere.name } };
    const onClose = vi.fn();
    const { user } = renderInApp(<GameFormDialog game={moved} divisions={divisions} season={season} onClose={onClose} />);
    const dialog = await findOpenDialog(`Edit Game ${game.id}`);

    const field = within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Field' });
    await within(dialog).findByText(`${elsewhere.name} is not one of the home team's fields; the game keeps it unless you choose another.`);
    // Mantine's Select writes the new label into its input a render after the options change.
    await waitFor(() => expect(field.value).toBe(`${elsewhere.name} (not a home field)`));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Game updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect((await server.asAdmin<Game[]>('GET', '/api/games')).find((g) => g.id === game.id)?.fieldId).toBe(elsewhere.id);
  });
});
