import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A page whose address names nothing the league has (an unknown team or field): what happened, and a way on. */
export function NotFoundNotice({ title, text, back }: { title: string; text: string; back: { to: string; label: string } }) {
  return (
    <Stack align="flex-start" py="md">
      <Title order={1}>{title}</Title>
      <Text>{text}</Text>
      <Button component={Link} to={back.to}>
        {back.label}
      </Button>
    </Stack>
  );
}
