import { Card, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardHeading } from './card-heading';

interface Props<T> {
  title: string;
  description: string;
  /** The setting as read from the server. */
  setting: UseQueryResult<T>;
  /** 'the game length': said while it loads. */
  what: string;
  /** The form, given the saved setting. */
  children: (saved: T) => ReactNode;
}

/** A league setting's card: what it is for, then its form once the setting has been read. */
export function SettingCard<T>({ title, description, setting, what, children }: Props<T>) {
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <CardHeading title={title} description={description} action={null} />
        {setting.isPending ? (
          <Text size="sm">Loading {what}...</Text>
        ) : setting.isError ? (
          <Text c="red" size="sm">
            The setting could not be loaded.
          </Text>
        ) : (
          children(setting.data)
        )}
      </Stack>
    </Card>
  );
}
