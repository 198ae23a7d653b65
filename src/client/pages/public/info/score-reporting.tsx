import { List, Text } from '@mantine/core';
import { InfoSection } from './info-section';

/** How a game's score is reported, agreed and published. */
export function ScoreReporting() {
  return (
    <InfoSection title="Score Reporting">
      <Text size="sm" lh={1.6}>
        Every result is confirmed by both teams before it counts. The home team’s scorebook is the official record of the game.
      </Text>
      <List type="ordered" size="sm" spacing={6}>
        <List.Item>Both head coaches report the final score in the coach portal within 24 hours of the end of the game.</List.Item>
        <List.Item>
          When both reports agree, the score is final. A report cannot be changed once it has been sent, so check it against the scorebook first.
        </List.Item>
        <List.Item>
          When the two reports do not agree, the game is marked as disputed and goes to the league, which reviews the scorebook, speaks with both coaches and
          sets the final score.
        </List.Item>
        <List.Item>Only verified scores are published on the schedule and counted in the standings. Until then the game shows without a score.</List.Item>
      </List>
    </InfoSection>
  );
}
