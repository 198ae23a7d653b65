import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen fails to load (for example its code after a new release). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container size="sm" py="xl">
      <Stack align="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
