import { List } from '@mantine/core';
import { InfoSection, InfoSubsection } from './info-section';

/** How division standings and Phase 2 pool standings are calculated. */
export function StandingsRules() {
  return (
    <InfoSection title="Standings">
      <InfoSubsection title="Division Standings (Phase 1)">
        <List size="sm" spacing={6}>
          <List.Item>
            Only completed Phase 1 games with both scores recorded count. Games that are scheduled, postponed, cancelled or awaiting a verified score do not.
          </List.Item>
          <List.Item>
            Win percentage = (wins + half the ties) ÷ games played, shown to three decimals without the leading zero. A team at 4-1-1 has (4 + 0.5) ÷ 6 = .750.
          </List.Item>
          <List.Item>
            Teams are ordered by win percentage, highest first. Teams level on win percentage are separated by run differential (runs scored minus runs
            allowed), and then by runs scored.
          </List.Item>
          <List.Item>
            Games back = ((leader’s wins − team’s wins) + (team’s losses − leader’s losses)) ÷ 2, shown to one decimal. The leader shows ‘-’. A team at 3-2-1
            behind a leader at 5-1 is ((5 − 3) + (2 − 1)) ÷ 2 = 1.5 games back.
          </List.Item>
          <List.Item>
            The standings table shows wins (W), losses (L), ties (T), games played (GP), win percentage, games back (GB), runs scored (RS), runs allowed (RA)
            and run differential (DIFF).
          </List.Item>
        </List>
      </InfoSubsection>
      <InfoSubsection title="Pool Standings (Phase 2)">
        <List size="sm" spacing={6}>
          <List.Item>Each pool has its own standings, built from its teams’ completed Phase 2 games. Phase 1 results do not carry over.</List.Item>
          <List.Item>Teams are ranked by win percentage, then by run differential, and their seed within the pool follows that ranking.</List.Item>
          <List.Item>Pool standings are shown on the Playoffs page and update as soon as scores are verified.</List.Item>
        </List>
      </InfoSubsection>
    </InfoSection>
  );
}
