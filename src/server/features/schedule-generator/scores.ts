import type { SoftGoalScore } from '../../../shared/schemas/schedule-proposal';
import type { PlacedGame } from './generate';
import type { GeneratorInput } from './league-input';
import { meetingsOf, pairKey } from './pairings';

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);

/** How well a proposal meets each soft goal, 100 when fully met. */
export function softGoalScores(input: Pick<GeneratorInput, 'divisions' | 'fields' | 'playedBefore'>, games: PlacedGame[]): SoftGoalScore[] {
  const teams = input.divisions.flatMap((d) => d.teams);
  const home = new Map<number, number>();
  const away = new Map<number, number>();
  for (const game of games) {
    home.set(game.homeTeamId, (home.get(game.homeTeamId) ?? 0) + 1);
    away.set(game.awayTeamId, (away.get(game.awayTeamId) ?? 0) + 1);
  }
  // Opponents are spread over the season's phase 1: the games on the schedule count with the proposal's.
  const met = meetingsOf([...input.playedBefore, ...games]);
  const imbalance = teams.map((t) => Math.abs((home.get(t.id) ?? 0) - (away.get(t.id) ?? 0)));
  const balanced = imbalance.filter((d) => d <= 1).length;
  // A team's opponents are spread evenly when it meets each team of its division within one game as often.
  const spreads = input.divisions.flatMap((division) =>
    division.teams.map((team) => {
      const counts = division.teams.filter((o) => o.id !== team.id).map((o) => met.get(pairKey(team.id, o.id)) ?? 0);
      return counts.length === 0 ? 0 : Math.max(...counts) - Math.min(...counts);
    }),
  );
  const even = spreads.filter((s) => s <= 1).length;
  const homeFieldsOf = new Map<number, Set<number>>();
  for (const field of input.fields) for (const team of field.homeTeamIds) homeFieldsOf.set(team, (homeFieldsOf.get(team) ?? new Set()).add(field.id));
  const withHomeField = games.filter((g) => homeFieldsOf.has(g.homeTeamId));
  const atHome = withHomeField.filter((g) => homeFieldsOf.get(g.homeTeamId)!.has(g.fieldId)).length;
  return [
    {
      goal: 'home-away-balance',
      label: 'Home and away balance',
      score: percent(balanced, teams.length),
      detail: `${balanced} of ${teams.length} teams have home and away games within one of each other (largest difference ${Math.max(0, ...imbalance)}).`,
    },
    {
      goal: 'opponent-spread',
      label: 'Opponents spread evenly',
      score: percent(even, teams.length),
      detail: `${even} of ${teams.length} teams meet every team of their division within one game as often as the others, counting the phase 1 games on the schedule (largest spread ${Math.max(0, ...spreads)}).`,
    },
    {
      goal: 'home-fields',
      label: "Games on the home team's field",
      score: percent(atHome, withHomeField.length),
      detail: `${atHome} of ${withHomeField.length} games of teams with a home field are played on it.`,
    },
  ];
}
