import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { isDirectorRole, STAFF_ROLE_LABELS } from '../../../../shared/roles';
import type { Coach } from '../../../../shared/schemas/coach';

export interface CoachActions {
  onEdit: (coach: Coach) => void;
  onDelete: (coach: Coach) => void;
}

export function isDirector(coach: Coach): boolean {
  return coach.teamStaff.some((s) => isDirectorRole(s.role));
}

export function CoachRowActions({ coach, onEdit, onDelete }: { coach: Coach } & CoachActions) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit ${coach.name}`} onClick={() => onEdit(coach)}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${coach.name}`} onClick={() => onDelete(coach)}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** The grid view's card: name, Director badge, contact details and teams with division and role. */
export function CoachCard({ coach, ...actions }: { coach: Coach } & CoachActions) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={coach.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Title order={2} size="h4">
              {coach.name}
            </Title>
            {isDirector(coach) && <Badge color="grape">Director</Badge>}
          </Group>
          <CoachRowActions coach={coach} {...actions} />
        </Group>
        {coach.email && (
          <Anchor href={`mailto:${coach.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {coach.email}
          </Anchor>
        )}
        <Text size="sm">{coach.phone ?? 'No phone number'}</Text>
        {coach.gameChangerTeamName && <Text size="sm">Game Changer: {coach.gameChangerTeamName}</Text>}
        <Stack gap={2}>
          {coach.teamStaff.map((s) => (
            <Text key={s.id} size="sm">
              {s.team.name}{' '}
              <Text span c="dimmed" size="sm">
                ({s.team.division.name}) · {STAFF_ROLE_LABELS[s.role]}
              </Text>
            </Text>
          ))}
          {coach.teamStaff.length === 0 && (
            <Text size="sm" c="dimmed">
              No team assignments
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
