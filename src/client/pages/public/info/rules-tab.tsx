import { Accordion, Stack, Text } from '@mantine/core';
import { AgeGroupRules } from './age-group-rules';
import { GameRules } from './game-rules';
import { GeneralRules } from './general-rules';
import { PitchingRules } from './pitching-rules';

const PARTS = ['part-1', 'part-2', 'part-3', 'part-4'];

/** The third tab: the alliance rulebook, each part open by default and collapsible. */
export function RulesTab() {
  return (
    <Stack gap="md">
      <Text fw={600}>Rules last revised 15 December 2024.</Text>
      <Text size="sm" c="dimmed" lh={1.6}>
        These rules apply to every alliance game. Where they are silent, the Official Baseball Rules apply, with any modifications for the age group. Questions
        of interpretation are decided by the league.
      </Text>
      <Accordion multiple defaultValue={PARTS} variant="separated" order={2} chevronPosition="right">
        <GeneralRules />
        <GameRules />
        <AgeGroupRules />
        <PitchingRules />
      </Accordion>
    </Stack>
  );
}
