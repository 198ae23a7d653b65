import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { isDirector } from '../../../../shared/coach-directory';
import { STAFF_ROLE_LABELS } from '../../../../shared/roles';
import type { Coach } from '../../../../shared/schemas/coach';

export function CoachName({ coach }: { coach: Coach }) {
  return (
    <Group gap={6}>
      <Text fw={600}>{coach.name}</Text>
      {isDirector(coach) && (
        <Badge size="sm" color="grape" variant="light">
          Director
        </Badge>
      )}
    </Group>
  );
}

/** Email above phone, each link a line 24px high: targets a finger can tell apart (WCAG 2.5.8). */
export function CoachContact({ coach }: { coach: Coach }) {
  return (
    <Stack gap={0} align="flex-start">
      {coach.email && (
        <Anchor href={`mailto:${coach.email}`} size="sm" lh="24px">
          {coach.email}
        </Anchor>
      )}
      {coach.phone ? (
        <Anchor href={`tel:${coach.phone.replace(/[^\d+]/g, '')}`} size="sm" lh="24px">
          {coach.phone}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          No phone
        </Text>
      )}
    </Stack>
  );
}

/** Every team of the coach, with the division and the coach's role on it. */
export function CoachTeams({ coach }: { coach: Coach }) {
  return (
    <Stack gap={2}>
      {coach.teamStaff.map((s) => (
        <Text key={s.id} size="sm">
          {s.team.name} ({s.team.division.name}) ·{' '}
          <Text span c="dimmed" size="sm">
            {STAFF_ROLE_LABELS[s.role]}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
