import { Alert, Anchor, List, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/client-routes';
import { AdminOnly } from '../../layout/role-gate';
import { usePageTitle } from '../../ui/use-page-title';
import { ActiveLinksCard } from './magic-links/active-links-card';
import { AllCoachesCard } from './magic-links/all-coaches-card';
import { ImportCard } from './magic-links/import-card';
import { SingleLinkCard } from './magic-links/single-link-card';

export default function MagicLinksPage() {
  usePageTitle('Magic Links');
  return (
    <AdminOnly adminOnly>
      <Stack>
        <Anchor component={Link} to={PATHS.adminSettings} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={14} aria-hidden /> Back to settings
        </Anchor>
        <Title order={1}>Magic Links</Title>
        <Alert color="navy" variant="light" icon={<IconInfoCircle />} title="How magic links work">
          <List size="sm" spacing={4}>
            <List.Item>A magic link lets a coach set a password and finish setting up the account.</List.Item>
            <List.Item>Each link is valid for 48 hours and works once.</List.Item>
            <List.Item>A coach has one active link at a time: a new link replaces the earlier one.</List.Item>
            <List.Item>Revoke a link sent to the wrong person or no longer needed: it stops working at once.</List.Item>
            <List.Item>
              Try links out with the{' '}
              <Anchor component={Link} to={PATHS.adminMagicLinksTest} size="sm" underline="always">
                magic link testing tool
              </Anchor>
              .
            </List.Item>
          </List>
        </Alert>
        <SingleLinkCard />
        <ActiveLinksCard />
        <AllCoachesCard />
        <ImportCard />
      </Stack>
    </AdminOnly>
  );
}
