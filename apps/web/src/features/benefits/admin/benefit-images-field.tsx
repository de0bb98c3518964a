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
import { useText } from './texts.ts';

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
  const t = useText();
  const { url, isError } = useFileUrl(storageId);
  if (url) return <img src={url} alt={alt} />;
  if (isError)
    return (
      <Text size="xs" c="dimmed" p="xs">
        {t('benefits.admin.notAvailable')}
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
  const t = useText();
  const id = useId();
  return (
    <Input.Wrapper
      id={id}
      label={t('benefits.admin.images')}
      error={error}
      description={t('benefits.admin.imagesHint', {
        types: IMAGE_ACCEPT.join(', '),
        megabytes: IMAGE_MAX_MB,
      })}
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
              {t('benefits.admin.chooseImages')}
            </Text>
            <Text size="xs" c="dimmed">
              {images.length
                ? t('benefits.admin.imagesAdded', { count: images.length })
                : t('benefits.admin.browse')}
            </Text>
          </div>
        </Group>
      </div>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" mt="sm">
          {images.map((item, index) => {
            const alt = t('benefits.admin.imageNumber', { number: index + 1 });
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
                  aria-label={
                    item.file
                      ? t('benefits.admin.removeNewImage', { number: index + 1, file: item.file.name })
                      : t('benefits.admin.removeImage', { number: index + 1 })
                  }
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
                    aria-label={t('benefits.admin.uploadingImage', {
                      number: index + 1,
                      progress: item.progress,
                    })}
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
