import { queryOptions } from '@tanstack/react-query';
import type { AuditPage } from '../../shared/schemas/audit';
import { apiGet, type QueryParams } from './http';

export const auditQueries = {
  /** One page of the log under the chosen filters. */
  page: (query: QueryParams) => queryOptions({ queryKey: ['audit-log', query], queryFn: () => apiGet<AuditPage>('/api/audit-log', query) }),
};
