/**
 * Test-only: random writes of the public, coach and admin API that change what public reads answer,
 * each aimed at rows that exist at the moment it is made (a write may still be refused: a team with
 * games cannot be deleted, say; a refusal must change nothing).
 */
import fc from 'fast-check';
import type { Field } from '../../shared/schemas/field';
import type { Game } from '../../shared/schemas/game';
import type { Division, SeasonInfo, Team } from '../../shared/schemas/league';
import type { PlayoffFormat } from '../../shared/schemas/playoffs';
import type { SeasonSummary } from '../../shared/schemas/season';
import { weeklyCalendar } from '../../shared/season';

/** What the league holds, as its public reads tell it. */
export interface LeagueView {
  divisions: Division[];
  teams: Team[];
  games: Game[];
  fields: Field[];
  playoffFormats: PlayoffFormat[];
  season: SeasonInfo;
  coaches: { id: number; name: string }[];
  seasons: SeasonSummary[];
  /** The backups there are (their dates), for restores. */
  backups: string[];
}

/** Who makes the write: a visitor sends no session. */
export type Caller = 'admin' | 'coach' | 'visitor';

export interface WriteRequest {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  as: Caller;
}

const KINDS = [
  'add division',
  'delete division',
  'add team',
  'rename team',
  'delete team',
  'add game',
  'edit game',
  'delete game',
  'final score',
  'coach score report',
  'game field',
  'add field',
  'edit field',
  'delete field',
  'playoff format',
  'availability',
  'self-registration',
  'add coach',
  'edit coach',
  'delete coach',
  'import coaches',
  'rename user',
  'add user',
  'delete user',
  'register',
  'resolve dispute',
  'import games',
  'backup',
  'restore fields',
  'rename division',
  'move team',
  'correct score',
  'forfeit',
  'undo forfeit',
  'cancel game',
  'reinstate game',
  'game length',
  'forfeit score',
  'add season',
  'make season current',
  'edit season',
  'archive season',
  'delete season',
] as const;
// Not drawn: a photo upload changes no read until a field names it (edit field does), and the
// password and sign-in-link routes change no public read.

export interface WriteIntent {
  kind: (typeof KINDS)[number];
  /** Which process the write goes through. */
  via: 0 | 1;
  /** Picks the rows the write is about, among those there are. */
  pick: number;
  other: number;
  /** Runs, minutes, names: the write's own values. */
  amount: number;
}

export const writeIntent: fc.Arbitrary<WriteIntent> = fc.record({
  kind: fc.constantFrom(...KINDS),
  via: fc.constantFrom(0 as const, 1 as const),
  pick: fc.nat(),
  other: fc.nat(),
  amount: fc.nat({ max: 20 }),
});

function chosen<T>(list: readonly T[], pick: number): T | undefined {
  return list.length === 0 ? undefined : list[pick % list.length];
}

/**
 * The request for an intent in the league as it is, or null when there is nothing to aim it at.
 * `coachTeams` are the teams of the coach the coach's writes are made as; `serial` makes names unique.
 */
export function requestFor(intent: WriteIntent, league: LeagueView, coachTeams: readonly number[], serial: number): WriteRequest | null {
  const { pick, other, amount } = intent;
  const division = chosen(league.divisions, pick);
  const team = chosen(league.teams, pick);
  const game = chosen(league.games, pick);
  const field = chosen(league.fields, pick);
  const season = chosen(league.seasons, pick);
  const name = `Relay ${serial}`;
  const reason = `Relay correction ${serial}`;
  switch (intent.kind) {
    case 'add division':
      return { method: 'POST', path: '/api/divisions', body: { name: `D${serial}` }, as: 'admin' };
    case 'delete division':
      return division ? { method: 'DELETE', path: `/api/divisions/${division.id}`, as: 'admin' } : null;
    case 'add team':
      return division ? { method: 'POST', path: `/api/divisions/${division.id}/teams`, body: { name }, as: 'admin' } : null;
    case 'rename team':
      return team ? { method: 'PATCH', path: `/api/divisions/${team.divisionId}/teams/${team.id}`, body: { name }, as: 'admin' } : null;
    case 'delete team':
      return team ? { method: 'DELETE', path: `/api/divisions/${team.divisionId}/teams/${team.id}`, as: 'admin' } : null;
    case 'add game': {
      const rivals = league.teams.filter((t) => t.divisionId === team?.divisionId && t.id !== team.id);
      const away = chosen(rivals, other);
      if (!team || !away) return null;
      const scheduledTime = new Date(Date.UTC(league.season.year, 4, 1 + amount, 22)).toISOString();
      return { method: 'POST', path: '/api/games', body: { homeTeamId: team.id, awayTeamId: away.id, fieldId: field?.id ?? null, scheduledTime }, as: 'admin' };
    }
    case 'edit game': {
      if (!game) return null;
      const scheduledTime = new Date(Date.parse(game.scheduledTime) + (amount + 1) * 15 * 60_000).toISOString();
      const status = (['scheduled', 'rescheduling', 'cancelled'] as const)[other % 3];
      return {
        method: 'PATCH',
        path: `/api/games/${game.id}`,
        body: { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, fieldId: game.fieldId, scheduledTime, status },
        as: 'admin',
      };
    }
    case 'delete game':
      return game ? { method: 'DELETE', path: `/api/games/${game.id}`, as: 'admin' } : null;
    case 'final score':
      return game ? { method: 'PATCH', path: `/api/games/${game.id}/direct-score`, body: { homeScore: amount, awayScore: other % 15 }, as: 'admin' } : null;
    case 'coach score report': {
      const mine = chosen(
        league.games.filter((g) => coachTeams.includes(g.homeTeamId) || coachTeams.includes(g.awayTeamId)),
        pick,
      );
      if (!mine) return null;
      return {
        method: 'PATCH',
        path: `/api/games/${mine.id}/score`,
        body: { homeSubmittedScore: String(amount), awaySubmittedScore: String(other % 15), isHomeTeamCoach: coachTeams.includes(mine.homeTeamId) },
        as: 'coach',
      };
    }
    case 'game field':
      return game ? { method: 'PATCH', path: `/api/games/${game.id}/field`, body: { fieldId: chosen(league.fields, other)?.id ?? null }, as: 'admin' } : null;
    case 'add field':
      return {
        method: 'POST',
        path: '/api/fields',
        body: { name: `Field ${serial}`, address: `${serial} Diamond Way`, teamIds: team ? [team.id] : [], divisionId: team?.divisionId ?? null },
        as: 'admin',
      };
    case 'edit field':
      return field
        ? {
            method: 'PATCH',
            path: `/api/fields/${field.id}`,
            body: {
              name: `Field ${serial}`,
              address: field.address,
              notes: `Gate ${amount}`,
              teamIds: team ? [team.id] : [],
              divisionId: team?.divisionId ?? null,
            },
            as: 'admin',
          }
        : null;
    case 'delete field':
      return field ? { method: 'DELETE', path: `/api/fields/${field.id}`, as: 'admin' } : null;
    case 'playoff format': {
      const format = chosen(league.playoffFormats, pick);
      const target = format?.divisionId ?? division?.id;
      if (target === undefined) return null;
      const pools = format?.pools ?? [{ name: 'Pool A', description: '', seedsIncluded: [1, 2] }];
      return {
        method: 'PUT',
        path: `/api/playoff-formats/${target}`,
        body: {
          pools: pools.map((p, i) => (i === 0 ? { ...p, description: `Round ${serial}` } : p)),
          championship: { description: `Final ${serial}`, participants: [] },
        },
        as: 'admin',
      };
    }
    case 'availability': {
      if (!team) return null;
      const start = Date.parse(`${league.season.phase2Availability.start}T12:00:00Z`);
      const date = new Date(start + (amount % 7) * 86_400_000).toISOString().slice(0, 10);
      return {
        method: 'POST',
        path: '/api/team-availability',
        body: { teamId: team.id, notes: `Note ${serial}`, dates: [{ date, canPlayHome: true, canPlayAway: other % 2 === 0, homeStartTimes: ['09:00'] }] },
        as: 'admin',
      };
    }
    case 'self-registration':
      return { method: 'PUT', path: '/api/settings/self-registration', body: { enabled: amount % 2 === 0 }, as: 'admin' };
    case 'add coach':
      return team
        ? {
            method: 'POST',
            path: '/api/coaches',
            body: {
              email: `relay${serial}@example.com`,
              name: `Coach ${serial}`,
              phone: '5550001111',
              gameChangerTeamName: null,
              teamAssignments: [{ teamId: team.id, role: 'assistant_coach' }],
              password: 'relay-coach-2025',
            },
            as: 'admin',
          }
        : null;
    case 'edit coach': {
      const coach = chosen(league.coaches, pick);
      if (!coach || !team) return null;
      const body = {
        email: `relay.edit${serial}@example.com`,
        name: `Coach ${serial}`,
        phone: '5550002222',
        gameChangerTeamName: `Relay ${serial}`,
        teamAssignments: [{ teamId: team.id, role: 'head_coach' }],
      };
      return { method: 'PATCH', path: `/api/coaches/${coach.id}`, body, as: 'admin' };
    }
    case 'delete coach': {
      const coach = chosen(league.coaches, pick);
      return coach ? { method: 'DELETE', path: `/api/coaches/${coach.id}`, as: 'admin' } : null;
    }
    case 'import coaches': {
      const home = team && league.divisions.find((d) => d.id === team.divisionId);
      if (!team || !home) return null;
      const coachesData = `Division,Team,Email,FirstName,LastName\n"${home.name}","${team.name}",import${serial}@example.com,Imported,Coach ${serial}`;
      return { method: 'POST', path: '/api/coaches/import', body: { coachesData }, as: 'admin' };
    }
    case 'rename user': {
      const coach = chosen(league.coaches, pick);
      return coach ? { method: 'PATCH', path: `/api/users/${coach.id}`, body: { name: `Renamed ${serial}` }, as: 'admin' } : null;
    }
    case 'add user': {
      const role = (['coach', 'org_admin'] as const)[other % 2];
      const body = {
        username: `relay.user${serial}`,
        email: `relay.user${serial}@example.com`,
        role,
        name: `User ${serial}`,
        phone: '5550003333',
        password: `Infield-Fly-${serial}-Rule`,
      };
      return { method: 'POST', path: '/api/users', body, as: 'admin' };
    }
    case 'delete user': {
      const coach = chosen(league.coaches, pick);
      return coach ? { method: 'DELETE', path: `/api/users/${coach.id}`, as: 'admin' } : null;
    }
    case 'register':
      return {
        method: 'POST',
        path: '/api/register',
        body: { username: `walkup${serial}`, password: `Seventh-Inning-${serial}-Stretch`, name: `Walk Up ${serial}` },
        as: 'visitor',
      };
    case 'resolve dispute': {
      const disputed = chosen(
        league.games.filter((g) => g.status === 'score_disputed'),
        pick,
      );
      const target = disputed ?? game;
      return target
        ? { method: 'PATCH', path: `/api/games/${target.id}/resolve-dispute`, body: { homeScore: amount, awayScore: other % 15 }, as: 'admin' }
        : null;
    }
    case 'import games': {
      const rivals = league.teams.filter((t) => t.divisionId === team?.divisionId && t.id !== team.id);
      const away = chosen(rivals, other);
      if (!team || !away) return null;
      // Mondays of June 2025: the line's weekday must match its date.
      const day = [2, 9, 16, 23, 30][amount % 5];
      return {
        method: 'POST',
        path: '/api/games/import',
        body: { divisionId: team.divisionId, gamesText: `${away.name} @ ${team.name} - Mon Jun ${day} @ 6:00 PM` },
        as: 'admin',
      };
    }
    case 'backup':
      return { method: 'POST', path: '/api/admin/backup', as: 'admin' };
    case 'restore fields': {
      const backupDate = chosen(league.backups, pick);
      return backupDate && field ? { method: 'POST', path: '/api/admin/restore', body: { backupDate, fieldIds: [field.id] }, as: 'admin' } : null;
    }
    case 'rename division':
      return division ? { method: 'PATCH', path: `/api/divisions/${division.id}`, body: { name: `D${serial}` }, as: 'admin' } : null;
    case 'move team': {
      // A team that has played stays where it is: aim at one that has not.
      const played = new Set(league.games.filter((g) => g.status === 'completed').flatMap((g) => [g.homeTeamId, g.awayTeamId]));
      const mover = chosen(
        league.teams.filter((t) => !played.has(t.id)),
        pick,
      );
      const to = chosen(
        league.divisions.filter((d) => d.id !== mover?.divisionId),
        other,
      );
      return mover && to
        ? { method: 'POST', path: `/api/divisions/${mover.divisionId}/teams/${mover.id}/move`, body: { divisionId: to.id }, as: 'admin' }
        : null;
    }
    case 'correct score':
      return game
        ? { method: 'PATCH', path: `/api/games/${game.id}/correct-score`, body: { homeScore: amount, awayScore: other % 15, reason }, as: 'admin' }
        : null;
    case 'forfeit': {
      const dated = chosen(
        league.games.filter((g) => !g.dateTbd && ['scheduled', 'score_disputed', 'rescheduling'].includes(g.status)),
        pick,
      );
      return dated
        ? { method: 'PATCH', path: `/api/games/${dated.id}/forfeit`, body: { forfeitedBy: other % 2 === 0 ? 'home' : 'away', reason }, as: 'admin' }
        : null;
    }
    case 'undo forfeit': {
      const forfeited = chosen(
        league.games.filter((g) => g.forfeitedBy !== undefined),
        pick,
      );
      const target = forfeited ?? game;
      return target ? { method: 'PATCH', path: `/api/games/${target.id}/undo-forfeit`, body: { reason }, as: 'admin' } : null;
    }
    case 'cancel game':
      return game ? { method: 'PATCH', path: `/api/games/${game.id}/cancel`, body: { reason }, as: 'admin' } : null;
    case 'reinstate game': {
      const cancelled = chosen(
        league.games.filter((g) => g.status === 'cancelled'),
        pick,
      );
      const target = cancelled ?? game;
      return target ? { method: 'PATCH', path: `/api/games/${target.id}/reinstate`, body: { reason, allowFieldClash: other % 2 === 0 }, as: 'admin' } : null;
    }
    case 'game length':
      return { method: 'PUT', path: '/api/settings/game-length', body: { minutes: 60 + amount * 10 }, as: 'admin' };
    case 'forfeit score':
      return { method: 'PUT', path: '/api/settings/forfeit-score', body: { winnerRuns: 6 + (amount % 4), loserRuns: other % 3 }, as: 'admin' };
    case 'add season': {
      // A spring season some years on, carrying this one's divisions and teams, sometimes made current at once.
      const calendar = weeklyCalendar(`${2027 + (serial % 20)}-04-0${1 + (amount % 7)}`, { phase1: 8, phase2: 3, championship: 1 }, [], league.season.timeZone);
      const carry = { divisions: other % 2 === 0, teams: other % 4 === 0, coachAssignments: false, playoffFormats: other % 2 === 0 };
      return { method: 'POST', path: '/api/seasons', body: { name: `Season ${serial}`, calendar, carry, makeCurrent: amount % 3 === 0 }, as: 'admin' };
    }
    case 'make season current':
      return season ? { method: 'PATCH', path: `/api/seasons/${season.id}`, body: { current: true }, as: 'admin' } : null;
    case 'edit season':
      return season ? { method: 'PATCH', path: `/api/seasons/${season.id}`, body: { name: `Renamed season ${serial}` }, as: 'admin' } : null;
    case 'archive season':
      return season ? { method: 'PATCH', path: `/api/seasons/${season.id}`, body: { archived: other % 2 === 0 }, as: 'admin' } : null;
    case 'delete season': {
      // The current season is kept; one with games is refused.
      const spare = chosen(
        league.seasons.filter((s) => !s.current),
        pick,
      );
      return spare ? { method: 'DELETE', path: `/api/seasons/${spare.id}`, as: 'admin' } : null;
    }
  }
}
