import type { BACKUP_INTERVALS, Backup } from '@hub/contract/backup/backup.schema';
import {
  Alert,
  Badge,
  Card,
  Group,
  NumberInput,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { confirm, confirmDelete } from '../../../components/confirm.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { downloadFile } from '../../../lib/download.ts';
import { showFailure } from '../../../lib/feedback.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import {
  BACKUPS_PAGE_SIZE,
  useBackupSettings,
  useBackups,
  useCreateBackup,
  useDeleteBackup,
  useRestoreBackup,
  useSaveBackupSettings,
} from '../api/backups.ts';
import { ListHeading } from '../../../components/list-heading.tsx';

const INTERVAL_LABELS: Record<(typeof BACKUP_INTERVALS)[number], string> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly',
};
const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** Counts kept outside the table rows: stored file bytes, and files whose bytes were missing. */
const FILE_COUNTS = new Set(['stored_files', 'missing_files']);

/** Who or what made a backup: the schedule, the command line, or an administrator's e-mail. */
function MadeBy({ madeBy }: { madeBy: string }) {
  if (madeBy === 'schedule' || madeBy === 'command line')
    return (
      <Badge size="xs" variant="light" color={madeBy === 'schedule' ? 'blue' : 'gray'}>
        {madeBy === 'schedule' ? 'scheduled' : 'command line'}
      </Badge>
    );
  return <>by {madeBy}</>;
}

/** "12 files · 340 records", with every table's count in a tooltip. */
function BackupCounts({ backup }: { backup: Backup }) {
  const tables = Object.entries(backup.counts).filter(([name]) => !FILE_COUNTS.has(name));
  const records = tables.reduce((sum, [, n]) => sum + n, 0);
  const missing = backup.counts.missing_files ?? 0;
  const details = tables
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name.replaceAll('_', ' ')}: ${n.toLocaleString()}`)
    .join(', ');
  return (
    <>
      <Tooltip label={details || 'No records'} multiline maw={360} withArrow>
        <span>
          {plural(backup.counts.stored_files ?? 0, 'file')} · {plural(records, 'record')}
        </span>
      </Tooltip>
      {missing > 0 && (
        <Badge size="xs" color="orange" variant="light" ml={6}>
          {plural(missing, 'file')} missing
        </Badge>
      )}
    </>
  );
}

const fail = (message: string) => (error: unknown) => showFailure(message, error);

function CreateBackupCard() {
  const create = useCreateBackup();
  return (
    <Card>
      <Title order={3} fz="lg">
        Create Backup
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        One archive of every table and every stored file, with a manifest of counts and checksums.
      </Text>
      <BusyButton
        isBusy={create.isPending}
        busyLabel="Creating..."
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: (backup) =>
              showToast({ title: 'Success', message: `Backup created: ${backup.fileName}` }),
            onError: fail('Failed to create backup'),
          })
        }
      >
        Create Backup
      </BusyButton>
    </Card>
  );
}

function RestoreBackupCard() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const restore = useRestoreBackup(setProgress);
  const run = async () => {
    if (!file) return;
    const isConfirmed = await confirm({
      title: 'Restore this backup?',
      message: `Everything now in the hub (members, posts, applications, files) is replaced by ${file.name}, and everyone, you included, is signed out. This cannot be undone. Make a backup first if you may need today’s data.`,
      confirmLabel: 'Replace everything',
    });
    if (!isConfirmed) return;
    try {
      const result = await restore.mutateAsync(file);
      showToast({
        title: 'Success',
        message: `Backup restored (${result.files} files). Please sign in again.`,
      });
      setFile(null);
      setTimeout(() => window.location.assign('/admin-login'), 2500);
    } catch (error) {
      fail('Failed to restore backup')(error as Error);
    }
  };
  return (
    <Card>
      <Title order={3} fz="lg">
        Restore Backup
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        The archive is checked in full before anything changes; a damaged file changes nothing.
      </Text>
      <Stack gap="sm">
        <FileField
          label="Backup file"
          accept={['.hubbackup']}
          maxMegabytes={2048}
          value={file}
          onChange={setFile}
          onReject={(message) => showToast({ title: 'Error', message, isDestructive: true })}
        />
        {restore.isPending && <Progress value={progress} animated aria-label="Upload progress" />}
        <BusyButton
          color="red"
          variant="light"
          disabled={!file}
          isBusy={restore.isPending}
          busyLabel="Restoring..."
          onClick={run}
        >
          Restore Backup
        </BusyButton>
      </Stack>
    </Card>
  );
}

function ScheduleBackupCard() {
  const settings = useBackupSettings();
  const save = useSaveBackupSettings();
  const [interval, setInterval] = useState<string>('off');
  const [keep, setKeep] = useState<number | string>(7);
  useEffect(() => {
    if (!settings.data) return;
    setInterval(settings.data.interval);
    setKeep(settings.data.keep);
  }, [settings.data]);
  return (
    <Card>
      <Title order={3} fz="lg">
        Schedule Backup
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        The server makes backups on its own and keeps the newest ones.
        {settings.data?.lastRunAt
          ? ` Last scheduled backup: ${formatLocalDateTime(settings.data.lastRunAt)}.`
          : ''}
      </Text>
      <Group align="flex-end" grow>
        <Select
          label="Interval"
          data={Object.entries(INTERVAL_LABELS).map(([value, label]) => ({ value, label }))}
          value={interval}
          allowDeselect={false}
          onChange={(value) => setInterval(value ?? 'off')}
        />
        <NumberInput label="Backups to keep" min={1} max={100} value={keep} onChange={setKeep} />
      </Group>
      <BusyButton
        mt="md"
        variant="light"
        isBusy={save.isPending}
        busyLabel="Saving..."
        onClick={() =>
          save.mutate(
            { interval: interval as (typeof BACKUP_INTERVALS)[number], keep: Number(keep) },
            {
              onSuccess: () => showToast({ title: 'Success', message: 'Backup schedule saved.' }),
              onError: fail('Failed to save schedule'),
            },
          )
        }
      >
        Save Schedule
      </BusyButton>
    </Card>
  );
}

function RecentBackupsCard() {
  const paging = usePagedList({ pageSize: BACKUPS_PAGE_SIZE });
  const list = useBackups(paging.page);
  const remove = useDeleteBackup();
  const removeBackup = (backup: Backup) =>
    confirmDelete(
      'backup',
      `Delete ${backup.fileName}? The archive is gone for good.`,
      () => remove.mutateAsync(backup.id),
      { title: 'Deleted', message: 'Backup deleted.' },
    );
  return (
    <Card>
      <Title order={3} fz="lg" mb="md">
        Recent Backups
      </Title>
      <Stack gap="xs">
        <PagedList
          query={list}
          paging={paging}
          what="backups"
          pagesLabel="Backup pages"
          skeleton={<TableSkeleton rows={3} />}
          empty={<Text c="dimmed">No backups found</Text>}
        >
          {(backups) =>
            backups.map((backup) => (
              <Group key={backup.id} justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {formatLocalDateTime(backup.createdAt)} · {formatSize(backup.size)}
                  </Text>
                  <Text size="xs" c="dimmed" component="div">
                    <MadeBy madeBy={backup.madeBy} /> · <BackupCounts backup={backup} />
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <RowAction
                    label="Download"
                    ariaLabel={`Download backup ${backup.fileName}`}
                    icon={IconDownload}
                    onClick={() =>
                      void downloadFile(`/admin/backups/${backup.id}/download`).catch((error: unknown) =>
                        showFailure('Failed to download backup', error),
                      )
                    }
                  />
                  <RowAction
                    label="Delete"
                    ariaLabel={`Delete backup ${backup.fileName}`}
                    icon={IconTrash}
                    color="red"
                    onClick={() => void removeBackup(backup)}
                  />
                </Group>
              </Group>
            ))
          }
        </PagedList>
      </Stack>
    </Card>
  );
}

/** Backup: make, restore and schedule archives of the whole hub. */
export function BackupTab() {
  return (
    <Stack gap="lg">
      <ListHeading
        title="Backup"
        description="Archives of every table and stored file, made by hand or on a schedule."
      />
      <Alert variant="light" color="yellow" icon={<IconAlertTriangle />}>
        Keep downloaded backups somewhere safe: they hold residents' personal data and CVs.
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CreateBackupCard />
        <RestoreBackupCard />
        <ScheduleBackupCard />
        <RecentBackupsCard />
      </SimpleGrid>
    </Stack>
  );
}
