import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '../../../../shared/roles';
import type { CoachForm } from '../../../../shared/schemas/coach-admin';
import type { Division } from '../../../../shared/schemas/league';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/**
 * The coach's teams, one row each: a team (grouped by division) and a staff role. The first row
 * starts as head coach and cannot be removed; rows added after it can.
 */
export function TeamAssignmentsField({ form, divisions }: { form: UseFormReturnType<CoachForm>; divisions: Division[] }) {
  const rows = form.values.teamAssignments;
  const chosen = new Set(rows.map((r) => r.teamId));
  const teamOptions = (current: string) =>
    divisions.map((d) => ({
      group: d.name,
      items: d.teams.map((t) => ({ value: String(t.id), label: `${t.name} (${d.name})`, disabled: chosen.has(String(t.id)) && String(t.id) !== current })),
    }));
  const listError = form.errors.teamAssignments;

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Team Assignments
      </Text>
      {rows.map((row, index) => (
        <Paper key={index} withBorder p="sm" radius="sm">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap="xs" style={{ flex: 1 }}>
              <Select
                label={`Team ${index + 1}`}
                placeholder="Choose a team"
                searchable
                data={teamOptions(row.teamId)}
                {...form.getInputProps(`teamAssignments.${index}.teamId`)}
                value={row.teamId || null}
                onChange={(value: string | null) =>
                  form.setFieldValue(
                    'teamAssignments',
                    rows.map((r, i) => (i === index ? { ...r, teamId: value ?? '' } : r)),
                  )
                }
              />
              <Select label={`Role on team ${index + 1}`} data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps(`teamAssignments.${index}.role`)} />
            </Stack>
            {index > 0 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={`Remove team ${index + 1}`}
                onClick={() => form.removeListItem('teamAssignments', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
      {typeof listError === 'string' && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('teamAssignments', { teamId: '', role: 'assistant_coach' })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add Team
      </Button>
    </Stack>
  );
}
