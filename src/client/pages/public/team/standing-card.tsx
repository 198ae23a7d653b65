import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StandingsRow } from '../../../../shared/standings';
import { useChosenSeason } from '../../../ui/use-chosen-season';
import { CardSection } from '../card-section';

const ORDINALS = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
function ordinal(n: number): string {
  return `${n}${SUFFIXES[ORDINALS.select(n)] ?? 'th'}`;
}

interface Props {
  /** The team's row of its division's standings and its place there (0 for the top). */
  row: StandingsRow | undefined;
  index: number;
  teamCount: number;
  division: { id: number; name: string };
}

/** The team's regular-season record and its place in the division, as the standings page has them. */
export function StandingCard({ row, index, teamCount, division }: Props) {
  const { linkTo } = useChosenSeason();
  return (
    <CardSection title="Record and standing">
      <Text size="lg" fw={700}>
        {row ? `${row.wins}-${row.losses}-${row.ties}` : '0-0-0'}{' '}
        <Text span size="sm" fw={400} c="dimmed">
          (W-L-T)
        </Text>
      </Text>
      <Text>
        {row && row.gamesPlayed > 0 ? `${ordinal(index + 1)} of ${teamCount} in ${division.name}` : `Not ranked yet: no ${division.name} game counted`}
      </Text>
      <Text size="xs" c="dimmed">
        Phase 1 games with verified scores count, as in the{' '}
        <Anchor component={Link} to={linkTo(`/standings/${division.id}`)} inherit underline="always">
          {division.name} standings
        </Anchor>
        .
      </Text>
    </CardSection>
  );
}
