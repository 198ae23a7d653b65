import { Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { clockLabel } from '../../../../shared/league-time';
import type { AvailabilityRecord } from '../../../../shared/schemas/availability';

function Notes({ record }: { record: AvailabilityRecord }) {
  return (
    <>
      {record.notes && <Text size="sm">Notes: {record.notes}</Text>}
      {record.generalNotes && (
        <Text size="sm" c="dimmed">
          General: {record.generalNotes}
        </Text>
      )}
    </>
  );
}

function awayWindow(record: AvailabilityRecord): string {
  const from = record.awayEarliestStartTime;
  const to = record.awayLatestStartTime;
  if (from && to) return `Start between ${clockLabel(from)} and ${clockLabel(to)}`;
  if (from) return `Start at ${clockLabel(from)} or later`;
  if (to) return `Start by ${clockLabel(to)}`;
  return 'Any start time';
}

/** The selected date's availability, in a tab for hosts and a tab for visitors. */
export function DateAvailability({ records }: { records: AvailabilityRecord[] }) {
  const hosts = records.filter((r) => r.canPlayHome);
  const visitors = records.filter((r) => r.canPlayAway);
  return (
    <Tabs defaultValue="home" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="home">Home ({hosts.length})</Tabs.Tab>
        <Tabs.Tab value="away">Away ({visitors.length})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="home" pt="sm">
        {hosts.length === 0 ? (
          <Text c="dimmed">No team can host on this date.</Text>
        ) : (
          <Stack gap="sm">
            {hosts.map((r) => (
              <Stack key={r.teamId} gap={2}>
                <Text fw={600}>{r.team.name}</Text>
                <Group gap={4}>
                  {r.homeStartTimes.length === 0 ? (
                    <Text size="sm">No start times given</Text>
                  ) : (
                    r.homeStartTimes.map((time) => (
                      <Badge key={time} variant="outline" tt="none">
                        {clockLabel(time)}
                      </Badge>
                    ))
                  )}
                </Group>
                <Notes record={r} />
              </Stack>
            ))}
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="away" pt="sm">
        {visitors.length === 0 ? (
          <Text c="dimmed">No team can travel on this date.</Text>
        ) : (
          <Stack gap="sm">
            {visitors.map((r) => (
              <Stack key={r.teamId} gap={2}>
                <Text fw={600}>{r.team.name}</Text>
                <Text size="sm">{awayWindow(r)}</Text>
                <Notes record={r} />
              </Stack>
            ))}
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
