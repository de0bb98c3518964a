import type { AccessRequest } from '@hub/contract/access-requests/access-request.schema';
import type { AccessRequestStatus } from '@hub/contract/enums';
import {
  ActionIcon,
  Badge,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  ACCESS_REQUESTS_PAGE_SIZE,
  useAccessRequests,
  useDecideAccessRequest,
} from '../api/access-requests.ts';

const STATUS_COLORS: Record<AccessRequestStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** Access Requests: pending requests can be approved (the requester is whitelisted) or rejected. */
export function AccessRequestsTab() {
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const status = filter === 'all' ? undefined : (filter as AccessRequestStatus);
  const list = useAccessRequests(status, page);
  const decide = useDecideAccessRequest();

  const decideOn = (request: AccessRequest, decision: 'approved' | 'rejected') => {
    const texts =
      decision === 'approved'
        ? { success: 'Access request approved successfully!', failure: 'Failed to approve access request' }
        : { success: 'Access request rejected successfully!', failure: 'Failed to reject access request' };
    decide.mutate(
      { id: request.id, status: decision },
      {
        onSuccess: () => showToast({ title: 'Success', message: texts.success }),
        onError: (error) =>
          showToast({ title: 'Error', message: `${texts.failure}. ${error.message}`, isDestructive: true }),
      },
    );
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACCESS_REQUESTS_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="xl">
            Access Requests ({total})
          </Title>
          <Text c="dimmed" size="sm">
            People asking to join. Approving adds them to the whitelist with their name, unit and mobile.
          </Text>
        </div>
        <SegmentedControl
          data={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          aria-label="Filter by status"
        />
      </Group>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <Text c="red">Could not load access requests: {list.error.message}</Text>
      ) : list.data.items.length === 0 ? (
        <EmptyState title="No access requests" text="New requests from the login page appear here." />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Full Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Unit Number</Table.Th>
                <Table.Th>Mobile</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Requested</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td fw={500}>{request.fullName}</Table.Td>
                  <Table.Td>{request.email}</Table.Td>
                  <Table.Td>{request.unitNumber}</Table.Td>
                  <Table.Td>{request.mobile ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[request.status]}>
                      {request.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatLocalDateTime(request.createdAt)}</Table.Td>
                  <Table.Td>
                    {request.status === 'pending' ? (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label="Approve">
                          <ActionIcon
                            variant="light"
                            color="teal"
                            aria-label={`Approve request from ${request.fullName}`}
                            disabled={decide.isPending}
                            onClick={() => decideOn(request, 'approved')}
                          >
                            <IconCheck size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Reject">
                          <ActionIcon
                            variant="light"
                            color="red"
                            aria-label={`Reject request from ${request.fullName}`}
                            disabled={decide.isPending}
                            onClick={() => decideOn(request, 'rejected')}
                          >
                            <IconX size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    ) : (
                      <Text size="xs" c="dimmed" ta="right">
                        {request.decidedBy ? `by ${request.decidedBy}` : ''}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Access request pages" />
      )}
    </Stack>
  );
}
