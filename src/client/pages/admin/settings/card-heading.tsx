import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A settings card's title, what the card is for, and its main action beside them. */
export function CardHeading({ title, description, action }: { title: string; description: string; action: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      {action}
    </Group>
  );
}
