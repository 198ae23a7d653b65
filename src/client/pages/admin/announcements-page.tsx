import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatLeague } from '../../../shared/league-time';
import type { AdminAnnouncement, AnnouncementState } from '../../../shared/schemas/announcements';
import type { SeasonInfo } from '../../../shared/schemas/league';
import { useAdminAnnouncements } from '../../api/announcements';
import { useDivisions, useSeason } from '../../api/league';
import { AdminOnly } from '../../layout/role-gate';
import { PageLoader } from '../../ui/page-loader';
import { ScrollTable } from '../../ui/scroll-table';
import { usePageTitle } from '../../ui/use-page-title';
import { AnnouncementDialog } from './announcements/announcement-dialog';
import { DeleteAnnouncementDialog } from './announcements/delete-announcement-dialog';

const WHEN = 'EEE, MMM d, yyyy @ h:mm a';

const STATES: Record<AnnouncementState, { label: string; color: string }> = {
  showing: { label: 'Showing', color: 'green' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  ended: { label: 'Ended', color: 'gray' },
};

function mailOf(a: AdminAnnouncement, timeZone: string): string {
  if (a.mailedAt) return `Mailed ${formatLeague(a.mailedAt, timeZone, WHEN)}`;
  return a.mail ? 'When it starts' : 'Not mailed';
}

type Open = { kind: 'edit'; announcement: AdminAnnouncement | null } | { kind: 'delete'; announcement: AdminAnnouncement } | null;

function AnnouncementRows({ announcements, season, onOpen }: { announcements: AdminAnnouncement[]; season: SeasonInfo; onOpen: (open: Open) => void }) {
  const tz = season.timeZone;
  return (
    <Paper withBorder>
      <ScrollTable minWidth={820} label="Announcements table" pinnedColumns={1}>
        <Table striped aria-label="Announcements">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Division</Table.Th>
              <Table.Th>Shows</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Mail</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {announcements.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.title}</Table.Td>
                <Table.Td>{a.divisionName ?? 'Whole league'}</Table.Td>
                <Table.Td>
                  {formatLeague(a.startsAt, tz, WHEN)} to {formatLeague(a.endsAt, tz, WHEN)}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATES[a.state].color} variant="light" c="dark.8" tt="none">
                    {STATES[a.state].label}
                  </Badge>
                </Table.Td>
                <Table.Td>{mailOf(a, tz)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Tooltip label="Edit">
                      <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${a.title}`} onClick={() => onOpen({ kind: 'edit', announcement: a })}>
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Delete ${a.title}`}
                        onClick={() => onOpen({ kind: 'delete', announcement: a })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

function Announcements() {
  const announcements = useAdminAnnouncements();
  const season = useSeason();
  const divisions = useDivisions();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  let body;
  if (announcements.isPending || season.isPending || divisions.isPending) body = <PageLoader label="Loading announcements..." />;
  else if (announcements.isError || season.isError || divisions.isError) body = <Alert color="red">Announcements could not be loaded.</Alert>;
  else if (announcements.data.length === 0) body = <Text>No announcements yet.</Text>;
  else body = <AnnouncementRows announcements={announcements.data} season={season.data} onOpen={setOpen} />;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Announcements</Title>
          <Text c="dimmed" size="sm">
            A rainout notice or league news, shown as a banner on the home page and its division&apos;s pages from its start to its end.
          </Text>
        </div>
        <Button onClick={() => setOpen({ kind: 'edit', announcement: null })} disabled={!season.data || !divisions.data}>
          New Announcement
        </Button>
      </Group>
      {body}
      {open?.kind === 'edit' && season.data && divisions.data && (
        <AnnouncementDialog announcement={open.announcement} divisions={divisions.data} season={season.data} onClose={close} />
      )}
      {open?.kind === 'delete' && <DeleteAnnouncementDialog announcement={open.announcement} onClose={close} />}
    </Stack>
  );
}

export default function AnnouncementsPage() {
  usePageTitle('Announcements');
  return (
    <AdminOnly>
      <Announcements />
    </AdminOnly>
  );
}
