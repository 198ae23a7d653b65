import { Accordion, Button, Card, Chip, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import type { Field } from '../../../../shared/schemas/field';
import type { Division, SeasonInfo } from '../../../../shared/schemas/league';
import { plural } from '../../../../shared/plural';
import { dayLabel } from '../phase2/day-label';
import { FieldSlotsEditor } from './field-slots-editor';
import { GamesOnSchedule } from './games-on-schedule';
import { phase1Weeks, RULEBOOK_GAMES, slotsOf, type GeneratorSettings } from './settings';
import { TeamDatesEditor } from './team-dates-editor';

interface Props {
  season: SeasonInfo;
  /** The season chosen in the address (undefined: the current one). */
  seasonId: number | undefined;
  divisions: Division[];
  fields: Field[];
  settings: GeneratorSettings;
  onChange: (settings: GeneratorSettings) => void;
  /** Why Generate cannot be pressed yet, if it cannot. */
  missing: string | null;
  generating: boolean;
  hasProposal: boolean;
  onGenerate: () => void;
}

/** What the generator is to schedule: divisions, games, weeks, fields and their slots, rest and teams' dates. */
export function GeneratorForm({ season, seasonId, divisions, fields, settings, onChange, missing, generating, hasProposal, onGenerate }: Props) {
  const chosen = divisions.filter((d) => settings.divisionIds.includes(String(d.id)));
  const used = fields.filter((f) => slotsOf(settings, season, f.id).used).length;
  const lines = settings.teamDates.filter((l) => l.teamId !== null && l.dates.length > 0).length;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="generator-settings">
      <Stack gap="md">
        <Text component="h2" fw={700} size="lg" id="generator-settings" m={0}>
          What to schedule
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MultiSelect
            label="Divisions"
            data={divisions.map((d) => ({ value: String(d.id), label: d.name }))}
            value={settings.divisionIds}
            onChange={(divisionIds) => onChange({ ...settings, divisionIds })}
            error={settings.divisionIds.length === 0 ? 'Choose at least one division' : undefined}
          />
          <NumberInput
            label="New games per team"
            description={`Besides any on the schedule. The rulebook's regular games: ${RULEBOOK_GAMES}`}
            min={1}
            max={60}
            value={settings.gamesPerTeam}
            onChange={(value) => onChange({ ...settings, gamesPerTeam: Number(value) || 1 })}
          />
          <NumberInput
            label="Rest days between games"
            description="0: games on consecutive days are allowed"
            min={0}
            max={6}
            value={settings.minRestDays}
            onChange={(value) => onChange({ ...settings, minRestDays: Number(value) || 0 })}
          />
        </SimpleGrid>
        <GamesOnSchedule divisions={chosen} season={seasonId} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="generator-weeks">
            Phase 1 weeks
          </Text>
          <Chip.Group multiple value={settings.weeks} onChange={(weeks) => onChange({ ...settings, weeks })}>
            <Group gap={6} role="group" aria-labelledby="generator-weeks">
              {phase1Weeks(season).map((w) => (
                <Chip key={w.week} value={String(w.week)} size="xs" title={`${dayLabel(w.start)} to ${dayLabel(w.end)}`}>
                  Week {w.week}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="xs" c="dimmed">
            Games already on the schedule stay where they are; the new ones are fitted around them.
          </Text>
        </Stack>
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="fields">
            <Accordion.Control>
              Fields and their slots ({used} of {fields.length} used)
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="lg">
                {fields.length === 0 && <Text size="sm">The chosen divisions have no fields.</Text>}
                {fields.map((field) => (
                  <FieldSlotsEditor
                    key={field.id}
                    field={field}
                    slots={slotsOf(settings, season, field.id)}
                    onChange={(slots) => onChange({ ...settings, fields: { ...settings.fields, [field.id]: slots } })}
                  />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="team-dates">
            <Accordion.Control>Dates teams cannot play ({lines === 0 ? 'none' : plural(lines, 'team')})</Accordion.Control>
            <Accordion.Panel>
              <TeamDatesEditor divisions={chosen} value={settings.teamDates} onChange={(teamDates) => onChange({ ...settings, teamDates })} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Group gap="sm">
          <Button leftSection={<IconWand size={16} />} onClick={onGenerate} loading={generating} disabled={missing !== null}>
            {hasProposal ? 'Generate again' : 'Generate'}
          </Button>
          {missing !== null && (
            <Text size="sm" c="red.8">
              {missing}
            </Text>
          )}
          {hasProposal && missing === null && (
            <Text size="sm" c="dimmed">
              Locked and changed games are kept as they are.
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
