import { Stack, Tabs, Title } from '@mantine/core';
import { AdminOnly } from '../../layout/role-gate';
import { oneOf, useAddressFields } from '../../ui/use-address-fields';
import { usePageTitle } from '../../ui/use-page-title';
import { BackupsCard } from './settings/backups-card';
import { DivisionAnalysisCard } from './settings/division-analysis-card';
import { ForfeitScoreCard } from './settings/forfeit-score-card';
import { GameLengthCard } from './settings/game-length-card';
import { ScoreAutoFinalCard } from './settings/score-auto-final-card';
import { SeasonsCard } from './settings/seasons-card';
import { SelfRegistrationCard } from './settings/self-registration-card';
import { UsersCard } from './settings/users-card';

const TABS = ['users', 'backups', 'seasons'] as const;

/**
 * Settings in tabs, the open one in the address (`?tab=users|backups|seasons`, users by default):
 * accounts (with the self-registration switch), backups, and seasons.
 */
export default function SettingsPage() {
  usePageTitle('Settings');
  const address = useAddressFields();
  const tab = oneOf(address.get('tab'), TABS) ?? 'users';
  return (
    <AdminOnly adminOnly>
      <Stack>
        <Title order={1}>Settings</Title>
        <Tabs
          value={tab}
          onChange={(value) => address.update({ tab: value === 'users' ? undefined : (value ?? undefined), q: undefined, role: undefined, page: undefined })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="users">Users</Tabs.Tab>
            <Tabs.Tab value="backups">Backups</Tabs.Tab>
            <Tabs.Tab value="seasons">Seasons</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users">
            <Stack>
              <UsersCard />
              <SelfRegistrationCard />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="backups">
            <BackupsCard />
          </Tabs.Panel>
          <Tabs.Panel value="seasons">
            <Stack>
              <SeasonsCard />
              <GameLengthCard />
              <ForfeitScoreCard />
              <ScoreAutoFinalCard />
              <DivisionAnalysisCard />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </AdminOnly>
  );
}
