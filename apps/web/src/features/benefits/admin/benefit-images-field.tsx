import { FILE_RULES, maxMegabytes } from '@hub/contract/files/file.schema';
import {
  ActionIcon,
  Badge,
  Group,
  Input,
  Progress,
  SimpleGrid,
  Skeleton,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { checkFile } from '../../../components/file-field.tsx';
import { useFileUrl } from '../../../lib/use-file-url.ts';
import classes from './benefit-images-field.module.css';

/** One image of the benefit being edited: already stored, or a new file uploading or uploaded. */
export type ImageItem = {
  key: string;
  storageId: string | null;
  /** A new file chosen in this dialog (shown from memory, and deleted again if the dialog is cancelled). */
  file: File | null;
  progress: number;
};

const IMAGE_ACCEPT = FILE_RULES.image.extensions;
const IMAGE_MAX_MB = maxMegabytes('image');

function LocalPreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img src={url} alt={alt} /> : null;
}

function StoredPreview({ storageId, alt }: { storageId: string; alt: string }) {
  const { url, isError } = useFileUrl(storageId);
  if (url) return <img src={url} alt={alt} />;
  if (isError)
    return (
      <Text size="xs" c="dimmed" p="xs">
        Not available
      </Text>
    );
  return <Skeleton h="100%" radius={0} />;
}

type Props = {
  images: ImageItem[];
  onAdd: (files: File[]) => void;
  onRemove: (item: ImageItem) => void;
  onReject: (message: string, isTooLarge: boolean) => void;
  error?: string | null;
};

/** Several images, uploaded as soon as they are chosen, each with its progress; the first is shown first. */
export function BenefitImagesField({ images, onAdd, onRemove, onReject, error }: Props) {
  const id = useId();
  return (
    <Input.Wrapper
      id={id}
      label="Images"
      error={error}
      description={`${IMAGE_ACCEPT.join(', ')} · up to ${IMAGE_MAX_MB}MB each · shown in this order`}
    >
      <div className={classes.drop}>
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_ACCEPT.join(',')}
          className={classes.input}
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            const accepted: File[] = [];
            for (const file of chosen) {
              const problem = checkFile(file, IMAGE_ACCEPT, IMAGE_MAX_MB);
              if (problem) onReject(`${file.name}: ${problem}`, problem.startsWith('File size'));
              else accepted.push(file);
            }
            if (accepted.length) onAdd(accepted);
          }}
        />
        <Group gap="sm" wrap="nowrap" className={classes.content}>
          <ThemeIcon variant="light" size={38} radius="md" color="gray">
            <IconPhotoPlus size={20} />
          </ThemeIcon>
          <div>
            <Text size="sm" fw={500}>
              Choose images or drop them here
            </Text>
            <Text size="xs" c="dimmed">
              {images.length ? `${images.length} added · click to add more` : 'Click to browse'}
            </Text>
          </div>
        </Group>
      </div>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" mt="sm">
          {images.map((item, index) => {
            const alt = `Image ${index + 1}`;
            const isUploading = item.storageId === null;
            return (
              <div key={item.key} className={classes.thumb}>
                {item.file ? (
                  <LocalPreview file={item.file} alt={alt} />
                ) : item.storageId ? (
                  <StoredPreview storageId={item.storageId} alt={alt} />
                ) : null}
                <Badge size="xs" variant="filled" color="dark" className={classes.order}>
                  {index + 1}
                </Badge>
                <ActionIcon
                  size="sm"
                  radius="xl"
                  variant="filled"
                  color="dark"
                  className={classes.remove}
                  aria-label={`Remove image ${index + 1}${item.file ? ` (${item.file.name})` : ''}`}
                  disabled={isUploading}
                  onClick={() => onRemove(item)}
                >
                  <IconX size={14} />
                </ActionIcon>
                {isUploading && (
                  <Progress
                    value={item.progress}
                    size="sm"
                    animated
                    className={classes.progress}
                    aria-label={`Uploading image ${index + 1}: ${item.progress}%`}
                  />
                )}
              </div>
            );
          })}
        </SimpleGrid>
      )}
    </Input.Wrapper>
  );
}
