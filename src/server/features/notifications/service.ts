import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { draftsOf, type Audience, type GameChange, type Notice } from './notice';
import { gameNamer, storeNotices, type Told } from './notices-store';
import { coachesOfCurrentSeason, leagueStaffIds, staffOfTeams } from './repo';

export type { GameChange } from './notice';

/**
 * Records what game writes changed for the people concerned, in the write's own transaction (so a
 * change and its notices are one), to be mailed by the digest job a few minutes later: the
 * coaches of both teams when a game's date, time, field or status changes or its score is
 * reported, disputed or made final; league staff when a dispute waits. Several changes to one
 * person's games within the quiet period go out as one mail, however many games one write moves.
 * `actorUserId` (whoever made the change) is not told of it.
 */
export async function recordGameChanges(
  trx: Kysely<Database>,
  changes: readonly GameChange[],
  options: { now: Date; actorUserId?: number | null },
): Promise<void> {
  if (changes.length === 0) return;
  const lineOf = await gameNamer(
    trx,
    changes.flatMap((c) => [c.before, c.after]),
  );
  const drafted = changes.map((change) => ({ change, drafts: draftsOf(change, lineOf) }));
  if (drafted.every((d) => d.drafts.length === 0)) return;

  const teamIds = new Set(changes.flatMap((c) => [c.before.home_team_id, c.before.away_team_id, c.after.home_team_id, c.after.away_team_id]));
  const needsStaff = drafted.some((d) => d.drafts.some((draft) => draft.audience === 'staff'));
  const [teamStaff, leagueStaff] = await Promise.all([staffOfTeams(trx, [...teamIds]), needsStaff ? leagueStaffIds(trx) : Promise.resolve([])]);
  const byTeam = new Map<number, number[]>();
  for (const s of teamStaff) byTeam.set(s.team_id, [...(byTeam.get(s.team_id) ?? []), s.user_id]);
  const staffOf = (teamId: number) => byTeam.get(teamId) ?? [];
  const audienceOf = ({ before, after }: GameChange, audience: Audience): number[] => {
    switch (audience) {
      case 'staff':
        return leagueStaff;
      case 'home':
        return staffOf(after.home_team_id);
      case 'away':
        return staffOf(after.away_team_id);
      case 'both':
        return [before.home_team_id, before.away_team_id, after.home_team_id, after.away_team_id].flatMap(staffOf);
    }
  };

  const told: Told[] = [];
  for (const { change, drafts } of drafted) {
    for (const draft of drafts) {
      for (const userId of new Set(audienceOf(change, draft.audience))) {
        if (userId !== options.actorUserId) told.push({ userId, kind: draft.kind, gameId: change.after.id, notice: draft.notice });
      }
    }
  }
  await storeNotices(trx, told, options.now);
}

/** Tells every coach of the current season that the rule making a lone score report final has changed (kind: scores). */
export async function tellCoachesOfScoreRule(trx: Kysely<Database>, rule: { enabled: boolean; hours: number }, now: Date): Promise<void> {
  const coaches = await coachesOfCurrentSeason(trx);
  const notice: Notice = { type: 'rule', enabled: rule.enabled, hours: rule.hours };
  await storeNotices(
    trx,
    coaches.map((userId) => ({ userId, kind: 'scores', gameId: null, notice })),
    now,
  );
}

/**
 * Tells the coaches an announcement concerns (those of its division, or every coach of the current
 * season) what it says (kind: announcements).
 */
export async function tellCoachesOfAnnouncement(
  trx: Kysely<Database>,
  announcement: { title: string; text: string; divisionId: number | null; divisionName: string | null },
  now: Date,
): Promise<number> {
  const coaches = await coachesOfCurrentSeason(trx, announcement.divisionId ?? undefined);
  const notice: Notice = { type: 'announcement', title: announcement.title, text: announcement.text, division: announcement.divisionName };
  await storeNotices(
    trx,
    coaches.map((userId) => ({ userId, kind: 'announcements', gameId: null, notice })),
    now,
  );
  return coaches.length;
}
