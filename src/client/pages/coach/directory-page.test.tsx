import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Division } from '../../../shared/schemas/league';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { PHONE_SCREEN, setScreenWidth } from '../../test/screen-width';
import { rowsOf } from '../../test/table-rows';
import DirectoryPage from './directory-page';

const server = serveLeague();

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The directory of the first division, for the administrator, who sees every contact. */
async function openDirectory() {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const [division] = await server.asAdmin<Division[]>('GET', '/api/divisions');
  const rendered = renderInApp(<DirectoryPage />, { at: '/coach/directory', path: '/coach/directory/:divisionId?' });
  await screen.findByRole('heading', { name: 'Coach Directory' });
  const label = `${division!.name} coaches`;
  return { ...rendered, division: division!, label, table: () => within(screen.getByRole('region', { name: label })).getByRole('table') };
}

/** Each row's coach name, without the Director badge beside it. */
const namesIn = (table: HTMLElement) => rowsOf(table).map((row) => row.Name!.replace(/Director$/, ''));

describe('coach directory', () => {
  it('lists the coaches by name, and the other way round at a second click on the heading', async () => {
    const { user, table } = await openDirectory();
    const names = namesIn(table());
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort(byName));
    expect(within(table()).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(table()).getByRole('button', { name: 'Name' }));

    expect(namesIn(table())).toEqual([...names].sort(byName).reverse());
    expect(within(table()).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
  });

  it("sorts by the coaches' teams when that heading is chosen", async () => {
    const { user, table, division } = await openDirectory();
    await user.click(within(table()).getByRole('button', { name: 'Team' }));

    expect(within(table()).getByRole('columnheader', { name: 'Team' }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(table()).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('none');
    // A coach's teams read 'Team (Division) · Role', one after another: the first of this division counts.
    const teamHere = new RegExp(`(?:^|Coach|Director)([^·]+?) \\(${division.name}\\)`);
    const teams = rowsOf(table()).map((row) => teamHere.exec(row.Team!)?.[1]?.trim() ?? '');
    expect(teams.every(Boolean)).toBe(true);
    expect(teams).toEqual([...teams].sort(byName));
  });

  it('narrows to the coaches a search matches, and says when none does', async () => {
    const { user, table, division } = await openDirectory();
    const everyone = namesIn(table()).length;
    const team = division.teams[0]!.name;

    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.paste(team);
    const shown = rowsOf(table());
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(everyone);
    for (const row of shown) expect(row.Team).toContain(team);

    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.paste('zz-nobody-zz');
    expect(screen.getByText('No coaches match your search.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('starts with tiles on a phone', async () => {
    setScreenWidth(PHONE_SCREEN);
    const { label } = await openDirectory();
    const tiles = within(screen.getByRole('list', { name: label })).getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(1);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
