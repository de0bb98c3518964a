import type { WhitelistEntry } from '@hub/contract/whitelist/whitelist.schema';
import {
  ActionIcon,
  Button,
  Badge,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDownload,
  IconEdit,
  IconPlugConnectedX,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { toQuery } from '../../../lib/api-client.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { downloadFile } from '../../../lib/download.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  useAddWhitelistEmail,
  useEndSessions,
  useRemoveWhitelistEntry,
  useWhitelist,
  WHITELIST_PAGE_SIZE,
} from '../api/whitelist.ts';
import { EditWhitelistDialog } from './edit-whitelist-dialog.tsx';
import { ImportWhitelistDialog } from './import-whitelist-dialog.tsx';

function AddEmailForm() {
  const [email, setEmail] = useState('');
  const add = useAddWhitelistEmail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank address does nothing.
    if (!email.trim()) return;
    add.mutate(email.trim(), {
      onSuccess: () => {
        showToast({ title: 'Success', message: 'Email added to whitelist successfully!' });
        setEmail('');
      },
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to add email to whitelist. ${error.message}`,
          isDestructive: true,
        }),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Add email to whitelist"
          placeholder="resident@example.com"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
        />
        <BusyButton
          type="submit"
          isBusy={add.isPending}
          busyLabel="Adding..."
          leftSection={<IconPlus size={16} />}
        >
          Add Email
        </BusyButton>
      </Group>
    </form>
  );
}

/** Whitelist: who may enter. Add, search (e-mail, name, unit), edit and remove. */
export function WhitelistTab() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<WhitelistEntry | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const list = useWhitelist(debouncedSearch, page);
  const remove = useRemoveWhitelistEntry();
  const endSessions = useEndSessions();

  const removeEntry = async (entry: WhitelistEntry) => {
    const isConfirmed = await confirm({
      title: 'Remove from whitelist',
      message: `Remove ${entry.email} from the whitelist? They will be signed out and can no longer log in.`,
      confirmLabel: 'Remove',
    });
    if (!isConfirmed) return;
    remove.mutate(entry.id, {
      onSuccess: () => showToast({ title: 'Success', message: 'Email removed from whitelist successfully!' }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to remove email from whitelist. ${error.message}`,
          isDestructive: true,
        }),
    });
  };

  const endSessionsOf = async (entry: WhitelistEntry) => {
    const isConfirmed = await confirm({
      title: 'End sessions',
      message: `Sign ${entry.email} out on every device? They can sign in again while their entry is active.`,
      confirmLabel: 'End sessions',
    });
    if (!isConfirmed) return;
    endSessions.mutate(entry.id, {
      onSuccess: ({ ended }) =>
        showToast({
          title: 'Success',
          message: ended
            ? `${entry.email} was signed out on ${ended} device(s).`
            : `${entry.email} was not signed in.`,
        }),
      onError: (error) => showToast({ title: 'Error', message: error.message, isDestructive: true }),
    });
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / WHITELIST_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          Whitelisted Users ({total})
        </Title>
        <Text c="dimmed" size="sm">
          Residents whose e-mail is here and active can sign in with it.
        </Text>
      </div>
      <AddEmailForm />
      <Group gap="xs">
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setIsImporting(true)}>
          Import CSV
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() =>
            downloadFile(`/admin/whitelist/export${toQuery({ search: debouncedSearch })}`).catch(
              (error: Error) => showToast({ title: 'Error', message: error.message, isDestructive: true }),
            )
          }
        >
          Export CSV
        </Button>
      </Group>
      <ImportWhitelistDialog opened={isImporting} onClose={() => setIsImporting(false)} />
      <TextInput
        label="Search whitelist"
        placeholder="Search by email, name or unit"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <Text c="red">Could not load the whitelist: {list.error.message}</Text>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={debouncedSearch ? 'No matching entries' : 'No whitelisted e-mails yet'}
          text={
            debouncedSearch
              ? 'Try another search.'
              : 'Add a resident e-mail above, or approve an access request.'
          }
        />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Unit</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td fw={500}>{entry.email}</Table.Td>
                  <Table.Td>{entry.name ?? '—'}</Table.Td>
                  <Table.Td>{entry.unit ?? '—'}</Table.Td>
                  <Table.Td>{entry.phone ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={entry.isActive ? 'teal' : 'gray'}>
                      {entry.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatLocalDateTime(entry.createdAt)}</Text>
                    {entry.addedBy && (
                      <Text size="xs" c="dimmed">
                        by {entry.addedBy}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label="Edit">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${entry.email}`}
                          onClick={() => setEditing(entry)}
                        >
                          <IconEdit size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="End sessions">
                        <ActionIcon
                          variant="subtle"
                          color="orange"
                          aria-label={`End sessions of ${entry.email}`}
                          onClick={() => endSessionsOf(entry)}
                        >
                          <IconPlugConnectedX size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Remove">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${entry.email}`}
                          onClick={() => removeEntry(entry)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Whitelist pages" />}
      <EditWhitelistDialog entry={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
