import { useMemo } from 'react';
import { useCoaches } from '../../../api/coaches';
import { useDivisions, useFields } from '../../../api/league';
import type { AuditReading, RecordKind } from './audit-changes';

const byId = (records: readonly { id: number; name: string }[] | undefined) => new Map(records?.map((r) => [r.id, r.name]));

/**
 * How the audit log reads ids: as the names of the league's current divisions, teams, fields and
 * coaches. A record deleted since (or a list that could not be read) leaves its id showing.
 */
export function useAuditReading(timeZone: string): AuditReading {
  const divisions = useDivisions();
  const fields = useFields();
  const coaches = useCoaches();
  return useMemo(() => {
    const names: Record<RecordKind, Map<number, string>> = {
      division: byId(divisions.data),
      team: byId(divisions.data?.flatMap((d) => d.teams)),
      field: byId(fields.data),
      coach: byId(coaches.data),
    };
    return { nameOf: (kind, id) => names[kind].get(id), timeZone };
  }, [divisions.data, fields.data, coaches.data, timeZone]);
}
