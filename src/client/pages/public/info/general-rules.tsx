import { List } from '@mantine/core';
import { RuleSection, type Rule } from './rule-section';

const RULES: Rule[] = [
  {
    title: 'Player Eligibility',
    content: [
      'A player’s division is set by their league age: their age on 30 April of the season year. A player may play up one division with the approval of the league, but may never play down.',
      'A copy of each player’s birth certificate must be on file with the league before the player takes part in a game. A player without proof of age on file is ineligible, and any game in which an ineligible player takes part may be forfeited.',
      'A player may be on the roster of only one alliance team per season. Roster additions after the start of Phase 2 need the approval of the league.',
    ],
  },
  {
    title: 'Insurance',
    content: [
      'Every team must give the league a current certificate of liability insurance covering its players and coaches for the whole season by 1 April. A team without a certificate on file may not take the field until one is received.',
    ],
  },
  {
    title: 'Coaches and the Dugout',
    content: [
      <List key="coaches" size="sm" spacing={4}>
        <List.Item>At most five coaches may be in the dugout or on the field during a game.</List.Item>
        <List.Item>Every coach must be listed with the league for the team and have completed the league’s background check.</List.Item>
        <List.Item>Only rostered players and listed coaches are allowed in the dugout. Parents and siblings watch from the spectator area.</List.Item>
        <List.Item>Coaches in the base coaching boxes may be adults or rostered players wearing a batting helmet.</List.Item>
      </List>,
    ],
  },
  {
    title: 'Sportsmanship',
    content: [
      'The alliance exists for the players. Coaches, players and spectators are expected to treat opponents, umpires and each other with respect at all times.',
      <List key="conduct" size="sm" spacing={4}>
        <List.Item>
          Only the head coach may speak with the umpire about a call, calmly and between plays. Judgment calls (balls and strikes, safe or out) are final and
          may not be argued.
        </List.Item>
        <List.Item>Abusive language, taunting, throwing equipment and any criticism of players, umpires or opponents are not tolerated from anyone.</List.Item>
        <List.Item>
          A player or coach ejected by the umpire must leave the field area and sits out the team’s next game. Ejections are reported to the league, which may
          add further action.
        </List.Item>
        <List.Item>Each head coach answers for the conduct of the team’s spectators and must help the umpire deal with any problem.</List.Item>
        <List.Item>Teams line up and shake hands (or tap gloves) after every game, whatever the result.</List.Item>
      </List>,
    ],
  },
  {
    title: 'Equipment and Safety',
    content: [
      <List key="equipment" size="sm" spacing={4}>
        <List.Item>Bats must carry the USA Baseball (USABat) mark.</List.Item>
        <List.Item>Batters, base runners and on-deck batters must wear a batting helmet with the chin strap fastened.</List.Item>
        <List.Item>
          Catchers must wear a catcher’s helmet, mask with throat guard, chest protector and shin guards, including while warming up pitchers; male catchers
          must wear a protective cup.
        </List.Item>
        <List.Item>Metal cleats are allowed only in 13U and older.</List.Item>
        <List.Item>No jewellery other than medical alert items may be worn by players on the field.</List.Item>
      </List>,
    ],
  },
];

/** Part 1 of the rulebook. */
export function GeneralRules() {
  return <RuleSection part={1} title="General Rules" rules={RULES} />;
}
