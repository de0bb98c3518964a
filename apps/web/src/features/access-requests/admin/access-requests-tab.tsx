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

/** Access Requests: pending requests can be approved (the requester is whitelisted) or rejected. */
export function AccessRequestsTab() {
  const paging = usePagedList<AccessRequestStatus>({ pageSize: ACCESS_REQUESTS_PAGE_SIZE });
  const list = useAccessRequests(paging.filterValue, paging.page);
  const { decide, isBusy, inviteDialog } = useAccessRequestDecision();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <ListHeading
          title={countedTitle('Access Requests', list)}
          description="People asking to join. Approving adds them to the whitelist with their name, unit and mobile."
        />
        <StatusFilter paging={paging} />
      </Group>
      <PagedList
        query={list}
        paging={paging}
        what="access requests"
        pagesLabel="Access request pages"
        empty={{ title: 'No access requests', text: 'New requests from the login page appear here.' }}
      >
        {(requests) => (
          <RowTable
            minWidth={760}
            rows={requests}
            columns={[
              { label: 'Full Name', isName: true, cell: (request) => request.fullName },
              { label: 'Email', cell: (request) => request.email },
              { label: 'Unit Number', cell: (request) => request.unitNumber },
              { label: 'Mobile', cell: (request) => request.mobile ?? '—' },
              { label: 'Status', cell: (request) => <StatusBadge status={request.status} /> },
              { label: 'Requested', cell: (request) => formatLocalDateTime(request.createdAt) },
              {
                label: 'Actions',
                isRight: true,
                cell: (request) =>
                  request.status === 'pending' ? (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <DecisionRowActions
                        ariaLabel={(decision) => `${decision} request from ${request.fullName}`}
                        isDisabled={isBusy}
                        onApprove={() => void decide(request, 'approved')}
                        onReject={() => void decide(request, 'rejected')}
                      />
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed" ta="right">
                      {request.decidedBy ? `by ${request.decidedBy}` : ''}
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
