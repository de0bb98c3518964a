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
import { useText } from './texts.ts';

/** Adds an address; `onAdded` gets what the server answered (in invite mode, with the entry's first link). */
function AddEmailForm({ onAdded }: { onAdded: (entry: AddedWhitelistEntry) => void }) {
  const t = useText();
  const [email, setEmail] = useState('');
  const add = useAddWhitelistEmail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank address does nothing.
    if (!email.trim()) return;
    void runWithFeedback({
      run: () => add.mutateAsync(email.trim()).then(onAdded),
      success: t('whitelist.admin.added'),
      failure: t('whitelist.admin.addFailed'),
      onDone: () => setEmail(''),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('whitelist.admin.addLabel')}
          placeholder={t('whitelist.admin.emailPlaceholder')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
        />
        <BusyButton
          type="submit"
          isBusy={add.isPending}
          busyLabel={t('whitelist.admin.adding')}
          leftSection={<IconPlus size={16} />}
        >
          {t('whitelist.admin.addEmail')}
        </BusyButton>
      </Group>
    </form>
  );
}

/** Whitelist: who may enter. Add, search (e-mail, name, unit), edit and remove. */
export function WhitelistTab() {
  const t = useText();
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
        title: t('whitelist.admin.removeTitle'),
        message: t('whitelist.admin.removeMessage', { email: entry.email }),
        confirmLabel: t('whitelist.admin.remove'),
      },
      {
        run: () => remove.mutateAsync(entry.id),
        success: t('whitelist.admin.removed'),
        failure: t('whitelist.admin.removeFailed'),
      },
    );

  const endSessionsOf = (entry: WhitelistEntry) =>
    confirmThenRun(
      {
        title: t('whitelist.admin.endSessions'),
        message: t('whitelist.admin.endSessionsMessage', { email: entry.email }),
        confirmLabel: t('whitelist.admin.endSessions'),
      },
      {
        run: () => endSessions.mutateAsync(entry.id),
        success: ({ ended }) =>
          ended
            ? t('whitelist.admin.sessionsEnded', { email: entry.email, ended })
            : t('whitelist.admin.notSignedIn', { email: entry.email }),
        failure: '',
      },
    );

  return (
    <Stack gap="lg">
      <ListHeading
        title={countedTitle(t('whitelist.admin.title'), list)}
        description={
          invites.isOn ? t('whitelist.admin.descriptionInvites') : t('whitelist.admin.description')
        }
      />
      <AddEmailForm onAdded={(entry) => invites.show(entry.issuedInvite)} />
      <Group gap="xs">
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setIsImporting(true)}>
          {t('whitelist.admin.importCsv')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() =>
            void downloadOrTell(`/admin/whitelist/export${toQuery({ search: paging.debouncedSearch })}`)
          }
        >
          {t('whitelist.admin.exportCsv')}
        </Button>
      </Group>
      <ImportWhitelistDialog opened={isImporting} onClose={() => setIsImporting(false)} />
      <PagedList
        search={{
          label: t('whitelist.admin.searchLabel'),
          placeholder: t('whitelist.admin.searchPlaceholder'),
        }}
        query={list}
        paging={paging}
        what={t('whitelist.admin.what')}
        pagesLabel={t('whitelist.admin.pages')}
        empty={{
          title: t('whitelist.admin.emptyTitle'),
          text: t('whitelist.admin.emptyText'),
        }}
        emptyMatching={{ title: t('whitelist.admin.noMatchTitle'), text: t('whitelist.admin.noMatchText') }}
      >
        {(entries) => (
          <RowTable
            minWidth={760}
            rows={entries}
            columns={[
              { label: t('whitelist.admin.email'), isName: true, cell: (entry) => entry.email },
              { label: t('whitelist.admin.name'), cell: (entry) => entry.name ?? '—' },
              { label: t('whitelist.admin.unit'), cell: (entry) => entry.unit ?? '—' },
              { label: t('whitelist.admin.phone'), cell: (entry) => entry.phone ?? '—' },
              {
                label: t('whitelist.admin.status'),
                cell: (entry) => <ActiveBadge isActive={entry.isActive} />,
              },
              ...invites.columns,
              {
                label: t('whitelist.admin.addedColumn'),
                cell: (entry) => (
                  <>
                    <Text size="sm">{formatLocalDateTime(entry.createdAt)}</Text>
                    {entry.addedBy && (
                      <Text size="xs" c="dimmed">
                        {t('whitelist.admin.addedBy', { admin: entry.addedBy })}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                label: t('whitelist.admin.actions'),
                isRight: true,
                cell: (entry) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <RowAction
                      label={t('whitelist.admin.edit')}
                      ariaLabel={t('whitelist.admin.editOf', { email: entry.email })}
                      icon={IconEdit}
                      onClick={() => setEditing(entry)}
                    />
                    <RowAction
                      label={t('whitelist.admin.endSessions')}
                      ariaLabel={t('whitelist.admin.endSessionsOf', { email: entry.email })}
                      icon={IconPlugConnectedX}
                      color="orange"
                      onClick={() => void endSessionsOf(entry)}
                    />
                    <RowAction
                      label={t('whitelist.admin.remove')}
                      ariaLabel={t('whitelist.admin.removeOf', { email: entry.email })}
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
