import { List } from '@mantine/core';
import { RuleSection, type Rule } from './rule-section';

const RULES: Rule[] = [
  {
    title: 'Length of Game and Time Limit',
    content: [
      'A regulation game is six innings (seven in 13U and 14U).',
      'No new inning may begin after 1 hour 45 minutes from the first pitch. An inning begins the moment the third out of the previous half-inning is recorded. An inning already under way is played to the end, unless the home team takes the lead in the bottom half.',
      'The umpire keeps the official time and tells both head coaches the start time before the first pitch.',
    ],
  },
  {
    title: 'Official Games, Ties and Extra Innings',
    content: [
      'A game is official after four innings, or three and a half if the home team is ahead. A game stopped before it is official is rescheduled (see Scheduling on the Details tab).',
      'Phase 1 and Phase 2 games may end in a tie when the time limit is reached or the game is called. A championship game that is tied continues into extra innings, each half-inning starting with the last batted out of the previous inning on second base, until there is a winner.',
    ],
  },
  {
    title: 'Mercy Rule',
    content: [
      'A game ends when one team leads by 12 or more runs after three innings, or by 10 or more runs after four innings. If the home team is the one ahead, the game ends after two and a half or three and a half innings respectively.',
    ],
  },
  {
    title: 'Five-Run Inning Limit (8U to 10U)',
    content: [
      'In 8U, 9U and 10U a half-inning ends as soon as the batting team scores its fifth run of that half-inning. Play stops when the fifth run crosses the plate, and no further runs on that play count.',
    ],
  },
  {
    title: 'Weather',
    content: [
      'When lightning is seen or thunder heard, the umpire suspends play immediately and all players, coaches and spectators leave the field for shelter. Play may resume after 20 minutes without lightning or thunder; any new lightning or thunder restarts the 20-minute wait.',
      'The umpire, after consulting both head coaches, decides whether the field is fit to play. A game that cannot resume is called and treated as set out in rule 2.2.',
    ],
  },
  {
    title: 'Game Balls',
    content: [
      'The home team provides two new baseballs for every game. Further balls, if needed, come first from the home team and then from the visiting team.',
    ],
  },
  {
    title: 'Umpires',
    content: [
      'The home team provides one umpire, who works from behind the plate or behind the pitcher, as the umpire prefers. The umpire is in charge of the game from the first pitch to the last out.',
      'If no umpire arrives, the head coaches may agree on an adult volunteer to umpire; the game then counts as normal. If they cannot agree, the game is rescheduled.',
    ],
  },
  {
    title: 'Lineups and Substitution',
    content: [
      <List key="lineup" size="sm" spacing={4}>
        <List.Item>Teams use a continuous batting order: every player present bats in turn, whether or not they are playing in the field.</List.Item>
        <List.Item>Defensive substitution is free, except as limited by the Pitching Rules.</List.Item>
        <List.Item>A player who arrives late is added to the end of the batting order. A player who leaves or is injured is skipped without penalty.</List.Item>
        <List.Item>
          A team needs at least eight players to start a game. A team that cannot field eight players 15 minutes after the scheduled start forfeits, and the
          umpire reports the forfeit to the league.
        </List.Item>
        <List.Item>
          With two outs, a team may use a courtesy runner for its catcher so that the catcher can get ready for the next inning. The courtesy runner is the
          player who made the last out.
        </List.Item>
      </List>,
    ],
  },
  {
    title: 'Score Reporting',
    content: [
      'Both head coaches report the final score within 24 hours of the end of the game. The home team’s scorebook is the official record. A score becomes final when both reports agree; disagreements are resolved by the league.',
    ],
  },
  {
    title: 'Protests',
    content: [
      'Judgment calls cannot be protested. A protest about the application of a rule must be made to the umpire before the next pitch, noted in both scorebooks, and sent to the division director within 24 hours. The league’s decision is final.',
    ],
  },
];

/** Part 2 of the rulebook. */
export function GameRules() {
  return <RuleSection part={2} title="Game Rules" rules={RULES} />;
}
