import { Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsExchange, IconCalendarStats, IconShieldCheck, IconTournament, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { daySpanText } from '../../../../shared/season';
import { useSeasonText } from '../../../ui/use-season-text';
import { InfoSection } from './info-section';

/** What the overview says of each phase, after its weeks and dates. */
const GLANCE: Record<1 | 2 | 3, { label: string; text: string }> = {
  1: {
    label: 'Phase 1, Regular Season',
    text: 'At least six games per team (more where a division schedules them), counting toward the division standings.',
  },
  2: { label: 'Phase 2, Playoff Pools', text: 'Gold and Silver pools seeded from the Phase 1 standings.' },
  3: { label: 'Phase 3, Championship', text: 'The championship game in each division.' },
};

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: <IconShieldCheck size={20} aria-hidden />,
    title: '8-Game Minimum Guarantee',
    text:
      'Every team plays at least eight games: six regular-season games in Phase 1 and two playoff games in Phase 2. ' +
      'No team is knocked out after a single game, and every family knows from opening day how much baseball the season holds.',
  },
  {
    icon: <IconCalendarStats size={20} aria-hidden />,
    title: 'Adaptive Format',
    text:
      'Divisions differ in size, so the playoff format is set division by division. Pools and matchups are built around the ' +
      'number of teams in each division and how they finished Phase 1, so teams play opponents of similar strength and nobody sits idle.',
  },
  {
    icon: <IconTournament size={20} aria-hidden />,
    title: 'Built-In Playoffs',
    text:
      'There is no separate tournament to enter. Phase 2 is the playoffs: teams are seeded into Gold and Silver ' +
      'pools from the Phase 1 standings, and every team takes part.',
  },
  {
    icon: <IconTrophy size={20} aria-hidden />,
    title: 'Championship Game',
    text:
      'The season ends with a championship game in each division during week 14, a ninth game for the teams that earn their ' +
      'place through the Phase 2 pools.',
  },
  {
    icon: <IconArrowsExchange size={20} aria-hidden />,
    title: 'Balanced Home and Away',
    text:
      'Schedules split home and away games as evenly as possible. Every team shares the work of hosting, which means ' +
      'providing the field, an umpire and new game balls, and every team enjoys its share of games at home.',
  },
];

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <Card withBorder padding="md" h="100%">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md">
            {feature.icon}
          </ThemeIcon>
          <Title order={3} size="h5">
            {feature.title}
          </Title>
        </Group>
        <Text size="sm" lh={1.6}>
          {feature.text}
        </Text>
      </Stack>
    </Card>
  );
}

/** The first tab: who we are, what makes the alliance's format different, and the season in brief. */
export function OverviewTab() {
  const { name, phases } = useSeasonText();
  return (
    <Stack gap="lg">
      <InfoSection title="Welcome to the Alliance">
        <Text lh={1.6}>
          The Youth Baseball Alliance brings community teams from across the region together for a season of competitive, age-appropriate baseball in five
          divisions, 8U through 12U. Our format rests on a simple promise: every team plays meaningful games from opening day to the final week, and every game
          counts toward something.
        </Text>
        <Text lh={1.6}>
          Teams are run by volunteer coaches, hosted on community fields and supported by the families who show up every week. We ask everyone, players, coaches
          and spectators alike, to help keep the game safe, fair and fun.
        </Text>
      </InfoSection>

      <InfoSection title="Core Features" plain>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </SimpleGrid>
      </InfoSection>

      <InfoSection title={`The ${name ? `${name} ` : ''}Season at a Glance`}>
        <List spacing="xs" size="sm">
          {phases.map((span, index) => (
            <List.Item key={span.phase}>
              <Text span fw={600} size="sm">
                {GLANCE[span.phase].label}:
              </Text>{' '}
              {span.firstWeek === span.lastWeek ? `week ${span.firstWeek}` : `weeks ${span.firstWeek} to ${span.lastWeek}`},{' '}
              {daySpanText(span.start, span.end, { withYear: index === 0 })}. {GLANCE[span.phase].text}
            </List.Item>
          ))}
        </List>
        <Group gap="xs" mt="xs">
          <Button component={Link} to="/info?tab=details" variant="light" size="sm">
            Season details
          </Button>
          <Button component={Link} to="/info?tab=rules" variant="light" size="sm">
            Read the rulebook
          </Button>
        </Group>
      </InfoSection>

      <InfoSection title="Questions">
        <Text size="sm" lh={1.6}>
          Parents and players should start with their team’s head coach. Coaches can raise questions about the schedule, scores or rules with their division
          director, who will bring anything that needs a league decision to the alliance.
        </Text>
      </InfoSection>
    </Stack>
  );
}
