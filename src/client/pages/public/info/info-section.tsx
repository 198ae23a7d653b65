import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A titled block of the information page: an h2 heading over its content, in a card unless
 * `plain` (for content that brings its own cards).
 */
export function InfoSection({ title, plain = false, children }: { title: string; plain?: boolean; children: ReactNode }) {
  const headingId = useId();
  const body = (
    <Stack gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
  if (plain)
    return (
      <section aria-labelledby={headingId} style={{ minWidth: 0 }}>
        {body}
      </section>
    );
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      {body}
    </Card>
  );
}

/** A titled part of an InfoSection: an h3 heading over its content. */
export function InfoSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} mt="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
