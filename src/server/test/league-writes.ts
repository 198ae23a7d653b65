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

/** What the league holds, as its public reads tell it. */
export interface LeagueView {
  divisions: Division[];
  teams: Team[];
  games: Game[];
  fields: Field[];
  playoffFormats: PlayoffFormat[];
  season: SeasonInfo;
  coaches: { id: number; name: string }[];
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
] as const;

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
  const name = `Relay ${serial}`;
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
  }
}
