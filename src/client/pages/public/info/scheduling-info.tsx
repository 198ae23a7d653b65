import { List, Text } from '@mantine/core';
import { InfoSection, InfoSubsection } from './info-section';

/** Fields, time slots, weather and rescheduling. */
export function SchedulingInfo() {
  return (
    <InfoSection title="Scheduling">
      <Text size="sm" lh={1.6}>
        The league publishes the schedule for each division by week and by team. Coaches are responsible for knowing their team’s schedule and for passing any
        change on to their families straight away.
      </Text>
      <InfoSubsection title="Fields and Umpires">
        <Text size="sm" lh={1.6}>
          The home team provides the field and one umpire. Each field’s address, parking and any special instructions are listed with the field; the home coach
          makes sure the visiting coach has them. A game whose field still shows as TBD will be confirmed by the home coach.
        </Text>
      </InfoSubsection>
      <InfoSubsection title="Game Times">
        <List size="sm" spacing={4}>
          <List.Item>Weeknight games start at 6:00 pm.</List.Item>
          <List.Item>Weekend games use two-hour slots starting at 9:00 am, 11:00 am, 1:00 pm and 3:00 pm.</List.Item>
          <List.Item>The 1 hour 45 minute time limit keeps every game inside its slot, so the next game on the field can start on time.</List.Item>
          <List.Item>A game shown as ‘Time TBD’ or ‘Date &amp; Time TBD’ has not been fixed yet; the schedule is updated as soon as it is.</List.Item>
        </List>
      </InfoSubsection>
      <InfoSubsection title="Weather Delays">
        <Text size="sm" lh={1.6}>
          At the first sign of lightning or thunder, the umpire stops play and everyone leaves the field for shelter. Play may resume only after 20 minutes
          without lightning or thunder; each new strike or rumble restarts the 20-minute wait. If the field cannot be played after the wait, or the delay means
          the game could not finish in its slot, the umpire calls the game.
        </Text>
      </InfoSubsection>
      <InfoSubsection title="Rain-Outs and Rescheduling">
        <List size="sm" spacing={4}>
          <List.Item>
            The home coach decides whether the field is playable and lets the visiting coach and the umpire know as early as possible, and no later than two
            hours before the start.
          </List.Item>
          <List.Item>
            A game called before it becomes official (four innings, or three and a half with the home team ahead) is rescheduled. A called game that is already
            official stands as the final result.
          </List.Item>
          <List.Item>
            The two head coaches agree a new date and time, normally within seven days, and tell their division director. Phase 1 games must be made up by 25
            May so the standings are complete before Phase 2 seeding.
          </List.Item>
          <List.Item>Any other change to a scheduled game, for any reason, needs the agreement of both coaches and the division director.</List.Item>
        </List>
      </InfoSubsection>
    </InfoSection>
  );
}
