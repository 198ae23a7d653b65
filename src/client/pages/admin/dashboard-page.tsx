import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueries, EXPORTS } from '../../api/dashboard';
import { reasonOf } from '../../api/http';
import { AdminOnly } from '../../layout/role-gate';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { PageLoader } from '../../ui/page-loader';
import { PastSeasonNotice, SeasonSwitcher, useNoSuchSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { usePageTitle } from '../../ui/use-page-title';
import { DashboardSections } from './dashboard/dashboard-sections';

function Dashboard() {
  const { season } = useChosenSeason();
  const noSuchSeason = useNoSuchSeason();
  const dashboard = useQuery({ ...dashboardQueries.of(season), enabled: !noSuchSeason });

  let body;
  if (noSuchSeason) body = null;
  else if (dashboard.isPending) body = <PageLoader label="Loading the dashboard..." />;
  else if (dashboard.isError) body = <Alert color="red">{reasonOf(dashboard.error, 'The dashboard could not be loaded. Try again in a moment.')}</Alert>;
  else body = <DashboardSections dashboard={dashboard.data} />;

  return (
    <Stack>
      <Title order={1}>League Office Dashboard</Title>
      <SeasonSwitcher />
      <PastSeasonNotice />
      {body}
      <Card withBorder component="section" aria-labelledby="dashboard-exports" padding="md">
        <Title order={2} size="h4" id="dashboard-exports" mb="xs">
          Exports
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          CSV files of the season shown, for a spreadsheet.
        </Text>
        <Group>
          <ExportCsvButton path={EXPORTS.coachContacts} label="Coach contacts CSV" />
          <ExportCsvButton path={EXPORTS.standings} label="Standings CSV" />
        </Group>
      </Card>
    </Stack>
  );
}

export default function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <AdminOnly>
      <Dashboard />
    </AdminOnly>
  );
}
