import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { leagueDate } from '../../../../shared/league-time';
import { groupByWeek, weekGroupFrom, type CalendarWeekGroup } from '../../../../shared/schedule';
import type { Game } from '../../../../shared/schemas/game';
import type { SeasonInfo } from '../../../../shared/schemas/league';
import { weekHeading, weekOfDate } from '../../../../shared/season';
import { GameRows } from './game-rows';
import classes from './schedule-weeks.module.css';
import { WeekJump } from './week-jump';
import { weekRange } from './week-range';

interface Props {
  games: Game[];
  season: SeasonInfo;
  /** The week the address asks for; undefined: the week of today. */
  askedWeek: number | undefined;
  onChooseWeek: (week: number | undefined) => void;
  now: Date;
}

/**
 * A division's games week by week, in the season's order (spec 2.5), scrolled to the week shown:
 * the one asked for, or this week's (the next with games; the last once the season is over). A
 * week asked for without games shows the next one that has some.
 */
export function ScheduleWeeks({ games, season, askedWeek, onChooseWeek, now }: Props) {
  const { timeZone } = season;
  const groups = useMemo(() => groupByWeek(games, season, timeZone), [games, season, timeZone]);
  const today = leagueDate(now.toISOString(), timeZone);
  const todayWeek = weekOfDate(season, today)?.week;
  const current = weekGroupFrom(groups, today);
  const asked = season.weeks.find((w) => w.week === askedWeek);
  const shown = asked ? weekGroupFrom(groups, asked.start) : current;
  const shownWeek = shown?.week.week;

  // Every "This week" press scrolls, even when the address already says this week.
  const [jumps, setJumps] = useState(0);
  const sections = useRef(new Map<number, HTMLElement>());
  useEffect(() => {
    if (shownWeek !== undefined) sections.current.get(shownWeek)?.scrollIntoView({ block: 'start' });
  }, [shownWeek, jumps]);

  const calendarWeeks = groups.filter((g): g is CalendarWeekGroup => g.week !== null).map((g) => g.week);
  return (
    <Stack gap="lg" className={classes.weeks}>
      {calendarWeeks.length > 0 && (
        <WeekJump
          weeks={calendarWeeks}
          shown={shownWeek}
          onChoose={onChooseWeek}
          onThisWeek={() => {
            if (askedWeek !== undefined) onChooseWeek(undefined);
            setJumps((n) => n + 1);
          }}
        />
      )}
      {groups.map((group) => (
        <Stack
          key={group.week?.week ?? 'other'}
          gap="xs"
          className={classes.week}
          ref={(node) => {
            if (group.week && node) sections.current.set(group.week.week, node);
          }}
        >
          <Group justify="space-between" align="baseline">
            <Group gap="xs" align="baseline">
              <Title order={2} size="h4">
                {group.week ? weekHeading(group.week) : 'Outside the season calendar'}
              </Title>
              {group.week && group.week.week === todayWeek && (
                <Badge variant="light" color="navy">
                  This week
                </Badge>
              )}
            </Group>
            {group.week && (
              <Text size="sm" c="dimmed">
                {weekRange(group.week)}
              </Text>
            )}
          </Group>
          <GameRows games={group.games} timeZone={timeZone} now={now} />
        </Stack>
      ))}
    </Stack>
  );
}
