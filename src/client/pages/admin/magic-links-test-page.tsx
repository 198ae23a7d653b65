import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../layout/role-gate';
import { usePageTitle } from '../../ui/use-page-title';
import { GenerateTab } from './magic-links-test/generate-tab';
import { VerifyTab } from './magic-links-test/verify-tab';

type Tab = 'generate' | 'verify';

/** The testing tool for sign-in links; ?token= fills in the token and opens Verify Token. */
export default function MagicLinksTestPage() {
  usePageTitle('Magic Links Testing Tool');
  const [search] = useSearchParams();
  const [token, setToken] = useState(search.get('token') ?? '');
  const [tab, setTab] = useState<Tab>(token ? 'verify' : 'generate');

  return (
    <AdminOnly adminOnly>
      <Stack>
        <Title order={1}>Magic Links Testing Tool</Title>
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'generate')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="generate">Generate Test Link</Tabs.Tab>
            <Tabs.Tab value="verify">Verify Token</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="generate" pt="md">
            <GenerateTab
              onVerify={(generated) => {
                setToken(generated);
                setTab('verify');
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="verify" pt="md">
            <VerifyTab initialToken={token} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </AdminOnly>
  );
}
