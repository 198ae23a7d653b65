import { SimpleGrid } from '@mantine/core';
import { formatLeague } from '../../../../shared/league-time';
import type { Dashboard, DashboardGame } from '../../../../shared/schemas/dashboard';
import { clashesLink, coachesLink, gamesLink } from './fix-links';
import { DashboardSection, type SectionItem } from './dashboard-section';

const CLASH_KINDS = { duplicate: 'The same game twice', team: 'A team plays twice at once', field: 'A field hosts two games at once' } as const;

/** 'Sat, Apr 12, 2025 @ 1:00 PM', with TBD where the date or time is not known yet. */
function whenOf(game: DashboardGame, timeZone: string): string {
  if (game.dateTbd) return 'Date TBD';
  if (game.timeTbd) return `${formatLeague(game.scheduledTime, timeZone, 'EEE, MMM d, yyyy')}, time TBD`;
  return formatLeague(game.scheduledTime, timeZone, 'EEE, MMM d, yyyy @ h:mm a');
}

/** Every section of the dashboard, each item a link to the page where it is put right. */
export function DashboardSections({ dashboard }: { dashboard: Dashboard }) {
  const { season } = dashboard;
  // Links into another season than the current one say which.
  const inSeason = season.current ? undefined : season.id;
  const gameItem = (game: DashboardGame): SectionItem => ({
    key: game.id,
    to: gamesLink({ division: game.divisionId, q: game.id }, inSeason),
    label: `${game.awayTeamName} @ ${game.homeTeamName}`,
    detail: `${game.divisionName} · ${whenOf(game, season.timeZone)} · game ${game.id}`,
  });
  const { disputes, overdue, neverSignedIn, withoutHeadCoach, clashes } = dashboard;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DashboardSection
        title="Disputes waiting"
        count={disputes.count}
        items={disputes.items.map(gameItem)}
        empty="No disputes waiting"
        all={{ to: gamesLink({ status: 'score_disputed' }, inSeason), label: 'All disputed games' }}
      />
      <DashboardSection
        title="No score a day after the game"
        count={overdue.count}
        items={overdue.items.map(gameItem)}
        empty="No game is waiting for its score"
        all={{ to: gamesLink({ status: 'overdue' }, inSeason), label: 'All overdue games' }}
      />
      <DashboardSection
        title="Coaches who never signed in"
        count={neverSignedIn.count}
        items={neverSignedIn.items.map((coach) => ({
          key: coach.id,
          to: coachesLink({ signedIn: 'never', q: coach.email ?? coach.name }),
          label: coach.name,
          detail: coach.email ?? 'No email',
        }))}
        empty="Every coach has signed in"
        all={{ to: coachesLink({ signedIn: 'never' }), label: 'All coaches who never signed in' }}
      />
      <DashboardSection
        title="Teams without a head coach"
        count={withoutHeadCoach.count}
        items={withoutHeadCoach.items.map((team) => ({
          key: team.id,
          to: coachesLink({ division: team.divisionId }),
          label: team.name,
          detail: team.divisionName,
        }))}
        empty="Every team has a head coach"
      />
      <DashboardSection
        title="Double-bookings"
        count={clashes.count}
        items={clashes.items.map((clash) => ({
          key: clash.gameIds.join('-'),
          to: gamesLink({ division: clash.divisionId, q: clash.gameIds[0] }, inSeason),
          label: `${CLASH_KINDS[clash.kind]}: games ${clash.gameIds[0]} and ${clash.gameIds[1]}`,
          detail: clash.message,
        }))}
        empty="No double-bookings"
        all={{ to: clashesLink(inSeason), label: 'All double-bookings' }}
      />
    </SimpleGrid>
  );
}
