import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDivisions } from '../../api/league';
import { AnnouncementBanners } from '../../ui/announcement-banners';
import { usePageTitle } from '../../ui/use-page-title';
import { useSeasonText } from '../../ui/use-season-text';

function HomeCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <Card withBorder shadow="xs" padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          {icon}
          <Title order={2} size="h3">
            {title}
          </Title>
        </Group>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
        <Group gap="xs">{children}</Group>
      </Stack>
    </Card>
  );
}

export default function HomePage() {
  usePageTitle('Home');
  const { data: divisions = [], isPending, isError } = useDivisions();
  const { theSeason } = useSeasonText();
  const divisionButtons = (base: string) => {
    if (isPending) return <Text size="sm">Loading divisions...</Text>;
    if (isError)
      return (
        <Text size="sm" c="red">
          Divisions could not be loaded.
        </Text>
      );
    return divisions.map((d) => (
      <Button key={d.id} component={Link} to={`${base}/${d.id}`} variant="light" size="sm">
        {d.name}
      </Button>
    ));
  };

  return (
    <Stack gap="xl">
      <Stack align="center" gap="xs" ta="center" py="md">
        <img src="/logo.svg" alt="Dugout logo" width={72} height={72} />
        <Title order={1}>Youth Baseball Alliance</Title>
        <Text c="dimmed" maw={560}>
          Standings, schedules, playoffs and rules for {theSeason}, divisions 8U to 12U.
        </Text>
      </Stack>
      <AnnouncementBanners />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <HomeCard icon={<IconTrophy aria-hidden />} title="Standings" text="Where every team stands in its division.">
          {divisionButtons('/standings')}
        </HomeCard>
        <HomeCard icon={<IconCalendar aria-hidden />} title="Schedule" text="Every game of the season, week by week or team by team.">
          {divisionButtons('/schedule')}
        </HomeCard>
        <HomeCard icon={<IconInfoCircle aria-hidden />} title="Alliance Info" text="How the alliance works and the rules we play by.">
          <Button component={Link} to="/info" variant="light" size="sm">
            Overview
          </Button>
          <Button component={Link} to="/info?tab=details" variant="light" size="sm">
            Details
          </Button>
          <Button component={Link} to="/info?tab=rules" variant="light" size="sm">
            Rules
          </Button>
        </HomeCard>
      </SimpleGrid>
    </Stack>
  );
}
