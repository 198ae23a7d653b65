import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../ui/notify';

interface Props<T> {
  title: string;
  label: string;
  description: string;
  setting: UseQueryResult<T>;
  change: UseMutationResult<T, Error, boolean>;
  /** Whether the saved setting is on. */
  isOn: (saved: T) => boolean;
  /** The toast's text once it is turned on or off. */
  changed: (on: boolean) => string;
  /** The toast's title when the change fails. */
  failed: string;
}

/** A league setting that is on or off: one switch, saved as soon as it is flipped. */
export function SwitchSettingCard<T>({ title, label, description, setting, change, isOn, changed, failed }: Props<T>) {
  const toggle = (on: boolean) =>
    change.mutate(on, {
      onSuccess: () => notifySuccess(changed(on)),
      onError: (error) => notifyError(failed, error, 'Please try again.'),
    });
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Switch
          label={label}
          description={description}
          checked={setting.data ? isOn(setting.data) : false}
          disabled={setting.isPending || change.isPending}
          onChange={(e) => toggle(e.currentTarget.checked)}
        />
        {setting.isError && (
          <Text c="red" size="sm">
            The setting could not be loaded.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
