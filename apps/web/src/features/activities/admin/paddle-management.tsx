import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileDownload, IconSailboat, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePaddleDocument } from '../api/activities.ts';
import { type UploadProgress, useSetPaddleDocument } from '../api/admin-activities.ts';
import { openDocument } from '../components/open-document.ts';
import { ACTIVITY_FILES, rejectActivityFile } from './file-rules.ts';
import { UploadProgressBar } from './upload-progress.tsx';
import { ListHeading } from '../../../components/list-heading.tsx';
import { useText } from './texts.ts';

function CurrentDocument() {
  const t = useText();
  const paddle = usePaddleDocument();
  if (paddle.isPending)
    return <Skeleton h={64} radius="md" role="status" aria-label={t('activities.admin.paddleLoading')} />;
  if (paddle.isError)
    return (
      <Text c="red" size="sm">
        {t('activities.admin.paddleLoadFailed', { reason: paddle.error.message })}
      </Text>
    );
  const document = paddle.data.document;
  if (!document)
    return (
      <Text size="sm" c="dimmed">
        {t('activities.admin.noPaddle')}
      </Text>
    );
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('activities.admin.currentPaddle')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size={38} radius="md">
            <IconSailboat size={20} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
                {document.documentFileName}
              </Text>
              <Badge variant="light" color="teal">
                {t('activities.admin.active')}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {document.uploadedBy
                ? t('activities.admin.uploadedBy', {
                    date: formatLocalDateTime(document.updatedAt),
                    name: document.uploadedBy,
                  })
                : t('activities.admin.uploaded', { date: formatLocalDateTime(document.updatedAt) })}
            </Text>
          </div>
        </Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileDownload size={14} />}
          aria-label={t('activities.admin.downloadFile', { fileName: document.documentFileName })}
          onClick={() => openDocument(document.documentStorageId)}
        >
          {t('activities.admin.download')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Paddle Management: the single paddle club document; a new upload replaces it. */
export function PaddleManagement() {
  const t = useText();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useSetPaddleDocument(setProgress);

  const send = () => {
    if (!file) {
      setFileError(t('activities.admin.chooseDocument'));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        showToast({ title: t('activities.admin.success'), message: t('activities.admin.paddleUploaded') });
        setFile(null);
      },
      onError: (error) =>
        showToast({
          title: t('activities.admin.error'),
          message: t('activities.admin.paddleUploadFailed', { reason: error.message }),
          isDestructive: true,
        }),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <ListHeading
        order={3}
        title={t('activities.admin.paddleClubDocument')}
        description={t('activities.admin.paddleClubDocumentDescription')}
      />
      <CurrentDocument />
      <FileField
        label={t('activities.admin.paddleDocumentField')}
        accept={[...ACTIVITY_FILES.paddle.accept]}
        maxMegabytes={ACTIVITY_FILES.paddle.maxMegabytes}
        value={file}
        error={fileError}
        onChange={(chosen) => {
          setFile(chosen);
          setFileError(null);
        }}
        onReject={(message) => setFileError(rejectActivityFile('paddle', message))}
      />
      <UploadProgressBar progress={upload.isPending ? progress : null} />
      <Group justify="flex-end">
        <BusyButton
          isBusy={upload.isPending}
          busyLabel={t('activities.admin.uploading')}
          leftSection={<IconUpload size={16} />}
          onClick={send}
        >
          {t('activities.admin.uploadDocument')}
        </BusyButton>
      </Group>
    </Stack>
  );
}
