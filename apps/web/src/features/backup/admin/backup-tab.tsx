import { BACKUP_INTERVALS, type Backup } from '@hub/contract/backup/backup.schema';
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
import { confirm, confirmThenRun } from '../../../components/confirm.ts';
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
import { formatNumber } from '../../../i18n/format.ts';
import { text, useText } from './texts.ts';

type BackupInterval = (typeof BACKUP_INTERVALS)[number];
/** An Interval choice's words; the choice itself is what the server is sent. */
const intervalKey = (interval: BackupInterval) => `backup.admin.interval.${interval}` as const;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? text('backup.admin.megabytes', { size: (bytes / 1024 / 1024).toFixed(1) })
    : text('backup.admin.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });

/** Counts kept outside the table rows: stored file bytes, and files whose bytes were missing. */
const FILE_COUNTS = new Set(['stored_files', 'missing_files']);

/** Who or what made a backup: the schedule, the command line, or an administrator's e-mail. */
function MadeBy({ madeBy }: { madeBy: string }) {
  const t = useText();
  if (madeBy === 'schedule' || madeBy === 'command line')
    return (
      <Badge size="xs" variant="light" color={madeBy === 'schedule' ? 'blue' : 'gray'}>
        {madeBy === 'schedule' ? t('backup.admin.scheduled') : t('backup.admin.commandLine')}
      </Badge>
    );
  return <>{t('backup.admin.madeBy', { admin: madeBy })}</>;
}

/** "12 files · 340 records", with every table's count in a tooltip. */
function BackupCounts({ backup }: { backup: Backup }) {
  const t = useText();
  const tables = Object.entries(backup.counts).filter(([name]) => !FILE_COUNTS.has(name));
  const records = tables.reduce((sum, [, n]) => sum + n, 0);
  const missing = backup.counts.missing_files ?? 0;
  const details = tables
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name.replaceAll('_', ' ')}: ${formatNumber(n)}`)
    .join(', ');
  return (
    <>
      <Tooltip label={details || t('backup.admin.noRecords')} multiline maw={360} withArrow>
        <span>{t('backup.admin.counts', { files: backup.counts.stored_files ?? 0, records })}</span>
      </Tooltip>
      {missing > 0 && (
        <Badge size="xs" color="orange" variant="light" ms={6}>
          {t('backup.admin.filesMissing', { count: missing })}
        </Badge>
      )}
    </>
  );
}

const fail = (message: string) => (error: unknown) => showFailure(message, error);

function CreateBackupCard() {
  const t = useText();
  const create = useCreateBackup();
  return (
    <Card>
      <Title order={3} fz="lg">
        {t('backup.admin.createTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('backup.admin.createHelp')}
      </Text>
      <BusyButton
        isBusy={create.isPending}
        busyLabel={t('backup.admin.creating')}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: (backup) =>
              showToast({
                title: t('backup.admin.success'),
                message: t('backup.admin.created', { fileName: backup.fileName }),
              }),
            onError: fail(t('backup.admin.createFailed')),
          })
        }
      >
        {t('backup.admin.createTitle')}
      </BusyButton>
    </Card>
  );
}

function RestoreBackupCard() {
  const t = useText();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const restore = useRestoreBackup(setProgress);
  const run = async () => {
    if (!file) return;
    const isConfirmed = await confirm({
      title: t('backup.admin.restoreQuestion'),
      message: t('backup.admin.restoreMessage', { fileName: file.name }),
      confirmLabel: t('backup.admin.replaceEverything'),
    });
    if (!isConfirmed) return;
    try {
      const result = await restore.mutateAsync(file);
      showToast({
        title: t('backup.admin.success'),
        message: t('backup.admin.restored', { files: result.files }),
      });
      setFile(null);
      setTimeout(() => window.location.assign('/admin-login'), 2500);
    } catch (error) {
      fail(t('backup.admin.restoreFailed'))(error as Error);
    }
  };
  return (
    <Card>
      <Title order={3} fz="lg">
        {t('backup.admin.restoreTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('backup.admin.restoreHelp')}
      </Text>
      <Stack gap="sm">
        <FileField
          label={t('backup.admin.backupFile')}
          accept={['.hubbackup']}
          maxMegabytes={2048}
          value={file}
          onChange={setFile}
          onReject={(message) => showToast({ title: t('backup.admin.error'), message, isDestructive: true })}
        />
        {restore.isPending && (
          <Progress value={progress} animated aria-label={t('backup.admin.uploadProgress')} />
        )}
        <BusyButton
          color="red"
          variant="light"
          disabled={!file}
          isBusy={restore.isPending}
          busyLabel={t('backup.admin.restoring')}
          onClick={run}
        >
          {t('backup.admin.restoreTitle')}
        </BusyButton>
      </Stack>
    </Card>
  );
}

function ScheduleBackupCard() {
  const t = useText();
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
        {t('backup.admin.scheduleTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {settings.data?.lastRunAt
          ? t('backup.admin.scheduleHelpLastRun', { date: formatLocalDateTime(settings.data.lastRunAt) })
          : t('backup.admin.scheduleHelp')}
      </Text>
      <Group align="flex-end" grow>
        <Select
          label={t('backup.admin.interval')}
          data={BACKUP_INTERVALS.map((value) => ({ value, label: t(intervalKey(value)) }))}
          value={interval}
          allowDeselect={false}
          onChange={(value) => setInterval(value ?? 'off')}
        />
        <NumberInput label={t('backup.admin.keep')} min={1} max={100} value={keep} onChange={setKeep} />
      </Group>
      <BusyButton
        mt="md"
        variant="light"
        isBusy={save.isPending}
        busyLabel={t('backup.admin.saving')}
        onClick={() =>
          save.mutate(
            { interval: interval as BackupInterval, keep: Number(keep) },
            {
              onSuccess: () =>
                showToast({ title: t('backup.admin.success'), message: t('backup.admin.scheduleSaved') }),
              onError: fail(t('backup.admin.scheduleFailed')),
            },
          )
        }
      >
        {t('backup.admin.saveSchedule')}
      </BusyButton>
    </Card>
  );
}

function RecentBackupsCard() {
  const t = useText();
  const paging = usePagedList({ pageSize: BACKUPS_PAGE_SIZE });
  const list = useBackups(paging.page);
  const remove = useDeleteBackup();
  const removeBackup = (backup: Backup) =>
    confirmThenRun(
      {
        title: t('backup.admin.deleteTitle'),
        message: t('backup.admin.deleteMessage', { fileName: backup.fileName }),
        confirmLabel: t('backup.admin.delete'),
      },
      {
        run: () => remove.mutateAsync(backup.id),
        success: { title: t('backup.admin.deleted'), message: t('backup.admin.deletedMessage') },
        failure: t('backup.admin.deleteFailed'),
      },
    );
  return (
    <Card>
      <Title order={3} fz="lg" mb="md">
        {t('backup.admin.recentTitle')}
      </Title>
      <Stack gap="xs">
        <PagedList
          query={list}
          paging={paging}
          what={t('backup.admin.what')}
          pagesLabel={t('backup.admin.pages')}
          skeleton={<TableSkeleton rows={3} />}
          empty={<Text c="dimmed">{t('backup.admin.empty')}</Text>}
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
                    label={t('backup.admin.download')}
                    ariaLabel={t('backup.admin.downloadOf', { fileName: backup.fileName })}
                    icon={IconDownload}
                    onClick={() =>
                      void downloadFile(`/admin/backups/${backup.id}/download`).catch((error: unknown) =>
                        showFailure(t('backup.admin.downloadFailed'), error),
                      )
                    }
                  />
                  <RowAction
                    label={t('backup.admin.delete')}
                    ariaLabel={t('backup.admin.deleteOf', { fileName: backup.fileName })}
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
  const t = useText();
  return (
    <Stack gap="lg">
      <ListHeading title={t('backup.admin.title')} description={t('backup.admin.description')} />
      <Alert variant="light" color="yellow" icon={<IconAlertTriangle />}>
        {t('backup.admin.keepSafe')}
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
