import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface SectionItem {
  key: string | number;
  /** Where the item is put right. */
  to: string;
  label: string;
  detail: ReactNode;
}

interface SectionProps {
  title: string;
  count: number;
  items: SectionItem[];
  /** Said when there is nothing to see to. */
  empty: string;
  /** The whole list, where one page shows it. */
  all?: { to: string; label: string };
}

/** One section of the dashboard: its count, its first items (each a link to its fix), or that all is well. */
export function DashboardSection({ title, count, items, empty, all }: SectionProps) {
  const headingId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md">
      <Group justify="space-between" align="baseline" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text fw={700} fz="xl" aria-label={`${count} in all`}>
          {count}
        </Text>
      </Group>
      {count === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs">
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <li key={item.key}>
                <Anchor component={Link} to={item.to} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.label}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {item.detail}
                </Text>
              </li>
            ))}
          </Stack>
          {all && (
            <Anchor component={Link} to={all.to} size="sm">
              {count > items.length ? `${all.label} (${count})` : all.label}
            </Anchor>
          )}
        </Stack>
      )}
    </Card>
  );
}
