import type { AdminProfile } from '@hub/contract/directory/profile.schema';
import {
  ActionIcon,
  Badge,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { showToast } from '../../../lib/toast.ts';
import { ADMIN_PROFILES_PAGE_SIZE, useAdminProfiles, useDeleteProfile } from '../api/admin-profiles.ts';

/** Directory: every professional profile, hidden ones included, with delete. */
export function DirectoryTab() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const list = useAdminProfiles('professional', debouncedSearch, page);
  const remove = useDeleteProfile();

  const deleteProfile = async (profile: AdminProfile) => {
    const isConfirmed = await confirm({
      title: 'Delete profile',
      message: `Delete ${profile.name}'s profile? Their CV file is deleted too. This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(profile.id, {
      onSuccess: () => showToast({ title: 'Success', message: 'Profile deleted successfully!' }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to delete profile. ${error.message}`,
          isDestructive: true,
        }),
    });
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PROFILES_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          Professional Directory ({total})
        </Title>
        <Text c="dimmed" size="sm">
          Residents who joined the professional community from the Join Community page.
        </Text>
      </div>
      <TextInput
        label="Search profiles"
        placeholder="Name, title, company or skills"
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
        <Text c="red">Could not load the directory: {list.error.message}</Text>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={debouncedSearch ? 'No matching profiles' : 'No professional profiles yet'}
          text={
            debouncedSearch
              ? 'Try another search.'
              : 'Profiles appear here when residents join the professional community.'
          }
        />
      ) : (
        <ScrollArea.Autosize mah={384} type="auto">
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Industry</Table.Th>
                  <Table.Th>Visibility</Table.Th>
                  <Table.Th ta="right">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((profile) => (
                  <Table.Tr key={profile.id}>
                    <Table.Td fw={500}>{profile.name}</Table.Td>
                    <Table.Td>{profile.contact ?? '—'}</Table.Td>
                    <Table.Td>{profile.company ?? '—'}</Table.Td>
                    <Table.Td>{profile.title}</Table.Td>
                    <Table.Td>{profile.industry ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={profile.isVisible ? 'teal' : 'gray'}>
                        {profile.isVisible ? 'Visible' : 'Hidden'}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${profile.name}`}
                          disabled={remove.isPending}
                          onClick={() => deleteProfile(profile)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ScrollArea.Autosize>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Directory pages" />}
    </Stack>
  );
}
