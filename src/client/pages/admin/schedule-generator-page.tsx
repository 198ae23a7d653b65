import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/client-routes';
import { leagueDate } from '../../../shared/league-time';
import type { Division, SeasonInfo } from '../../../shared/schemas/league';
import type { ScheduleProposal } from '../../../shared/schemas/schedule-proposal';
import { reasonOf } from '../../api/http';
import { fieldQueries, useDivisions, useSeason } from '../../api/league';
import { useAcceptProposal, useProposeSchedule } from '../../api/schedule-proposals';
import { AdminOnly } from '../../layout/role-gate';
import { PageLoader } from '../../ui/page-loader';
import { plural } from '../../../shared/plural';
import { ArchivedSeasonNotice, SeasonSwitcher, useShownSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { usePageTitle } from '../../ui/use-page-title';
import { AcceptDialog } from './schedule-generator/accept-dialog';
import { ChangeGameDialog } from './schedule-generator/change-game-dialog';
import { GeneratorForm } from './schedule-generator/generator-form';
import { Bottlenecks, SoftGoalScores } from './schedule-generator/proposal-summary';
import { ProposalCalendar } from './schedule-generator/proposal-calendar';
import { ProposalGames } from './schedule-generator/proposal-games';
import {
  bookedIds,
  defaultSettings,
  fieldsOfDivisions,
  gameBody,
  phase1Weeks,
  proposalRequest,
  rowKey,
  rowsOf,
  slotsOf,
  type GeneratorSettings,
  type ProposalRow,
} from './schedule-generator/settings';

/** Why Generate cannot be pressed yet, in the form's words. */
function missingChoice(settings: GeneratorSettings, season: SeasonInfo, fieldIds: number[]): string | null {
  if (settings.divisionIds.length === 0) return 'Choose at least one division.';
  if (settings.weeks.length === 0) return 'Choose at least one week.';
  const used = fieldIds.map((id) => slotsOf(settings, season, id)).filter((s) => s.used);
  if (used.length === 0) return 'Use at least one field.';
  if (used.some((s) => s.days.length === 0 || s.times.length === 0)) return 'Give each field used at least one day and one start time.';
  return null;
}

function ScheduleGenerator({ season, seasonId, divisions }: { season: SeasonInfo; seasonId: number | undefined; divisions: Division[] }) {
  const [settings, setSettings] = useState(() => defaultSettings(season, divisions[0]?.id, leagueDate(new Date().toISOString(), season.timeZone)));
  const [proposal, setProposal] = useState<ScheduleProposal | null>(null);
  const [rows, setRows] = useState<ProposalRow[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [changing, setChanging] = useState<ProposalRow | null>(null);
  const [accepting, setAccepting] = useState<ProposalRow[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  // Locks and changes since the proposal was made: its scores no longer describe the games shown.
  const [edited, setEdited] = useState(false);
  const propose = useProposeSchedule();
  const accept = useAcceptProposal();
  const fieldLists = useQueries({ queries: settings.divisionIds.map((id) => fieldQueries.list({ divisionId: Number(id), selector: true })) });
  const fields = fieldsOfDivisions(fieldLists.map((q) => q.data));
  const chosen = divisions.filter((d) => settings.divisionIds.includes(String(d.id)));
  const teamIds = new Set(chosen.flatMap((d) => d.teams.map((t) => t.id)));
  const teamName = (id: number) => divisions.flatMap((d) => d.teams).find((t) => t.id === id)?.name ?? `Team ${id}`;
  const weeks = phase1Weeks(season).filter((w) => settings.weeks.includes(String(w.week)));
  const missing = fieldLists.some((q) => q.isPending)
    ? 'Loading the fields...'
    : missingChoice(
        settings,
        season,
        fields.map((f) => f.id),
      );

  const generate = () => {
    const kept = rows.filter((r) => r.kept !== null);
    setCreated(null);
    propose.mutate(proposalRequest(settings, season, fields, kept, teamIds), {
      onSuccess: (answer) => {
        const next = rowsOf(answer.games, kept);
        setProposal(answer);
        setRows(next);
        setEdited(false);
        setSelected((old) => new Set(next.map(rowKey).filter((k) => old.has(k))));
      },
    });
  };
  const replace = (row: ProposalRow, by: ProposalRow) => {
    const key = rowKey(row);
    setEdited(true);
    setRows((old) => old.map((r) => (rowKey(r) === key ? by : r)));
    setSelected((old) => {
      if (!old.has(key)) return old;
      const next = new Set(old);
      next.delete(key);
      return next.add(rowKey(by));
    });
  };
  const choose = (keys: string[], on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const key of keys)
        if (on) next.add(key);
        else next.delete(key);
      return next;
    });
  const confirm = () => {
    if (!accepting) return;
    setRefusal(null);
    accept.mutate(accepting.map(gameBody), {
      onSuccess: ({ games }) => {
        const done = new Set(accepting.map(rowKey));
        const ids = bookedIds(games, season.timeZone);
        setRows((old) => old.map((r) => (done.has(rowKey(r)) ? { ...r, kept: 'accepted', gameId: ids.get(rowKey(r)) } : r)));
        setSelected(new Set());
        setCreated(games.length);
        setAccepting(null);
      },
      onError: (error) => setRefusal(reasonOf(error, 'The games could not be added.')),
    });
  };
  const selectedRows = rows.filter((r) => selected.has(rowKey(r)));
  const open = rows.filter((r) => r.kept !== 'accepted');
  const accepted = rows.length - open.length;
  const first = weeks[0]?.start ?? '';
  const last = weeks[weeks.length - 1]?.end ?? '';

  return (
    <Stack gap="lg">
      <GeneratorForm
        season={season}
        seasonId={seasonId}
        divisions={divisions}
        fields={fields}
        settings={settings}
        onChange={setSettings}
        missing={missing}
        generating={propose.isPending}
        hasProposal={proposal !== null}
        onGenerate={generate}
      />
      <div aria-live="polite">
        {propose.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Generating the schedule... this can take a few seconds.</Text>
          </Group>
        )}
        {created !== null && (
          <Alert
            color="green"
            icon={<IconCheck size={18} />}
            title={`${plural(created, 'game')} added to the schedule`}
            // Mantine's green title, even its darkest, is short of AA contrast on the light green.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {created === 1 ? 'It is' : 'They are'} on the{' '}
            <Anchor component={Link} to={PATHS.adminGames} inherit underline="always">
              Games page
            </Anchor>{' '}
            and the public schedule.
          </Alert>
        )}
      </div>
      {propose.isError && (
        <Alert color="red" title="No schedule could be proposed" role="alert">
          {reasonOf(propose.error, 'The schedule could not be proposed.')}
        </Alert>
      )}
      {proposal !== null && (
        <Stack gap="md" component="section" aria-labelledby="proposal-heading">
          <Title order={2} size="h3" id="proposal-heading">
            Proposed schedule: {plural(rows.length, 'game')}
            {accepted > 0 && `, ${accepted} accepted`}
          </Title>
          <Bottlenecks proposal={proposal} teamName={teamName} />
          <Title order={3} size="h4">
            How well it meets the goals
          </Title>
          <SoftGoalScores scores={proposal.scores} />
          {edited && (
            <Text size="sm" fw={500}>
              Games were locked or changed since these scores: generate again to score the schedule as it now stands.
            </Text>
          )}
          <Title order={3} size="h4">
            Calendar
          </Title>
          <ProposalCalendar weeks={weeks} rows={rows} />
          <Title order={3} size="h4">
            Games
          </Title>
          <Group gap="sm">
            <Button onClick={() => setAccepting(selectedRows)} disabled={selectedRows.length === 0}>
              Accept chosen ({selectedRows.length})
            </Button>
            <Button variant="light" onClick={() => setAccepting(open)} disabled={open.length === 0}>
              Accept all ({open.length})
            </Button>
          </Group>
          {rows.length === 0 ? (
            <Text>No games proposed.</Text>
          ) : (
            <ProposalGames
              rows={rows}
              selected={selected}
              onSelect={choose}
              onLock={(row) => replace(row, { ...row, kept: row.kept === null ? 'locked' : null })}
              onChange={setChanging}
            />
          )}
        </Stack>
      )}
      {changing && (
        <ChangeGameDialog
          row={changing}
          rows={rows}
          teamName={teamName}
          fields={fields}
          first={first}
          last={last}
          onSave={(row) => {
            replace(changing, row);
            setChanging(null);
          }}
          onClose={() => setChanging(null)}
        />
      )}
      {accepting && (
        <AcceptDialog
          rows={accepting}
          accepting={accept.isPending}
          refusal={refusal}
          onConfirm={confirm}
          onClose={() => {
            setAccepting(null);
            setRefusal(null);
          }}
        />
      )}
    </Stack>
  );
}

function ScheduleGeneratorScreen() {
  const { season: chosen } = useChosenSeason();
  const divisions = useDivisions(chosen);
  const season = useSeason(chosen);
  const shown = useShownSeason();
  if (divisions.isPending || season.isPending) return <PageLoader label="Loading..." />;
  if (divisions.isError || season.isError) return <Alert color="red">The league could not be loaded.</Alert>;
  return (
    <Stack>
      <Title order={1}>Schedule Generator</Title>
      <SeasonSwitcher />
      <ArchivedSeasonNotice />
      <Text>
        Proposes the {season.data.name} phase 1 games of the chosen divisions. Nothing is added to the schedule until you accept games; lock or change games and
        generate again to keep them while the rest is proposed anew.
      </Text>
      {divisions.data.length === 0 ? (
        <Text>No divisions yet.</Text>
      ) : shown?.archived ? null : (
        <ScheduleGenerator key={season.data.id} season={season.data} seasonId={chosen} divisions={divisions.data} />
      )}
    </Stack>
  );
}

export default function ScheduleGeneratorPage() {
  usePageTitle('Schedule Generator');
  return (
    <AdminOnly adminOnly>
      <ScheduleGeneratorScreen />
    </AdminOnly>
  );
}
