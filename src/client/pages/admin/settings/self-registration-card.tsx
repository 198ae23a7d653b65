import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useSelfRegistration, useSetSelfRegistration } from '../../../api/settings';
import { notifyError, notifySuccess } from '../../../ui/notify';

/** Whether visitors may create their own coach account (off by default). */
export function SelfRegistrationCard() {
  const setting = useSelfRegistration();
  const change = useSetSelfRegistration();
  const toggle = (enabled: boolean) =>
    change.mutate(enabled, {
      onSuccess: () => notifySuccess(enabled ? 'Self-registration turned on' : 'Self-registration turned off'),
      onError: (error) => notifyError('Error changing self-registration', error, 'Please try again.'),
    });

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Self-Registration
        </Title>
        <Switch
          label="Let people create their own coach account"
          description="New accounts are coaches without a team until you assign one. Leave this off to create every account yourself."
          checked={setting.data?.enabled ?? false}
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
