import { List, Text } from '@mantine/core';
import { InfoSection, InfoSubsection } from './info-section';

/** Who does what on game day. */
export function GameOperations() {
  return (
    <InfoSection title="Game Operations">
      <Text size="sm" lh={1.6}>
        Every game has a home team and a visiting team, as listed on the schedule. The home team hosts the game and is responsible for making it happen; both
        teams share responsibility for starting on time and leaving the field as they found it.
      </Text>
      <InfoSubsection title="The Home Team">
        <List size="sm" spacing={4}>
          <List.Item>Provides the field, prepared and lined, with bases and a pitching rubber at the distances for the division.</List.Item>
          <List.Item>Provides one umpire for the game and tells the visiting coach in advance who it will be.</List.Item>
          <List.Item>Provides two new baseballs for every game.</List.Item>
          <List.Item>Keeps the official scorebook and the pitch counts for both teams.</List.Item>
          <List.Item>Confirms the field and start time with the visiting coach at least 48 hours before the game.</List.Item>
        </List>
      </InfoSubsection>
      <InfoSubsection title="The Visiting Team">
        <List size="sm" spacing={4}>
          <List.Item>Confirms receipt of the game details and arrives in time to be ready for the scheduled start.</List.Item>
          <List.Item>Checks the pitch counts with the home scorekeeper at the end of each half-inning.</List.Item>
          <List.Item>Helps with clean-up of its dugout and the spectator area after the game.</List.Item>
        </List>
      </InfoSubsection>
      <InfoSubsection title="Before the First Pitch">
        <List size="sm" spacing={4}>
          <List.Item>Teams should be at the field at least 30 minutes before the scheduled start.</List.Item>
          <List.Item>Head coaches exchange batting orders and meet the umpire at home plate to go over ground rules and the time limit.</List.Item>
          <List.Item>The umpire records the time of the first pitch, which starts the game clock.</List.Item>
        </List>
      </InfoSubsection>
    </InfoSection>
  );
}
