import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of a team or field page, in a card, named by its heading for screen readers. */
export function CardSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap={6}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
