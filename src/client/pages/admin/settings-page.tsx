import { Stack, Title } from '@mantine/core';
import { AdminOnly } from '../../layout/role-gate';
import { usePageTitle } from '../../ui/use-page-title';
import { BackupsCard } from './settings/backups-card';
import { SeasonsCard } from './settings/seasons-card';
import { SelfRegistrationCard } from './settings/self-registration-card';
import { UsersCard } from './settings/users-card';

/** Seasons, user management and backups: one card per concern, stacked. */
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <AdminOnly adminOnly>
      <Stack>
        <Title order={1}>Settings</Title>
        <SeasonsCard />
        <UsersCard />
        <SelfRegistrationCard />
        <BackupsCard />
      </Stack>
    </AdminOnly>
  );
}
