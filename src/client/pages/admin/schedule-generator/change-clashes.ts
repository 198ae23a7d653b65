import { minutesOf } from '../../../../shared/game-time';
import { clockLabel } from '../../../../shared/league-time';
import type { ProposedGameBody } from '../../../../shared/schemas/schedule-proposal';
import type { ProposalRow } from './settings';

/**
 * What a changed game would clash with among the proposal's other games, in words: a field in use
 * while it is on, a team playing another game that day (the generator keeps one game a team a day).
 */
export function clashesOfChange(change: ProposedGameBody, others: ProposalRow[], teamName: (id: number) => string, lengthMinutes: number): string[] {
  const teams = [change.homeTeamId, change.awayTeamId];
  return others
    .filter((other) => other.date === change.date)
    .flatMap((other) => {
      const label = `${other.awayTeamName} @ ${other.homeTeamName} at ${clockLabel(other.time)}`;
      const found: string[] = [];
      if (other.fieldId === change.fieldId && Math.abs(minutesOf(other.time) - minutesOf(change.time)) < lengthMinutes) {
        found.push(`${other.fieldName} is in use by ${label}`);
      }
      for (const team of teams.filter((t) => t === other.homeTeamId || t === other.awayTeamId)) found.push(`${teamName(team)} plays ${label} that day`);
      return found;
    });
}
