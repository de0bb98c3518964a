import type { AddedWhitelistEntry, WhitelistEntry } from '@hub/contract/whitelist/whitelist.schema';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  IconDownload,
  IconEdit,
  IconPlugConnectedX,
  IconPlus,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { PagedList, RowTable } from '../../../components/paged-list.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { confirmThenRun } from '../../../components/confirm.ts';
import { RowAction } from '../../../components/row-action.tsx';
import { toQuery } from '../../../lib/api-client.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { downloadOrTell } from '../../../lib/download.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import {
  useAddWhitelistEmail,
  useEndSessions,
  useRemoveWhitelistEntry,
  useWhitelist,
  WHITELIST_PAGE_SIZE,
} from '../api/whitelist.ts';
import { EditWhitelistDialog } from './edit-whitelist-dialog.tsx';
import { ImportWhitelistDialog } from './import-whitelist-dialog.tsx';
import { ListHeading } from '../../../components/list-heading.tsx';
import { countedTitle } from '../../../lib/list-total.ts';
import { useInviteLinks } from '../../invites/admin.ts';

/** Adds an address; `onAdded` gets what the server answered (in invite mode, with the entry's first link). */
function AddEmailForm({ onAdded }: { onAdded: (entry: AddedWhitelistEntry) => void }) {
  const [email, setEmail] = useState('');
  const add = useAddWhitelistEmail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank address does nothing.
    if (!email.trim()) return;
    void runWithFeedback({
      run: () => add.mutateAsync(email.trim()).then(onAdded),
      success: 'Email added to whitelist successfully!',
      failure: 'Failed to add email to whitelist',
      onDone: () => setEmail(''),
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
  const paging = usePagedList({ pageSize: WHITELIST_PAGE_SIZE });
  const [editing, setEditing] = useState<WhitelistEntry | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const list = useWhitelist(paging.debouncedSearch, paging.page);
  const remove = useRemoveWhitelistEntry();
  const endSessions = useEndSessions();
  const invites = useInviteLinks();

  const removeEntry = (entry: WhitelistEntry) =>
    confirmThenRun(
      {
        title: 'Remove from whitelist',
        message: `Remove ${entry.email} from the whitelist? They will be signed out and can no longer log in.`,
        confirmLabel: 'Remove',
      },
      {
        run: () => remove.mutateAsync(entry.id),
        success: 'Email removed from whitelist successfully!',
        failure: 'Failed to remove email from whitelist',
      },
    );

  const endSessionsOf = (entry: WhitelistEntry) =>
    confirmThenRun(
      {
        title: 'End sessions',
        message: `Sign ${entry.email} out on every device? They can sign in again while their entry is active.`,
        confirmLabel: 'End sessions',
      },
      {
        run: () => endSessions.mutateAsync(entry.id),
        success: ({ ended }) =>
          ended
            ? `${entry.email} was signed out on ${ended} device(s).`
            : `${entry.email} was not signed in.`,
        failure: '',
      },
    );

  return (
    <Stack gap="lg">
      <ListHeading
        title={countedTitle('Whitelisted Users', list)}
        description={
          invites.isOn
            ? 'Residents here and active sign in with the invite link made for them, then with passkeys.'
            : 'Residents whose e-mail is here and active can sign in with it.'
        }
      />
      <AddEmailForm onAdded={(entry) => invites.show(entry.issuedInvite)} />
      <Group gap="xs">
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setIsImporting(true)}>
          Import CSV
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() =>
            void downloadOrTell(`/admin/whitelist/export${toQuery({ search: paging.debouncedSearch })}`)
          }
        >
          Export CSV
        </Button>
      </Group>
      <ImportWhitelistDialog opened={isImporting} onClose={() => setIsImporting(false)} />
      <PagedList
        search={{ label: 'Search whitelist', placeholder: 'Search by email, name or unit' }}
        query={list}
        paging={paging}
        what="the whitelist"
        pagesLabel="Whitelist pages"
        empty={{
          title: 'No whitelisted e-mails yet',
          text: 'Add a resident e-mail above, or approve an access request.',
        }}
        emptyMatching={{ title: 'No matching entries', text: 'Try another search.' }}
      >
        {(entries) => (
          <RowTable
            minWidth={760}
            rows={entries}
            columns={[
              { label: 'Email', isName: true, cell: (entry) => entry.email },
              { label: 'Name', cell: (entry) => entry.name ?? '—' },
              { label: 'Unit', cell: (entry) => entry.unit ?? '—' },
              { label: 'Phone', cell: (entry) => entry.phone ?? '—' },
              { label: 'Status', cell: (entry) => <ActiveBadge isActive={entry.isActive} /> },
              ...invites.columns,
              {
                label: 'Added',
                cell: (entry) => (
                  <>
                    <Text size="sm">{formatLocalDateTime(entry.createdAt)}</Text>
                    {entry.addedBy && (
                      <Text size="xs" c="dimmed">
                        by {entry.addedBy}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                label: 'Actions',
                isRight: true,
                cell: (entry) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <RowAction
                      label="Edit"
                      name={entry.email}
                      icon={IconEdit}
                      onClick={() => setEditing(entry)}
                    />
                    <RowAction
                      label="End sessions"
                      ariaLabel={`End sessions of ${entry.email}`}
                      icon={IconPlugConnectedX}
                      color="orange"
                      onClick={() => void endSessionsOf(entry)}
                    />
                    <RowAction
                      label="Remove"
                      name={entry.email}
                      icon={IconTrash}
                      color="red"
                      onClick={() => void removeEntry(entry)}
                    />
                  </Group>
                ),
              },
            ]}
          />
        )}
      </PagedList>
      <EditWhitelistDialog entry={editing} onClose={() => setEditing(null)} />
      {invites.dialog}
    </Stack>
  );
}
