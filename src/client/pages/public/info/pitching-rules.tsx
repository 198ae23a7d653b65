import { List, Table } from '@mantine/core';
import { RuleSection, type Rule } from './rule-section';

const DAILY_LIMITS: { division: string; pitches: number }[] = [
  { division: '8U', pitches: 50 },
  { division: '9U and 10U', pitches: 75 },
  { division: '11U and 12U', pitches: 85 },
  { division: '13U and 14U', pitches: 95 },
];

const REST: { pitches: string; days: string }[] = [
  { pitches: '1-20', days: 'None' },
  { pitches: '21-35', days: '1 calendar day' },
  { pitches: '36-50', days: '2 calendar days' },
  { pitches: '51-65', days: '3 calendar days' },
  { pitches: '66 or more', days: '4 calendar days' },
];

function DailyLimitsTable() {
  return (
    <Table withTableBorder striped fz="sm" maw={360} aria-label="Daily pitch limits by division">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Division</Table.Th>
          <Table.Th ta="right">Most pitches in a day</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {DAILY_LIMITS.map((row) => (
          <Table.Tr key={row.division}>
            <Table.Td>{row.division}</Table.Td>
            <Table.Td ta="right">{row.pitches}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RestTable() {
  return (
    <Table withTableBorder striped fz="sm" maw={360} aria-label="Required rest by pitches thrown">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Pitches in a day</Table.Th>
          <Table.Th>Required rest</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {REST.map((row) => (
          <Table.Tr key={row.pitches}>
            <Table.Td>{row.pitches}</Table.Td>
            <Table.Td>{row.days}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const RULES: Rule[] = [
  {
    title: 'Daily Pitch Limits',
    content: [
      'Pitch limits protect young arms and follow the Pitch Smart guidelines of USA Baseball and Major League Baseball. Every pitch thrown to a batter counts, including pitches on which a ball is put in play; warm-up pitches and pickoff throws do not.',
      <DailyLimitsTable key="limits" />,
      'A pitcher who reaches the limit while facing a batter may finish pitching to that batter, and is then removed as pitcher.',
    ],
  },
  {
    title: 'Required Rest',
    content: [
      'The number of pitches thrown in a day decides how many full calendar days of rest a pitcher must have before pitching again, in any game or for any team.',
      <RestTable key="rest" />,
      'For example, a pitcher who throws 40 pitches on Saturday must rest Sunday and Monday and may pitch again on Tuesday. A pitcher who passes a threshold in the middle of an at-bat may finish pitching to that batter, and needs only the rest for the range the pitcher was in when that at-bat began.',
      'No player may pitch in more than one game on the same day.',
    ],
  },
  {
    title: 'A Removed Pitcher May Not Return',
    content: [
      'A pitcher removed from the mound may not return to pitch again in the same game. The player may stay in the game at another position, subject to rule 4.4.',
    ],
  },
  {
    title: 'Pitchers and Catchers',
    content: [
      <List key="catchers" size="sm" spacing={4}>
        <List.Item>A player who throws 41 or more pitches in a game may not play catcher for the rest of that day.</List.Item>
        <List.Item>A player who catches in four or more innings of a game may not pitch for the rest of that day.</List.Item>
        <List.Item>A player who catches in one, two or three innings and is then moved to pitcher may throw no more than 20 pitches that day.</List.Item>
      </List>,
    ],
  },
  {
    title: 'Mound Visits',
    content: [
      'A coach may make two visits to the same pitcher in one inning. The third visit to that pitcher in the same inning requires the pitcher to be removed from the mound. A visit ends when the coach leaves the dirt circle around the mound.',
    ],
  },
  {
    title: 'Hit Batters',
    content: ['In 8U to 12U, a pitcher who hits three batters in a game must be removed from the mound for the rest of the game.'],
  },
  {
    title: 'Keeping the Count',
    content: [
      'The home team keeps the official pitch count for both teams. The two scorekeepers compare counts at the end of every half-inning and any difference is settled then, before play continues. A coach must not send out a pitcher who is not eligible to pitch; doing so may lead to the game being forfeited.',
    ],
  },
];

/** Part 4 of the rulebook. */
export function PitchingRules() {
  return <RuleSection part={4} title="Pitching Rules" rules={RULES} />;
}
