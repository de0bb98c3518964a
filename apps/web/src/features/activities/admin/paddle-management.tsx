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

function CurrentDocument() {
  const paddle = usePaddleDocument();
  if (paddle.isPending)
    return <Skeleton h={64} radius="md" role="status" aria-label="Loading the paddle document" />;
  if (paddle.isError)
    return (
      <Text c="red" size="sm">
        Could not load the paddle document: {paddle.error.message}
      </Text>
    );
  const document = paddle.data.document;
  if (!document)
    return (
      <Text size="sm" c="dimmed">
        No paddle document yet. Residents see 'Document is not available' until you upload one.
      </Text>
    );
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Current paddle document">
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
                Active
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              Uploaded {formatLocalDateTime(document.updatedAt)}
              {document.uploadedBy ? ` by ${document.uploadedBy}` : ''}
            </Text>
          </div>
        </Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileDownload size={14} />}
          aria-label={`Download ${document.documentFileName}`}
          onClick={() => openDocument(document.documentStorageId)}
        >
          Download
        </Button>
      </Group>
    </Paper>
  );
}

/** Paddle Management: the single paddle club document; a new upload replaces it. */
export function PaddleManagement() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useSetPaddleDocument(setProgress);

  const send = () => {
    if (!file) {
      setFileError('Choose a document to upload');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        showToast({ title: 'Success', message: 'Paddle document uploaded successfully!' });
        setFile(null);
      },
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to upload paddle document. ${error.message}`,
          isDestructive: true,
        }),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <ListHeading
        order={3}
        title="Paddle Club Document"
        description="Residents download this from the Paddle tab of Activities. Uploading a new one replaces it."
      />
      <CurrentDocument />
      <FileField
        label="Paddle Document"
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
          busyLabel="Uploading..."
          leftSection={<IconUpload size={16} />}
          onClick={send}
        >
          Upload Document
        </BusyButton>
      </Group>
    </Stack>
  );
}
