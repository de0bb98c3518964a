import type { AccessRequestStatus } from '@hub/contract/enums';
import { Group, Stack, Text } from '@mantine/core';
import { PagedList, RowTable } from '../../../components/paged-list.tsx';
import { DecisionRowActions } from '../../../components/row-action.tsx';
import { StatusBadge, StatusFilter } from '../../../components/status-badge.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { ACCESS_REQUESTS_PAGE_SIZE, useAccessRequests } from '../api/access-requests.ts';
import { useAccessRequestDecision } from './use-access-request-decision.ts';
import { ListHeading } from '../../../components/list-heading.tsx';
import { countedTitle } from '../../../lib/list-total.ts';
import { useText } from './texts.ts';

/** Access Requests: pending requests can be approved (the requester is whitelisted) or rejected. */
export function AccessRequestsTab() {
  const t = useText();
  const paging = usePagedList<AccessRequestStatus>({ pageSize: ACCESS_REQUESTS_PAGE_SIZE });
  const list = useAccessRequests(paging.filterValue, paging.page);
  const { decide, isBusy, inviteDialog } = useAccessRequestDecision();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <ListHeading
          title={countedTitle(t('access-requests.admin.title'), list)}
          description={t('access-requests.admin.description')}
        />
        <StatusFilter paging={paging} />
      </Group>
      <PagedList
        query={list}
        paging={paging}
        what={t('access-requests.admin.what')}
        pagesLabel={t('access-requests.admin.pages')}
        empty={{ title: t('access-requests.admin.emptyTitle'), text: t('access-requests.admin.emptyText') }}
      >
        {(requests) => (
          <RowTable
            minWidth={760}
            rows={requests}
            columns={[
              {
                label: t('access-requests.admin.fullName'),
                isName: true,
                cell: (request) => request.fullName,
              },
              { label: t('access-requests.admin.email'), cell: (request) => request.email },
              { label: t('access-requests.admin.unitNumber'), cell: (request) => request.unitNumber },
              { label: t('access-requests.admin.mobile'), cell: (request) => request.mobile ?? '—' },
              {
                label: t('access-requests.admin.status'),
                cell: (request) => <StatusBadge status={request.status} />,
              },
              {
                label: t('access-requests.admin.requested'),
                cell: (request) => formatLocalDateTime(request.createdAt),
              },
              {
                label: t('access-requests.admin.actions'),
                isRight: true,
                cell: (request) =>
                  request.status === 'pending' ? (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <DecisionRowActions
                        ariaLabel={(decision) =>
                          t(
                            decision === 'Approve'
                              ? 'access-requests.admin.approveFrom'
                              : 'access-requests.admin.rejectFrom',
                            { name: request.fullName },
                          )
                        }
                        isDisabled={isBusy}
                        onApprove={() => void decide(request, 'approved')}
                        onReject={() => void decide(request, 'rejected')}
                      />
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed" ta="end">
                      {request.decidedBy
                        ? t('access-requests.admin.decidedBy', { name: request.decidedBy })
                        : ''}
                    </Text>
                  ),
              },
            ]}
          />
        )}
      </PagedList>
      {inviteDialog}
    </Stack>
  );
}
