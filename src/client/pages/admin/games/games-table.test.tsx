import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameListPage, ListedGame } from '../../../../shared/schemas/admin-games';
import type { Game } from '../../../../shared/schemas/game';
import type { SeasonInfo } from '../../../../shared/schemas/league';
import { serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { PHONE_SCREEN, setScreenWidth } from '../../../test/screen-width';
import { rowsOf } from '../../../test/table-rows';
import { GamesTable } from './games-table';

const server = serveLeague();

/** The first game of each status: what the tests of the actions look at, without every other game. */
const firstOfEachStatus = (games: ListedGame[]) => games.filter((game, i) => games.findIndex((g) => g.status === game.status) === i);

/**
 * The league's games, or `some` of them, and `more` made from them (a game the league does not have
 * yet). The whole league is some 170 games, each a table row and a phone card with five tooltips:
 * rendering them all costs seconds in jsdom, so only a test about the list as a whole shows them all.
 */
async function showGames({
  some = (games: ListedGame[]) => games,
  more = (): ListedGame[] => [],
}: { some?: (games: ListedGame[]) => ListedGame[]; more?: (games: ListedGame[]) => ListedGame[] } = {}) {
  const { games: league } = await server.asAdmin<GameListPage>('GET', '/api/admin/games?pageSize=200');
  const games = [...some(league), ...more(league)];
  const { timeZone } = await server.asAdmin<SeasonInfo>('GET', '/api/season');
  const onAction = vi.fn();
  const rendered = renderInApp(<GamesTable games={games} timeZone={timeZone} onAction={onAction} />);
  const find = (status: Game['status']) => {
    const game = games.find((g) => g.status === status);
    if (!game) throw new Error(`The demo league has no ${status} game`);
    return game;
  };
  // The table's own rows and cells: role queries over every game's row cost seconds in jsdom.
  const table = screen.queryByRole('table');
  const rowOf = (game: Game) => Array.from(table?.querySelectorAll('tr') ?? []).find((row) => row.querySelector('td')?.textContent === String(game.id))!;
  const cardOf = (game: Game) => screen.getByRole('article', { name: `Game ${game.id}` });
  return { ...rendered, games, onAction, find, table, rowOf, cardOf };
}

/** The same games on a phone: cards, no table. */
async function showCards(games: ListedGame[]) {
  setScreenWidth(PHONE_SCREEN);
  const shown = await showGames({ some: () => games });
  expect(shown.table).toBeNull();
  return shown;
}

const actionsIn = (place: HTMLElement) =>
  within(place)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

describe('the admin games table', () => {
  it('shows each game in league time, visitors first, with TBD where there is no date, time or field', async () => {
    // A game whose field is still to be found.
    const { games, table } = await showGames({ more: ([first]) => [{ ...first!, id: 9001, fieldId: null, field: null }] });
    expect(screen.queryByRole('article')).toBeNull();
    const rows = rowsOf(table!);
    expect(rows).toHaveLength(games.length);
    const undated = games.find((g) => g.dateTbd && g.timeTbd)!;
    expect(rows.find((r) => r['Game ID'] === String(undated.id))).toMatchObject({
      Date: 'TBD',
      Time: 'TBD',
      Teams: `${undated.awayTeam.name} @ ${undated.homeTeam.name}`,
    });
    expect(rows.find((r) => r['Game ID'] === '9001')?.Field).toBe('TBD');
    const dated = games.find((g) => !g.dateTbd && !g.timeTbd)!;
    expect(rows.find((r) => r['Game ID'] === String(dated.id))?.Date).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, 2025$/);
  });

  it('shows the final score visitors first, and marks a game overdue with why', async () => {
    const { rowOf, find, games, unmount } = await showGames({
      some: firstOfEachStatus,
      more: (league) =>
        league
          .filter((g) => g.status === 'scheduled')
          .slice(0, 1)
          .map((g) => ({ ...g, id: 9002, overdue: true })),
    });
    const completed = find('completed');
    const row = rowsOf(screen.getByRole('table')).find((r) => r['Game ID'] === String(completed.id));
    expect(row?.Score).toBe(`${completed.awayScore}–${completed.homeScore}`);
    expect(row?.Status).toBe('Completed');
    const late = games.find((g) => g.id === 9002)!;
    expect(within(rowOf(late)).getByText('Overdue').closest<HTMLElement>('[data-hint]')?.dataset.hint).toBe('No final score 24 hours after the game');
    within(rowOf(late)).getByText('No final score 24 hours after the game');
    expect(rowsOf(screen.getByRole('table')).find((r) => r['Game ID'] === '9002')?.Score).toBe('—');
    unmount();
    const { cardOf } = await showCards([late]);
    expect(within(cardOf(late)).getByText('Overdue')).toBeTruthy();
  });

  it('marks a forfeit with the team that forfeited it, on the table and the phone cards', async () => {
    const { rowOf, games, unmount } = await showGames({
      some: () => [],
      more: (league) =>
        league
          .filter((g) => g.status === 'scheduled')
          .slice(0, 2)
          .map((g, i) =>
            i === 0
              ? { ...g, status: 'completed', homeScore: 7, awayScore: 0, forfeitedBy: 'away' }
              : { ...g, status: 'completed', homeScore: 7, awayScore: 0 },
          ),
    });
    const [forfeited, played] = games;
    if (!forfeited || !played) throw new Error('the demo has two scheduled games');
    // The hint shown when pointed at, and the same words for screen readers.
    const forfeitMark = (place: HTMLElement) => {
      const hint = within(place).getByText('Forfeit').closest<HTMLElement>('[data-hint]')?.dataset.hint;
      return hint && within(place).getByText(hint) ? hint : undefined;
    };
    expect(forfeitMark(rowOf(forfeited))).toBe(`Forfeited by ${forfeited.awayTeam.name}`);
    expect(within(rowOf(played)).queryByText('Forfeit')).toBeNull();
    expect(rowsOf(screen.getByRole('table')).find((r) => r['Game ID'] === String(forfeited.id))?.Score).toBe('0–7');
    unmount();
    const { cardOf } = await showCards(games);
    expect(forfeitMark(cardOf(forfeited))).toBe(`Forfeited by ${forfeited.awayTeam.name}`);
  });

  it("offers the actions each game's status allows, on the table and on the phone cards alike", async () => {
    const { find, rowOf, games, unmount } = await showGames({
      some: firstOfEachStatus,
      more: (league) => league.filter((g) => g.status === 'scheduled' && g.dateTbd).slice(0, 1),
    });
    const scheduled = find('scheduled');
    const undated = games.find((g) => g.status === 'scheduled' && g.dateTbd);
    if (!undated || undated === scheduled) throw new Error('the demo has a dated and an undated scheduled game');
    const disputed = find('score_disputed');
    const completed = find('completed');
    const expected = (game: Game, extra: string[]) => [
      `Edit game ${game.id}`,
      `Edit field of game ${game.id}`,
      ...extra,
      `Correct game ${game.id}`,
      `Delete game ${game.id}`,
    ];

    expect(actionsIn(rowOf(scheduled))).toEqual(expected(scheduled, [`Enter scores of game ${scheduled.id}`]));
    expect(actionsIn(rowOf(disputed))).toEqual(expected(disputed, [`Resolve dispute of game ${disputed.id}`]));
    expect(actionsIn(rowOf(completed))).toEqual(expected(completed, []));
    // A game not yet dated was not played: no final score for it.
    expect(actionsIn(rowOf(undated))).toEqual(expected(undated, []));
    const onTable = [scheduled, disputed, completed, undated].map((game) => actionsIn(rowOf(game)));
    unmount();
    const { cardOf } = await showCards(games);
    expect([scheduled, disputed, completed, undated].map((game) => actionsIn(cardOf(game)))).toEqual(onTable);
  });

  it('hands the chosen action and its game to the page', async () => {
    const { user, onAction, find, rowOf, unmount } = await showGames({ some: firstOfEachStatus });
    const disputed = find('score_disputed');
    await user.click(within(rowOf(disputed)).getByRole('button', { name: `Resolve dispute of game ${disputed.id}` }));
    expect(onAction).toHaveBeenCalledWith('resolve', disputed);
    unmount();
    const phone = await showCards([disputed]);
    await phone.user.click(within(phone.cardOf(disputed)).getByRole('button', { name: `Delete game ${disputed.id}` }));
    expect(phone.onAction).toHaveBeenLastCalledWith('delete', disputed);
  });

  it('opens the corrections of a game from its row, and names each control where the pointer rests', async () => {
    const { user, onAction, find, rowOf } = await showGames({ some: firstOfEachStatus });
    const completed = find('completed');
    const correct = within(rowOf(completed)).getByRole('button', { name: `Correct game ${completed.id}` });
    expect(correct.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(correct);
    await user.click(await screen.findByRole('menuitem', { name: 'Correct Score' }));
    expect(onAction).toHaveBeenLastCalledWith('correct-score', completed);

    await user.hover(within(rowOf(completed)).getByRole('button', { name: `Edit game ${completed.id}` }));
    expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe(`Edit game ${completed.id}`);
    await user.unhover(within(rowOf(completed)).getByRole('button', { name: `Edit game ${completed.id}` }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
