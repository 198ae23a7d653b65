import { Alert, Button, Card, Checkbox, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { clockLabel } from '../../../../shared/league-time';
import type { Phase2Proposal, Phase2ProposedGame } from '../../../../shared/schemas/phase2-proposal';
import { reasonOf } from '../../../api/http';
import { useAcceptPhase2, useProposePhase2 } from '../../../api/phase2';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { plural } from '../../../../shared/plural';
import { ScrollTable } from '../../../ui/scroll-table';
import { AcceptDialog } from '../schedule-generator/accept-dialog';
import { bookedIds, gameBody, rowKey } from '../schedule-generator/settings';
import { dayLabel } from './day-label';

/** A proposed game's box to accept it, or once accepted, the id the schedule gave it. */
function AcceptChoice({ game, gameId, chosen, onToggle }: { game: Phase2ProposedGame; gameId: number | undefined; chosen: boolean; onToggle: () => void }) {
  if (gameId !== undefined)
    return (
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        Added: game {gameId}
      </Text>
    );
  return <Checkbox aria-label={`Accept ${game.awayTeamName} @ ${game.homeTeamName}`} checked={chosen} onChange={onToggle} />;
}

/**
 * "Propose schedule": the division's matchups placed by the phase 2 proposer, accepted all or in
 * part (an accepted game stays in the list with its game id); the matchups left out with the reason.
 */
export function ProposalCard({ divisionId, timeZone }: { divisionId: number; timeZone: string }) {
  const propose = useProposePhase2();
  const accept = useAcceptPhase2();
  const [proposal, setProposal] = useState<Phase2Proposal | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [accepting, setAccepting] = useState<Phase2ProposedGame[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The proposal's games on the schedule now, by `rowKey`: their game ids. */
  const [added, setAdded] = useState<Map<string, number>>(new Map());

  const run = () =>
    propose.mutate(divisionId, {
      onSuccess: (answer) => {
        setProposal(answer);
        setChosen(new Set(answer.games.map(rowKey)));
        setAdded(new Map());
      },
      onError: (error) => notifyError('Could not propose a schedule', error, 'The schedule could not be proposed'),
    });
  const closeDialog = () => {
    setAccepting(null);
    setRefusal(null);
  };
  const confirm = () => {
    if (!accepting) return;
    setRefusal(null);
    accept.mutate(accepting.map(gameBody), {
      onSuccess: ({ games: booked }) => {
        notifySuccess('Games added', `${plural(booked.length, 'game')} added to the schedule`);
        setAdded((old) => new Map([...old, ...bookedIds(booked, timeZone)]));
        closeDialog();
      },
      onError: (error) => setRefusal(reasonOf(error, 'The games could not be added.')),
    });
  };
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const open = proposal?.games.filter((g) => !added.has(rowKey(g))) ?? [];
  const picked = open.filter((g) => chosen.has(rowKey(g)));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="proposed-schedule">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="proposed-schedule">
          Proposed Schedule
        </Title>
        <Button size="xs" variant="light" onClick={run} loading={propose.isPending}>
          Propose schedule
        </Button>
      </Group>
      {!proposal ? (
        <Text size="sm" c="dimmed">
          Places every matchup of the format on a date both teams gave, at the home team&apos;s start time, on a free field.
        </Text>
      ) : (
        <Stack gap="sm">
          {proposal.scheduled.length > 0 && (
            <Text size="sm">
              Already on the schedule, not proposed again:{' '}
              {proposal.scheduled.map((m) => `${m.awayTeamName} @ ${m.homeTeamName} (game ${m.gameId})`).join(', ')}
            </Text>
          )}
          {proposal.games.length === 0 ? (
            <Text>
              {proposal.unplaced.length === 0
                ? 'Every matchup of the format is on the schedule already.'
                : 'None of the matchups still to schedule can be placed: each is listed below with the reason.'}
            </Text>
          ) : (
            <ScrollTable minWidth={640} label="Proposed games table">
              <Table striped aria-label="Proposed games">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Accept</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Teams</Table.Th>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Pool</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {proposal.games.map((g) => (
                    <Table.Tr key={rowKey(g)}>
                      <Table.Td>
                        <AcceptChoice game={g} gameId={added.get(rowKey(g))} chosen={chosen.has(rowKey(g))} onToggle={() => toggle(rowKey(g))} />
                      </Table.Td>
                      <Table.Td>{dayLabel(g.date)}</Table.Td>
                      <Table.Td>{clockLabel(g.time)}</Table.Td>
                      <Table.Td>
                        {g.awayTeamName} @ {g.homeTeamName}
                      </Table.Td>
                      <Table.Td>{g.fieldName}</Table.Td>
                      <Table.Td>
                        {g.pool}: seed {g.homeTeamSeed} hosts seed {g.awayTeamSeed}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          {proposal.unplaced.length > 0 && (
            <Alert color="yellow">
              <Text fw={700} size="sm" mb={4}>
                Matchups that cannot be placed
              </Text>
              <List size="sm">
                {proposal.unplaced.map((u) => (
                  <List.Item key={`${u.pool}|${u.homeTeamSeed}|${u.awayTeamSeed}`}>
                    {u.awayTeamName ?? `Seed ${u.awayTeamSeed}`} @ {u.homeTeamName ?? `Seed ${u.homeTeamSeed}`} ({u.pool}): {u.reason}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {proposal.games.length > 0 && (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAccepting(picked)} disabled={picked.length === 0}>
                Accept chosen ({picked.length})
              </Button>
              <Button onClick={() => setAccepting(open)} disabled={open.length === 0}>
                Accept all
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {accepting && <AcceptDialog rows={accepting} accepting={accept.isPending} refusal={refusal} onConfirm={confirm} onClose={closeDialog} />}
    </Card>
  );
}
