import { fileTooLargeMessage, fileTypeMessage } from '@hub/contract/files/file.schema';
import { Trans } from '@lingui/react';
import { Group, Input, Text, ThemeIcon } from '@mantine/core';
import { IconFileCheck, IconFileUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { text } from '../i18n/i18n.ts';
import { useText } from '../i18n/language-provider.tsx';
import classes from './file-field.module.css';

type FileFieldProps = {
  label: string;
  /** Accepted extensions, e.g. ['.pdf', '.doc', '.docx'] (the spec's default). */
  accept?: string[];
  maxMegabytes?: number;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Called with the spec's message when a chosen file is refused before upload. */
  onReject?: (message: string) => void;
  error?: string | null;
  required?: boolean;
  description?: string;
};

/** Checks a file against the spec's rules: 'File size must be less than {n}MB' and the type message. */
export function checkFile(file: File, accept: string[], maxMegabytes: number): string | null {
  const name = file.name.toLowerCase();
  if (!accept.some((extension) => name.endsWith(extension))) return fileTypeMessage(accept);
  if (file.size > maxMegabytes * 1024 * 1024) return fileTooLargeMessage(maxMegabytes);
  return null;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? text('fileField.megabytes', { size: (bytes / 1024 / 1024).toFixed(1) })
    : text('fileField.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });

/**
 * A file picker and drop area around a real file input, so its label names the input for people, screen
 * readers and tests alike.
 */
export function FileField({
  label,
  accept = ['.pdf', '.doc', '.docx'],
  maxMegabytes = 10,
  value,
  onChange,
  onReject,
  error,
  required,
  description,
}: FileFieldProps) {
  const id = useId();
  const t = useText();
  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={required}
      error={error}
      description={
        description ?? (
          // The extensions isolated: their leading dots stay in front of them inside an Arabic sentence.
          <Trans
            id={'fileField.limits' satisfies Parameters<typeof text>[0]}
            values={{ types: <bdi>{accept.join(', ')}</bdi>, size: maxMegabytes }}
          />
        )
      }
    >
      <div
        className={classes.drop}
        data-error={error ? true : undefined}
        data-filled={value ? true : undefined}
      >
        <input
          id={id}
          type="file"
          accept={accept.join(',')}
          className={classes.input}
          aria-invalid={Boolean(error)}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            event.currentTarget.value = '';
            if (!file) return;
            const problem = checkFile(file, accept, maxMegabytes);
            if (problem) {
              onChange(null);
              onReject?.(problem);
              return;
            }
            onChange(file);
          }}
        />
        <Group gap="sm" wrap="nowrap" className={classes.content}>
          <ThemeIcon variant="light" size={38} radius="md" color={value ? 'teal' : 'gray'}>
            {value ? <IconFileCheck size={20} /> : <IconFileUpload size={20} />}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {value ? value.name : t('fileField.choose')}
            </Text>
            <Text size="xs" c="dimmed">
              {value ? t('fileField.chosen', { size: formatSize(value.size) }) : t('fileField.browse')}
            </Text>
          </div>
        </Group>
      </div>
    </Input.Wrapper>
  );
}
