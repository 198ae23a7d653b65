import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../../shared/schemas/game';
import type { SeasonClash } from '../../../../shared/schemas/game-admin';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { SeasonClashes } from './season-clashes';

const server = serveLeague();

describe("the season's clashes on the games page", () => {
  it('counts them, lists each on request, and opens either game of one', async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const [games, clashes] = await Promise.all([server.asAdmin<Game[]>('GET', '/api/games'), server.asAdmin<SeasonClash[]>('GET', '/api/games/clashes')]);
    expect(clashes.length).toBeGreaterThan(1);
    const onEdit = vi.fn();
    const { user } = renderInApp(<SeasonClashes onEdit={onEdit} />);

    expect(await screen.findByText(`${clashes.length} clashes on the schedule`)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Clashes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show clashes' }));
    const items = within(screen.getByRole('list', { name: 'Clashes' })).getAllByRole('listitem');
    expect(items).toHaveLength(clashes.length);
    const [first] = clashes;
    expect(items[0]?.textContent).toContain(first?.message);
    expect(items[0]?.textContent).toContain('Field double-booked');

    await user.click(within(items[0]!).getByRole('button', { name: `Open game ${first?.gameIds[1]}` }));
    // The game is read from the server when asked for: the page holds only one page of games.
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith(expect.objectContaining(games.find((g) => g.id === first?.gameIds[1]))));
  });
});
