import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '../../../../shared/schemas/field';
import type { Game } from '../../../../shared/schemas/game';
import type { SeasonClash } from '../../../../shared/schemas/game-admin';
import type { Division } from '../../../../shared/schemas/league';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { ClashCount, ClashList } from './season-clashes';

const server = serveLeague();

/** The count and the list as the games page places them: the list under the count, shown on request. */
function Clashes({ onEdit }: { onEdit: (game: Game) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ClashCount open={open} onToggle={() => setOpen((o) => !o)} />
      {open && <ClashList onEdit={onEdit} />}
    </>
  );
}

describe("the season's clashes on the games page", () => {
  it('counts them, lists each on request, and opens either game of one', async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const [games, clashes] = await Promise.all([server.asAdmin<Game[]>('GET', '/api/games'), server.asAdmin<SeasonClash[]>('GET', '/api/games/clashes')]);
    expect(clashes.length).toBeGreaterThan(1);
    const onEdit = vi.fn();
    const { user } = renderInApp(<Clashes onEdit={onEdit} />);

    const count = await screen.findByRole('button', { name: `Show the ${clashes.length} clashes on the schedule` });
    expect(count.textContent).toBe(`${clashes.length} clashes`);
    expect(screen.queryByRole('list', { name: 'Clashes' })).toBeNull();
    await user.click(count);
    expect(count.getAttribute('aria-expanded')).toBe('true');
    const items = within(screen.getByRole('list', { name: 'Clashes' })).getAllByRole('listitem');
    expect(items).toHaveLength(clashes.length);
    const [first] = clashes;
    expect(items[0]?.textContent).toContain(first?.message);
    expect(items[0]?.textContent).toContain('Field double-booked');

    await user.click(within(items[0]!).getByRole('button', { name: `Open game ${first?.gameIds[1]}` }));
    // The game is read from the server when asked for: the page holds only one page of games.
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith(expect.objectContaining(games.find((g) => g.id === first?.gameIds[1]))));
  });

  it('shows a long list of clashes a page at a time', async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    // In each division, its teams in pairs on one of its fields at one time, each game allowed onto it.
    const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
    for (const division of divisions) {
      const [field] = await server.asAdmin<Field[]>('GET', `/api/fields?divisionId=${division.id}`);
      for (let pair = 0; pair + 1 < division.teams.length; pair += 2) {
        await server.asAdmin('POST', '/api/games', {
          homeTeamId: division.teams[pair]?.id,
          awayTeamId: division.teams[pair + 1]?.id,
          fieldId: field?.id,
          scheduledTime: '2025-06-18T10:05:00.000Z',
          allowFieldClash: true,
        });
      }
    }
    const clashes = await server.asAdmin<SeasonClash[]>('GET', '/api/games/clashes');
    expect(clashes.length).toBeGreaterThan(20);
    const { user } = renderInApp(<ClashList onEdit={vi.fn()} />);
    const shown = async () => within(await screen.findByRole('list', { name: 'Clashes' })).getAllByRole('listitem');
    expect(await shown()).toHaveLength(20);
    expect((await shown())[0]?.textContent).toContain(clashes[0]?.message);

    await user.click(screen.getByRole('button', { name: 'Clashes page 2' }));
    expect(await shown()).toHaveLength(Math.min(20, clashes.length - 20));
    expect((await shown())[0]?.textContent).toContain(clashes[20]?.message);
  });
});
