import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBook, IconInfoCircle, IconListDetails } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/use-page-title';
import { useSeasonText } from '../../ui/use-season-text';
import { DetailsTab } from './info/details-tab';
import { OverviewTab } from './info/overview-tab';
import { RulesTab } from './info/rules-tab';

const TABS = ['overview', 'details', 'rules'] as const;
type InfoTab = (typeof TABS)[number];

/** The tab named by the `tab` query parameter; anything else (or nothing) is the overview. */
function toTab(value: string | null): InfoTab {
  return TABS.find((t) => t === value) ?? 'overview';
}

export default function InfoPage() {
  usePageTitle('Info');
  const { theSeason } = useSeasonText();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = toTab(searchParams.get('tab'));

  const select = (value: string | null) => {
    const next = toTab(value);
    if (next === tab) return;
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'overview') params.delete('tab');
      else params.set('tab', next);
      return params;
    });
  };

  return (
    <Stack gap="lg" maw={1040} mx="auto">
      <div>
        <Title order={1}>Alliance Information</Title>
        <Text c="dimmed">How the alliance works, {theSeason} and the rules we play by.</Text>
      </div>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview" leftSection={<IconInfoCircle size={16} aria-hidden />}>
            Overview
          </Tabs.Tab>
          <Tabs.Tab value="details" leftSection={<IconListDetails size={16} aria-hidden />}>
            Details
          </Tabs.Tab>
          <Tabs.Tab value="rules" leftSection={<IconBook size={16} aria-hidden />}>
            Rules
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="lg">
          <OverviewTab />
        </Tabs.Panel>
        <Tabs.Panel value="details" pt="lg">
          <DetailsTab />
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="lg">
          <RulesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
