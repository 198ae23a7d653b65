import { ActionIcon, Badge, Button, Card, Group, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowsRightLeft, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Division, TeamRef } from '../../../../shared/schemas/league';
import classes from './division-card.module.css';

export interface DivisionActions {
  onAddTeams: () => void;
  onRenameDivision: () => void;
  onDeleteDivision: () => void;
  onEditTeam: (team: TeamRef) => void;
  onMoveTeam: (team: TeamRef) => void;
  onDeleteTeam: (team: TeamRef) => void;
}

/**
 * One division: its team count, its teams (with edit, move and delete on each), add teams, rename,
 * delete. Without `actions` (a season kept as it ended) it shows the division and its teams only.
 */
export function DivisionCard({ division, actions }: { division: Division; actions?: DivisionActions }) {
  const count = division.teams.length;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`division-${division.id}`}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h3" id={`division-${division.id}`}>
            {division.name}
          </Title>
          <Badge variant="light" tt="none">
            {count} team{count === 1 ? '' : 's'}
          </Badge>
        </Group>
        {actions && (
          <Group gap={2} wrap="nowrap">
            <Tooltip label={`Rename ${division.name}`}>
              <ActionIcon variant="subtle" aria-label={`Rename division ${division.name}`} onClick={actions.onRenameDivision}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={`Delete ${division.name}`}>
              <ActionIcon variant="subtle" color="red" aria-label={`Delete division ${division.name}`} onClick={actions.onDeleteDivision}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          No teams yet.
        </Text>
      ) : (
        <ScrollArea.Autosize mah="20rem" type="auto" offsetScrollbars>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Teams of ${division.name}`}>
            {division.teams.map((team) => (
              <Group key={team.id} component="li" className={classes.teamRow} justify="space-between" wrap="nowrap" py={4}>
                <Text size="sm">{team.name}</Text>
                {actions && (
                  <Group gap={2} wrap="nowrap" className={classes.teamActions}>
                    <ActionIcon variant="subtle" size="sm" aria-label={`Edit team ${team.name}`} onClick={() => actions.onEditTeam(team)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" size="sm" aria-label={`Move team ${team.name}`} onClick={() => actions.onMoveTeam(team)}>
                      <IconArrowsRightLeft size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" size="sm" color="red" aria-label={`Delete team ${team.name}`} onClick={() => actions.onDeleteTeam(team)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {actions && (
        <Button mt="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={actions.onAddTeams}>
          Add Teams
        </Button>
      )}
    </Card>
  );
}
