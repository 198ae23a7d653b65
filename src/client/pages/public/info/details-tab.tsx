import { Stack } from '@mantine/core';
import { DivisionsOverview } from './divisions-overview';
import { GameOperations } from './game-operations';
import { ScoreReporting } from './score-reporting';
import { SchedulingInfo } from './scheduling-info';
import { SeasonStructure } from './season-structure';
import { StandingsRules } from './standings-rules';

/** The second tab: how the season is organised and run. */
export function DetailsTab() {
  return (
    <Stack gap="xl">
      <SeasonStructure />
      <DivisionsOverview />
      <GameOperations />
      <SchedulingInfo />
      <ScoreReporting />
      <StandingsRules />
    </Stack>
  );
}
