import { ActionIcon, Alert, Button, Card, Group, List, MultiSelect, Select, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { playoffFormatProblems } from '../../../../shared/playoff-format-rules';
import { playoffFormatBody, type PlayoffFormat, type PlayoffFormatBody, type SeededTeam } from '../../../../shared/schemas/playoffs';
import type { Division } from '../../../../shared/schemas/league';
import { useSavePlayoffFormat } from '../../../api/phase2';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { ModalDialog } from '../../../ui/modal-dialog';

interface EditorMatchup {
  homeTeamSeed: number | null;
  awayTeamSeed: number | null;
  description: string;
}

interface EditorPool {
  name: string;
  description: string;
  seedsIncluded: number[];
  matchups: EditorMatchup[];
}

interface EditorChampionship {
  description: string;
  participants: string[];
  hostingSeed: number | null;
}

function toEditor(format: PlayoffFormat | undefined): { pools: EditorPool[]; championship: EditorChampionship } {
  if (!format) {
    return {
      pools: [{ name: 'Gold Pool', description: '', seedsIncluded: [], matchups: [] }],
      championship: { description: '', participants: [], hostingSeed: null },
    };
  }
  return {
    pools: format.pools.map((p) => ({
      name: p.name,
      description: p.description,
      seedsIncluded: [...p.seedsIncluded],
      matchups: (p.matchups ?? []).map((m) => ({ homeTeamSeed: m.homeTeamSeed, awayTeamSeed: m.awayTeamSeed, description: m.description ?? '' })),
    })),
    championship: {
      description: format.championship.description,
      participants: [...format.championship.participants],
      hostingSeed: format.championship.hostingSeed ?? null,
    },
  };
}

/** The editor's state as the API takes it; incomplete matchup rows are kept so the check names them. */
function toBody(pools: EditorPool[], championship: EditorChampionship): unknown {
  return {
    pools: pools.map((p) => ({
      name: p.name,
      description: p.description,
      seedsIncluded: p.seedsIncluded,
      matchups: p.matchups.map((m) => ({
        homeTeamSeed: m.homeTeamSeed,
        awayTeamSeed: m.awayTeamSeed,
        ...(m.description.trim() ? { description: m.description.trim() } : {}),
      })),
    })),
    championship: {
      description: championship.description,
      participants: championship.participants,
      ...(championship.hostingSeed === null ? {} : { hostingSeed: championship.hostingSeed }),
    },
  };
}

interface Props {
  division: Division;
  format: PlayoffFormat | undefined;
  seeds: SeededTeam[];
  onClose: () => void;
}

/** Edits a division's pools, their seeds and matchups, and the championship. */
export function FormatEditorDialog({ division, format, seeds, onClose }: Props) {
  const initial = toEditor(format);
  const [pools, setPools] = useState<EditorPool[]>(initial.pools);
  const [championship, setChampionship] = useState<EditorChampionship>(initial.championship);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSavePlayoffFormat();
  const teamCount = division.teams.length;
  const seedOptions = Array.from({ length: teamCount }, (_, i) => {
    const team = seeds.find((s) => s.seed === i + 1)?.team.name;
    return { value: String(i + 1), label: team ? `${i + 1} · ${team}` : String(i + 1) };
  });

  const changePool = (index: number, change: Partial<EditorPool>) => setPools((list) => list.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const changeMatchup = (poolIndex: number, matchupIndex: number, change: Partial<EditorMatchup>) => {
    const pool = pools[poolIndex];
    if (pool) changePool(poolIndex, { matchups: pool.matchups.map((m, i) => (i === matchupIndex ? { ...m, ...change } : m)) });
  };

  const submit = () => {
    const parsed = playoffFormatBody.safeParse(toBody(pools, championship));
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) =>
        issue.path.some((p) => p === 'homeTeamSeed' || p === 'awayTeamSeed') ? 'Every matchup needs a home seed and an away seed' : issue.message,
      );
      setProblems([...new Set(messages)]);
      return;
    }
    const found = playoffFormatProblems(parsed.data, teamCount);
    setProblems(found);
    if (found.length > 0) return;
    const body: PlayoffFormatBody = parsed.data;
    save.mutate(
      { divisionId: division.id, format: body },
      {
        onSuccess: () => {
          notifySuccess('Playoff format saved', `The ${division.name} playoff format was updated.`);
          onClose();
        },
        onError: (error) => notifyError('Error saving playoff format', error, 'Failed to save playoff format'),
      },
    );
  };

  return (
    <ModalDialog onClose={onClose} title={`${division.name} Playoff Format`} size="xl">
      <Stack>
        {pools.map((pool, poolIndex) => {
          const poolSeeds = seedOptions.filter((o) => pool.seedsIncluded.includes(Number(o.value)));
          return (
            <Card key={poolIndex} withBorder padding="sm" component="fieldset" aria-label={`Pool ${poolIndex + 1}`}>
              <Stack gap="xs">
                <Group justify="space-between" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Pool name"
                    required
                    value={pool.name}
                    onChange={(e) => changePool(poolIndex, { name: e.currentTarget.value })}
                    style={{ flex: 1 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove pool ${pool.name || poolIndex + 1}`}
                    onClick={() => setPools((list) => list.filter((_, i) => i !== poolIndex))}
                    mb={4}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <Textarea
                  label="Description"
                  autosize
                  minRows={2}
                  value={pool.description}
                  onChange={(e) => changePool(poolIndex, { description: e.currentTarget.value })}
                />
                <MultiSelect
                  label="Seeds included"
                  data={seedOptions}
                  value={pool.seedsIncluded.map(String)}
                  onChange={(values) => changePool(poolIndex, { seedsIncluded: values.map(Number).sort((a, b) => a - b) })}
                />
                <Text size="sm" fw={500}>
                  Matchups
                </Text>
                {pool.matchups.map((matchup, matchupIndex) => (
                  <Group key={matchupIndex} gap="xs" align="flex-end" wrap="wrap">
                    <Select
                      label="Home seed"
                      data={poolSeeds}
                      value={matchup.homeTeamSeed === null ? null : String(matchup.homeTeamSeed)}
                      onChange={(v) => changeMatchup(poolIndex, matchupIndex, { homeTeamSeed: v === null ? null : Number(v) })}
                      w={170}
                    />
                    <Select
                      label="Away seed"
                      data={poolSeeds}
                      value={matchup.awayTeamSeed === null ? null : String(matchup.awayTeamSeed)}
                      onChange={(v) => changeMatchup(poolIndex, matchupIndex, { awayTeamSeed: v === null ? null : Number(v) })}
                      w={170}
                    />
                    <TextInput
                      label="Matchup description"
                      value={matchup.description}
                      onChange={(e) => changeMatchup(poolIndex, matchupIndex, { description: e.currentTarget.value })}
                      style={{ flex: 1, minWidth: 160 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={4}
                      aria-label={`Remove matchup ${matchupIndex + 1} of ${pool.name || `pool ${poolIndex + 1}`}`}
                      onClick={() => changePool(poolIndex, { matchups: pool.matchups.filter((_, i) => i !== matchupIndex) })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                <Group>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => changePool(poolIndex, { matchups: [...pool.matchups, { homeTeamSeed: null, awayTeamSeed: null, description: '' }] })}
                  >
                    Add matchup
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => setPools((list) => [...list, { name: '', description: '', seedsIncluded: [], matchups: [] }])}
          >
            Add pool
          </Button>
        </Group>
        <Title order={3} size="h5">
          Championship
        </Title>
        <Textarea
          label="Championship description"
          autosize
          minRows={2}
          value={championship.description}
          onChange={(e) => setChampionship({ ...championship, description: e.currentTarget.value })}
        />
        <TagsInput
          label="Participants"
          description="Press Enter after each one, e.g. 'Gold Pool 1st place'."
          value={championship.participants}
          onChange={(participants) => setChampionship({ ...championship, participants })}
        />
        <Select
          label="Hosting seed"
          placeholder="None"
          clearable
          data={seedOptions}
          value={championship.hostingSeed === null ? null : String(championship.hostingSeed)}
          onChange={(v) => setChampionship({ ...championship, hostingSeed: v === null ? null : Number(v) })}
        />
        {problems.length > 0 && (
          <Alert color="red" title="The format cannot be saved yet">
            <List size="sm">
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save Format
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
