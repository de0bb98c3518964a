import type { AuditFilterInput as AuditFilter, AuditList } from '@hub/contract/audit/audit.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';

export const AUDIT_PAGE_SIZE = 25;

const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter, page: number) => [...auditKeys.all, 'list', { ...filter, page }] as const,
};

export const useAuditEvents = (filter: AuditFilter, page: number) =>
  useQuery({
    queryKey: auditKeys.list(filter, page),
    queryFn: () =>
      api.get<AuditList>(`/admin/audit${toQuery({ ...filter, page, pageSize: AUDIT_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });

/** The same filters as the list, every matching event, as a CSV file. */
export const exportAuditCsv = (filter: AuditFilter) => downloadFile(`/admin/audit.csv${toQuery(filter)}`);
