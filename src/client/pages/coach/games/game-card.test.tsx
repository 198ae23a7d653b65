import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachGameStatus } from '../../../../shared/game-display';
import type { CoachGame } from '../../../../shared/schemas/game';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { GameCard } from './game-card';

const server = serveLeague();

describe("a coach's game card", () => {
  it('asks for the score the other coach is waiting on, and only where it can still be given', async () => {
    const coach = await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const games = (await (await fetch(`/api/coaches/${coach.id}/games`)).json()) as CoachGame[];
    const now = new Date();
    const waiting = games.find((g) => coachGameStatus(g, now) === 'Awaiting Verification' && (g.isHomeTeam ? g.awayScoreVerified : g.homeScoreVerified));
    if (!waiting) throw new Error("the demo has a game of Sam's team the other coach reported first");

    const open = renderInApp(<GameCard game={waiting} now={now} onScore={vi.fn()} onFieldDetails={vi.fn()} />);
    expect(await screen.findByText('The other coach has reported. Submit your score to verify it.')).toBeTruthy();
    open.unmount();

    // A past season's game is only read: nothing is asked of the coach.
    renderInApp(<GameCard game={waiting} now={now} onFieldDetails={vi.fn()} />);
    expect(await screen.findByText('The other coach reported; your report never came.')).toBeTruthy();
    expect(screen.queryByText(/Submit your score/)).toBeNull();
  });

  it("says whose report a final score is when the league's rule made a lone report final", async () => {
    const coach = await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const games = (await (await fetch(`/api/coaches/${coach.id}/games`)).json()) as CoachGame[];
    const final = games.find((g) => g.status === 'completed' && g.homeScore !== null && g.forfeitedBy === undefined);
    if (!final) throw new Error("the demo has a completed game of Sam's team");
    expect(final.finalFromReportOf).toBeUndefined();
    renderInApp(<GameCard game={{ ...final, finalFromReportOf: 'away' }} now={new Date()} onFieldDetails={vi.fn()} />);
    expect(await screen.findByText(`As ${final.awayTeam.name} reported it: no other report came in time. If it is wrong, ask the league office.`)).toBeTruthy();
  });
});

describe('a coach with two teams of the same name', () => {
  it('reads the division beside each of them, and the winner of a result marked in words', async () => {
    const coach = await server.signIn(DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    const own = coach.teamStaff.map((s) => ({ teamId: s.teamId, teamName: s.team.name, divisionId: s.team.divisionId, divisionName: s.team.division.name }));
    expect(new Set(own.map((t) => t.teamName)).size).toBeLessThan(own.length);
    const games = (await (await fetch(`/api/coaches/${coach.id}/games`)).json()) as CoachGame[];
    for (const team of own) {
      const game = games.find((g) => g.status === 'completed' && g.homeScore !== g.awayScore && [g.homeTeamId, g.awayTeamId].includes(team.teamId));
      if (!game) throw new Error(`the demo has a decided game of ${team.teamName} ${team.divisionName}`);
      const winner = game.homeScore! > game.awayScore! ? game.homeTeam : game.awayTeam;
      const winnerLabel = winner.id === team.teamId ? `${team.teamName} (${team.divisionName})` : winner.name;
      const card = renderInApp(<GameCard game={game} now={new Date()} onFieldDetails={vi.fn()} ownTeams={own} />);
      const article = await screen.findByRole('article');
      expect(article.getAttribute('aria-label')).toContain(`${team.teamName} (${team.divisionName})`);
      expect(article.textContent).toContain(`${winnerLabel} (winner)`);
      card.unmount();
    }
  });
});
