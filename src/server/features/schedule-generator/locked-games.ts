import { dayNumber } from './days';
import { minutesOf } from '../../../shared/game-time';
import type { GeneratorInput } from './league-input';

/**
 * What is wrong with the games the administrator locks, before anything is generated around them:
 * each must be one division's two teams, on a field that division may use, in a chosen week, and
 * together, and with the games on the schedule, they must keep the rules the generator keeps (one
 * game at a time on a field, a team's rest days). Answers the problems, each naming the locked
 * game by its place in the list.
 */
export function lockedGameProblems(
  input: Pick<GeneratorInput, 'divisions' | 'fields' | 'weeks' | 'locked' | 'booked' | 'minRestDays' | 'gameLengthMinutes'>,
): string[] {
  const divisionOf = new Map(input.divisions.flatMap((d) => d.teams.map((t) => [t.id, d] as const)));
  const fieldOf = new Map(input.fields.map((f) => [f.id, f]));
  const first = input.weeks[0]?.start ?? '';
  const last = input.weeks[input.weeks.length - 1]?.end ?? '';
  const problems: string[] = [];
  input.locked.forEach((game, index) => {
    const label = `Locked game ${index + 1}`;
    const home = divisionOf.get(game.homeTeamId);
    const away = divisionOf.get(game.awayTeamId);
    if (!home || !away) problems.push(`${label}: the teams must be teams of the chosen divisions`);
    else if (game.homeTeamId === game.awayTeamId || home.id !== away.id) problems.push(`${label}: the home and away teams must be two teams of one division`);
    const field = fieldOf.get(game.fieldId);
    if (!field) problems.push(`${label}: the field must be one of the chosen fields`);
    else if (home && field.divisionIds !== null && !field.divisionIds.includes(home.id))
      problems.push(`${label}: ${field.name} may not host ${home.name} games`);
    if (game.date < first || game.date > last) problems.push(`${label}: ${game.date} is not in the chosen weeks (${first} to ${last})`);
    const others = [
      ...input.locked.slice(0, index).map((earlier, at) => ({ game: earlier, named: `locked game ${at + 1}` })),
      ...input.booked.map((booked) => ({ game: booked, named: `a game on the schedule (${booked.date})` })),
    ];
    others.forEach(({ game: earlier, named: other }) => {
      if (
        earlier.fieldId === game.fieldId &&
        earlier.date === game.date &&
        Math.abs(minutesOf(earlier.time) - minutesOf(game.time)) < input.gameLengthMinutes
      ) {
        problems.push(`${label}: its field is in use by ${other} then`);
      }
      const shared = [game.homeTeamId, game.awayTeamId].filter((team) => team === earlier.homeTeamId || team === earlier.awayTeamId);
      if (shared.length > 0 && Math.abs(dayNumber(earlier.date) - dayNumber(game.date)) <= input.minRestDays) {
        problems.push(
          `${label}: a team of it plays ${other} ${earlier.date === game.date ? 'the same day' : `within ${input.minRestDays} rest day${input.minRestDays === 1 ? '' : 's'}`}`,
        );
      }
    });
  });
  // Two games on the schedule can break one rule alike: said once.
  return [...new Set(problems)];
}
