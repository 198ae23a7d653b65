import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { settingQueries } from '../../api/settings';

/** A link to the division's analysis, shown to everyone while the league publishes it. */
export function AnalysisLink({ divisionId, season }: { divisionId: number; season: number | undefined }) {
  const setting = useQuery(settingQueries.divisionAnalysis());
  if (!setting.data?.public) return null;
  return (
    <Anchor component={Link} to={`/analysis/${divisionId}${season === undefined ? '' : `?season=${season}`}`} size="sm">
      Division analysis
    </Anchor>
  );
}
