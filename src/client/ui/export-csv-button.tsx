import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { withQuery } from '../api/http';
import { useChosenSeason } from './use-chosen-season';

/**
 * Downloads a CSV export of the season the page shows (`?season=` passed on), as a plain link:
 * the browser saves the file the server names.
 */
export function ExportCsvButton({ path, label = 'Export CSV', name }: { path: string; label?: string; name?: string }) {
  const { season } = useChosenSeason();
  return (
    <Button component="a" href={withQuery(path, { season })} download variant="default" leftSection={<IconDownload size={18} />} aria-label={name}>
      {label}
    </Button>
  );
}
