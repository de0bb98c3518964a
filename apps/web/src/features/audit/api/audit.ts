import type { AuditFilterInput as AuditFilter, AuditList } from '@hub/contract/audit/audit.schema';
import { useQuery } from '@tanstack/react-query';
import { toQuery } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { pageQuery } from '../../../lib/queries.ts';

export const AUDIT_PAGE_SIZE = 25;

const auditListKey = ['audit', 'list'] as const;

export const useAuditEvents = (filter: AuditFilter, page: number) =>
  useQuery(
    pageQuery<AuditList>(auditListKey, '/admin/audit', { ...filter, page, pageSize: AUDIT_PAGE_SIZE }),
  );

/** The same filters as the list, every matching event, as a CSV file. */
export const exportAuditCsv = (filter: AuditFilter) => downloadFile(`/admin/audit.csv${toQuery(filter)}`);
