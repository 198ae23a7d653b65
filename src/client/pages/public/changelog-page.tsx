import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { format, parseISO } from 'date-fns';
import changelogText from '../../../../CHANGELOG.md?raw';
import { parseChangelog } from '../../../shared/changelog';
import { VERSION } from '../../layout/version-label';
import { usePageTitle } from '../../ui/use-page-title';

const releases = parseChangelog(changelogText);
const longDate = (iso: string) => format(parseISO(iso), 'MMMM d, yyyy');

export default function ChangelogPage() {
  usePageTitle('Changelog');
  const current = releases.find((r) => r.version === VERSION) ?? releases[0];
  return (
    <Stack>
      <div>
        <Title order={1}>Changelog</Title>
        <Text c="dimmed">
          Current version {VERSION}
          {current ? ` · Last updated ${longDate(current.date)}` : ''}
        </Text>
      </div>
      {releases.map((release) => (
        <Card key={release.version} withBorder>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              Version {release.version}
            </Title>
            <Group gap="xs">
              {release.version === VERSION && <Badge>Current</Badge>}
              <Text size="sm" c="dimmed">
                {longDate(release.date)}
              </Text>
            </Group>
          </Group>
          <List size="sm" spacing={4}>
            {release.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Card>
      ))}
    </Stack>
  );
}
