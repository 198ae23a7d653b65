import { Alert, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { calendarFeedPaths } from '../../../shared/calendar-feeds';
import { isListable, sortBySchedule } from '../../../shared/schedule';
import { imageUrls } from '../../../shared/schemas/field';
import { isStillToCome } from '../../../shared/team-season';
import { useField } from '../../api/fields';
import { ApiError } from '../../api/http';
import { useDivisions, useGames, useSeason } from '../../api/league';
import { CalendarSubscribe } from '../../ui/calendar-subscribe';
import { idOfParam } from '../../ui/id-param';
import { NotFoundNotice } from '../../ui/not-found-notice';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/use-page-title';
import { directionsUrl } from '../fields/directions';
import { FieldPhotos } from '../fields/field-photos';
import { CardSection } from './card-section';
import { UpcomingGames } from './field/upcoming-games';

/** The current season's games still to come at the field, with the league's clock and division names. */
function useUpcomingGames(fieldId: number | undefined) {
  const games = useGames(fieldId !== undefined);
  const divisions = useDivisions();
  const season = useSeason();
  const [now] = useState(() => new Date());
  const view = useMemo(() => {
    if (fieldId === undefined || !games.data || !divisions.data || !season.data) return undefined;
    const { timeZone } = season.data;
    const here = games.data.filter((g) => isListable(g) && g.fieldId === fieldId && isStillToCome(g, now, timeZone));
    return { games: sortBySchedule(here), timeZone, divisionNames: new Map(divisions.data.map((d) => [d.id, d.name])) };
  }, [fieldId, games.data, divisions.data, season.data, now]);
  return { view, isError: games.isError || divisions.isError || season.isError };
}

export default function FieldPage() {
  const id = idOfParam(useParams().fieldId);
  const field = useField(id ?? null);
  const upcoming = useUpcomingGames(id);
  usePageTitle(field.data?.name ?? 'Field');

  if (id === undefined || (field.error instanceof ApiError && field.error.status === 404)) {
    return (
      <NotFoundNotice
        title="Field not found"
        text="This league has no field at this address. The link may be mistyped, or the field may have been removed."
        back={{ to: '/schedule', label: 'See the schedule' }}
      />
    );
  }
  if (field.isError) return <Alert color="red">Failed to fetch field details</Alert>;
  if (!field.data) return <PageLoader label="Loading the field..." />;
  const data = field.data;

  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <Title order={1}>{data.name}</Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{data.address}</Text>
        <Group gap="sm">
          <Button component="a" href={directionsUrl(data.address)} target="_blank" rel="noopener noreferrer" leftSection={<IconMapPin size={18} aria-hidden />}>
            Directions
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
          <CalendarSubscribe path={calendarFeedPaths.field(data.id)} label={`Games at ${data.name}`} />
        </Group>
      </Stack>
      {data.specialInstructions && (
        <CardSection title="Special instructions">
          <Text style={{ whiteSpace: 'pre-line' }}>{data.specialInstructions}</Text>
        </CardSection>
      )}
      {imageUrls(data).length > 0 && (
        <CardSection title="Photos">
          <FieldPhotos field={data} height={180} />
        </CardSection>
      )}
      <Stack gap="xs" component="section" aria-labelledby="field-games">
        <Title order={2} size="h3" id="field-games">
          Upcoming games
        </Title>
        {upcoming.isError ? (
          <Alert color="red">Error loading game data</Alert>
        ) : !upcoming.view ? (
          <PageLoader label="Loading the field's games..." />
        ) : (
          <UpcomingGames {...upcoming.view} />
        )}
      </Stack>
    </Stack>
  );
}
