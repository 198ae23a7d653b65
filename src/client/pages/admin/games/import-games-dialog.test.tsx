import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../../shared/schemas/game';
import type { Division, SeasonInfo } from '../../../../shared/schemas/league';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { findOpenDialog } from '../../../test/dialog';
import { renderInApp } from '../../../test/render';
import { rowsOf } from '../../../test/table-rows';
import { ImportGamesDialog } from './import-games-dialog';
import { ImportLineErrors } from './import-line-errors';

const server = serveLeague();

/**
 * The dialog as the games page opens it for the administrator, on one division; each test takes
 * its own, as the example games can be imported once only.
 */
async function openImport(divisionIndex: number) {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
  const season = await server.asAdmin<SeasonInfo>('GET', '/api/season');
  const division = divisions[divisionIndex]!;
  const onClose = vi.fn();
  const rendered = renderInApp(<ImportGamesDialog divisions={divisions} season={season} divisionId={division.id} onClose={onClose} />);
  const dialog = await findOpenDialog('Import Games');
  const schedule = within(dialog).getByRole('textbox', { name: 'Schedule' });
  return { ...rendered, dialog, division, onClose, schedule };
}

const gamesOf = async (division: Division) => {
  const teamIds = new Set(division.teams.map((t) => t.id));
  return (await server.asAdmin<Game[]>('GET', '/api/games')).filter((g) => teamIds.has(g.homeTeamId));
};

describe('import games dialog', () => {
  it('asks for the schedule before checking anything', async () => {
    const { user } = await openImport(0);
    await user.click(screen.getByRole('button', { name: 'Check Schedule' }));
    expect(await screen.findByText('Games text is required')).toBeTruthy();
  });

  it('lists every bad line and imports nothing until the paste is clean', async () => {
    const { user, schedule, division, onClose } = await openImport(1);
    const before = (await gamesOf(division)).length;
    const example = schedule.getAttribute('placeholder') ?? '';

    await user.click(schedule);
    await user.paste(`Nobody Special @ Someone Else - Sat May 3 @ 10:00 AM\n${example}`);
    await user.click(screen.getByRole('button', { name: 'Check Schedule' }));

    const problems = await screen.findByRole('table', { name: 'Lines with problems' });
    expect(screen.getByText('1 line has a problem. Nothing is imported until every line is good.')).toBeTruthy();
    const [bad] = rowsOf(problems);
    expect(bad).toMatchObject({ Line: '1', Text: 'Nobody Special @ Someone Else - Sat May 3 @ 10:00 AM' });
    expect(screen.queryByRole('button', { name: /^Import \d+ Games?$/ })).toBeNull();

    await user.clear(schedule);
    await user.click(schedule);
    await user.paste(example);
    await user.click(screen.getByRole('button', { name: 'Check Schedule' }));

    const toCreate = within(await screen.findByRole('region', { name: 'Games to import' })).getByRole('table');
    expect(screen.getByText('2 games will be created:')).toBeTruthy();
    const [away, home] = division.teams;
    expect(rowsOf(toCreate).map((row) => row.Teams)).toEqual([`${away!.name} @ ${home!.name}`, `${home!.name} @ ${away!.name}`]);

    await user.click(screen.getByRole('button', { name: 'Import 2 Games' }));
    expect(await screen.findByText(`2 games imported into ${division.name}.`)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect((await gamesOf(division)).length).toBe(before + 2);
  });

  it('asks for a fresh check once the checked paste is changed', async () => {
    const { user, schedule, dialog } = await openImport(2);
    await user.click(schedule);
    await user.paste(schedule.getAttribute('placeholder') ?? '');
    await user.click(screen.getByRole('button', { name: 'Check Schedule' }));
    await screen.findByRole('button', { name: 'Import 2 Games' });

    await user.type(schedule, ' ');

    expect(screen.getByRole('button', { name: 'Check Schedule' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Games to import' })).toBeNull();
    expect(within(dialog).queryByText(/will be created/)).toBeNull();
  });
});

describe('the lines with problems', () => {
  it("counts the lines, listing each of a line's problems", () => {
    const text = 'Harbor Mavericks @ Highland Falcons - Sat May 31 @ 10:00 AM';
    renderInApp(
      <ImportLineErrors
        errors={[
          { line: 3, text, reason: 'Harbor Mavericks already plays within 2 hours of this game, on line 1' },
          { line: 3, text, reason: 'Highland Falcons already plays within 2 hours of this game, on line 2' },
          { line: 5, text: 'Nobody @ Nowhere', reason: "Unknown team 'Nobody'" },
        ]}
      />,
    );
    expect(screen.getByText('2 lines have problems. Nothing is imported until every line is good.')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Lines with problems' })).map((r) => r.Line)).toEqual(['3', '3', '5']);
  });
});
