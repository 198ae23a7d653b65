import { List, Table } from '@mantine/core';
import { RuleSection, type Rule } from './rule-section';

const DIMENSIONS: { division: string; pitching: string; bases: string }[] = [
  { division: '8U', pitching: '46 ft', bases: '60 ft' },
  { division: '9U and 10U', pitching: '46 ft', bases: '60 ft' },
  { division: '11U and 12U', pitching: '50 ft', bases: '70 ft' },
  { division: '13U and 14U', pitching: '60 ft 6 in', bases: '90 ft' },
];

function DimensionsTable() {
  return (
    <Table withTableBorder striped fz="sm" maw={480} aria-label="Field dimensions by division">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Division</Table.Th>
          <Table.Th>Pitching distance</Table.Th>
          <Table.Th>Base paths</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {DIMENSIONS.map((row) => (
          <Table.Tr key={row.division}>
            <Table.Td>{row.division}</Table.Td>
            <Table.Td>{row.pitching}</Table.Td>
            <Table.Td>{row.bases}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const RULES: Rule[] = [
  {
    title: 'Field Dimensions',
    content: [
      'The pitching distance is measured from the front of the pitching rubber to the back point of home plate; the base paths from the back point of home plate to first base and around.',
      <DimensionsTable key="dimensions" />,
    ],
  },
  {
    title: '8U',
    content: [
      <List key="8u" size="sm" spacing={4}>
        <List.Item>
          Player pitch with coach assist. Batters do not walk: on ball four, a coach from the batting team pitches to complete the at-bat, and the strikes
          already on the batter carry over. The coach may not field or interfere with the ball; a batted ball that hits the coach is dead and the pitch is taken
          again.
        </List.Item>
        <List.Item>A hit batter is awarded first base only on a pitch thrown by a player.</List.Item>
        <List.Item>Teams may field ten players, with four outfielders. Outfielders must stay on the grass until the ball is hit.</List.Item>
        <List.Item>
          No leading off: runners may leave the base only once the pitch has reached the batter. Runners may steal second and third, one base per pitch;
          stealing home is not allowed. There is no stealing on coach-pitched balls.
        </List.Item>
        <List.Item>Runners may not advance on an overthrow back to the pitcher or on a throw from the catcher back to the pitcher.</List.Item>
        <List.Item>Bunting is allowed, but a batter who shows bunt may not pull back and swing.</List.Item>
        <List.Item>The infield fly rule is not in effect.</List.Item>
        <List.Item>The dropped third strike is not in effect: the batter is out on strike three.</List.Item>
        <List.Item>Balks are not called. The umpire stops play, explains an illegal motion to the pitcher and the pitch does not count.</List.Item>
        <List.Item>The five-run inning limit applies.</List.Item>
      </List>,
    ],
  },
  {
    title: '9U and 10U',
    content: [
      <List key="9u10u" size="sm" spacing={4}>
        <List.Item>Player pitch throughout. Walks and hit batters are awarded first base as normal.</List.Item>
        <List.Item>Teams field nine players.</List.Item>
        <List.Item>No leading off: runners may leave the base only once the pitch has reached the batter. A runner who leaves early is out.</List.Item>
        <List.Item>
          Stealing is allowed. In 9U runners may steal second and third only; a runner on third may score only when forced or on a batted ball. In 10U runners
          may also steal home.
        </List.Item>
        <List.Item>Bunting is allowed, but a batter who shows bunt may not pull back and swing.</List.Item>
        <List.Item>The infield fly rule is in effect.</List.Item>
        <List.Item>The dropped third strike is not in effect: the batter is out on strike three.</List.Item>
        <List.Item>
          Balks: the first balk by each pitcher in a game is a warning. After that, a balk is a dead ball and each runner advances one base.
        </List.Item>
        <List.Item>The five-run inning limit applies.</List.Item>
      </List>,
    ],
  },
  {
    title: '11U to 14U',
    content: [
      <List key="11u14u" size="sm" spacing={4}>
        <List.Item>Player pitch throughout, with nine fielders.</List.Item>
        <List.Item>Leading off and stealing are allowed on every base, including home.</List.Item>
        <List.Item>
          The dropped third strike is in effect: the batter may run to first base on an uncaught third strike when first base is empty, or when there are two
          outs.
        </List.Item>
        <List.Item>The infield fly rule is in effect.</List.Item>
        <List.Item>
          Balks are called under the standard rules: the ball is dead and each runner advances one base. In 11U and 12U the first balk by each pitcher in a game
          is a warning; in 13U and 14U there is no warning.
        </List.Item>
        <List.Item>Bunting and the slash (show bunt and swing) are allowed.</List.Item>
        <List.Item>There is no limit on runs in an inning; the mercy rule and time limit still apply.</List.Item>
      </List>,
    ],
  },
];

/** Part 3 of the rulebook. */
export function AgeGroupRules() {
  return <RuleSection part={3} title="Age-Group Rules" rules={RULES} />;
}
