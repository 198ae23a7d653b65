import { Badge, Button, Checkbox, CloseButton, Group, Input, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Division, TeamRef } from '../../../shared/schemas/league';
import type { FieldTeam } from './field-form-values';
import { groupTeamsByFirstWord } from '../../../shared/team-groups';

interface CoachProps {
  ownTeams: { id: number; name: string; divisionName: string }[];
  /** Teams of other coaches already linked to the field: shown, not changed. */
  otherTeams: FieldTeam[];
  value: number[];
  onChange: (teamIds: number[]) => void;
  error?: React.ReactNode;
}

/** The coach's choice: which of their own teams play at the field. */
export function CoachTeamPicker({ ownTeams, otherTeams, value, onChange, error }: CoachProps) {
  return (
    <Stack gap={4}>
      <Checkbox.Group
        label="Teams"
        description="Your teams that play at this field"
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        error={error}
      >
        <Stack gap={6} mt={6}>
          {ownTeams.map((team) => (
            <Checkbox key={team.id} value={String(team.id)} label={`${team.name} (${team.divisionName})`} />
          ))}
        </Stack>
      </Checkbox.Group>
      {otherTeams.length > 0 && (
        <Text size="xs" c="dimmed">
          Also used by {otherTeams.map((t) => `${t.name} (${t.divisionName})`).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

interface AdminProps {
  divisions: Division[];
  divisionId: number | null;
  onDivisionChange: (divisionId: number | null) => void;
  divisionError?: React.ReactNode;
  value: number[];
  onChange: (teamIds: number[]) => void;
  error?: React.ReactNode;
}

function TeamGroupBox({ name, teams, value, onChange }: { name: string; teams: TeamRef[]; value: number[]; onChange: (ids: number[]) => void }) {
  const ids = teams.map((t) => t.id);
  const allChosen = ids.every((id) => value.includes(id));
  return (
    <Paper withBorder p="xs" role="group" aria-label={`${name} teams`}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={700}>
          {name}
        </Text>
        {teams.length > 1 && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onChange(allChosen ? value.filter((id) => !ids.includes(id)) : [...new Set([...value, ...ids])])}
          >
            {allChosen ? 'Deselect All' : 'Select All'}
          </Button>
        )}
      </Group>
      <Stack gap={4}>
        {teams.map((team) => (
          <Checkbox
            key={team.id}
            label={team.name}
            checked={value.includes(team.id)}
            onChange={(event) => onChange(event.currentTarget.checked ? [...value, team.id] : value.filter((id) => id !== team.id))}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The administrator's choice: a division, then its teams grouped by the first word of their
 * names. Teams of other divisions already chosen stay chosen and are listed with a remove button.
 */
export function AdminTeamPicker({ divisions, divisionId, onDivisionChange, divisionError, value, onChange, error }: AdminProps) {
  const division = divisions.find((d) => d.id === divisionId);
  const allTeams = divisions.flatMap((d) => d.teams.map((t) => ({ ...t, divisionName: d.name })));
  const elsewhere = allTeams.filter((t) => value.includes(t.id) && t.divisionId !== divisionId);
  return (
    <Stack gap="xs">
      <Select
        label="Division"
        placeholder="Choose a division"
        data={divisions.map((d) => ({ value: String(d.id), label: d.name }))}
        value={divisionId === null ? null : String(divisionId)}
        onChange={(v) => onDivisionChange(v === null ? null : Number(v))}
        error={divisionError}
        withAsterisk
        allowDeselect={false}
      />
      <Input.Wrapper label="Teams" withAsterisk error={error}>
        {division ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
            {groupTeamsByFirstWord(division.teams).map((group) => (
              <TeamGroupBox key={group.name} name={group.name} teams={group.teams} value={value} onChange={onChange} />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed" mt={4}>
            Choose a division to see its teams.
          </Text>
        )}
      </Input.Wrapper>
      {elsewhere.length > 0 && (
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            Also linked:
          </Text>
          {elsewhere.map((team) => (
            <Badge
              key={team.id}
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${team.name} (${team.divisionName})`}
                  onClick={() => onChange(value.filter((id) => id !== team.id))}
                />
              }
            >
              {team.name} ({team.divisionName})
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
