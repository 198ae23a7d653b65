import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/client-routes';
import { useCoachCalendarLink } from '../../api/calendars';
import type { CoachGame } from '../../../shared/schemas/game';
import { useCoachGames } from '../../api/league';
import { useSession } from '../../api/session';
import { CoachOnly } from '../../layout/role-gate';
import { useQueuedScores } from '../../offline/score-queue';
import { CalendarSubscribe } from '../../ui/calendar-subscribe';
import { PageLoader } from '../../ui/page-loader';
import { PastSeasonNotice, SeasonSwitcher, useNoSuchSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { useOwnTeams } from '../../ui/use-own-teams';
import { usePageTitle } from '../../ui/use-page-title';
import { FieldDetailsDialog } from '../fields/field-details-dialog';
import { EditFieldDialog } from './games/edit-field-dialog';
import { GameCard } from './games/game-card';
import { ScoreDialog } from './games/score-dialog';

/** A game is upcoming until it starts; one whose date is still to be decided stays upcoming. */
function isUpcoming(game: CoachGame, now: Date): boolean {
  return game.dateTbd || new Date(game.scheduledTime) > now;
}

type Dialog = { kind: 'score' | 'field'; game: CoachGame } | null;

/** This season's games in the coach's calendar app, by the coach's private link (reset on My Profile). */
function MyCalendar({ coachId }: { coachId: number }) {
  const link = useCoachCalendarLink(coachId);
  if (!link.data) return null;
  return (
    <Group gap="sm" justify="flex-end">
      <Text size="sm" c="dimmed">
        Your games in your calendar app, by a private link (reset it in{' '}
        <Anchor component={Link} to={PATHS.coachProfile} size="sm" underline="always">
          My Profile
        </Anchor>
        )
      </Text>
      <CalendarSubscribe path={link.data.path} label="My games" />
    </Group>
  );
}

function CoachGames() {
  const { user } = useSession();
  // My Games is the current season; a past season's games are one choice away, to read.
  const { season } = useChosenSeason();
  const past = season !== undefined;
  const noSuchSeason = useNoSuchSeason();
  const games = useCoachGames(user?.id, season);
  const ownTeams = useOwnTeams(season);
  const queued = useQueuedScores(user?.id);
  const [now] = useState(() => new Date());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [fieldDetails, setFieldDetails] = useState<number | null>(null);

  const { upcoming, played } = useMemo(() => {
    const list = games.data ?? [];
    return {
      upcoming: list.filter((g) => isUpcoming(g, now)),
      // The latest game first: the one most likely to need a score.
      played: list.filter((g) => !isUpcoming(g, now)).reverse(),
    };
  }, [games.data, now]);

  if (noSuchSeason) return <PastSeasonNotice />;
  if (games.isError) return <Alert color="red">Failed to load games. Please try again.</Alert>;
  if (games.isPending) return <PageLoader label="Loading your games..." />;

  const section = (title: string, list: CoachGame[], empty: string) => (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title} ({list.length})
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        list.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            now={now}
            onScore={past ? undefined : () => setDialog({ kind: 'score', game })}
            onEditField={past ? undefined : () => setDialog({ kind: 'field', game })}
            onFieldDetails={setFieldDetails}
            ownTeams={ownTeams}
            queued={queued.find((q) => q.gameId === game.id)}
          />
        ))
      )}
    </Stack>
  );

  return (
    <>
      <SeasonSwitcher />
      <PastSeasonNotice />
      {!past && user && <MyCalendar coachId={user.id} />}
      {section('Upcoming Games', upcoming, 'No upcoming games.')}
      {section('Past Games', played, 'No past games yet.')}
      {dialog?.kind === 'score' && <ScoreDialog game={dialog.game} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'field' && <EditFieldDialog game={dialog.game} onClose={() => setDialog(null)} />}
      <FieldDetailsDialog fieldId={fieldDetails} onClose={() => setFieldDetails(null)} />
    </>
  );
}

export default function CoachGamesPage() {
  usePageTitle('My Games');
  return (
    <Stack>
      <Title order={1}>My Games</Title>
      <CoachOnly message="Please log in as a coach to view your games.">
        <CoachGames />
      </CoachOnly>
    </Stack>
  );
}
