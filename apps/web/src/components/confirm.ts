import { Stack, Text, Textarea, type TextProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ChangeEvent, type ComponentType, createElement, type ReactNode } from 'react';

/** Mantine's Text as a plain paragraph: its polymorphic typing does not fit createElement (this file has no JSX). */
const Paragraph = Text as unknown as ComponentType<TextProps & { children?: ReactNode }>;

/** A confirmation dialog that resolves to whether the person confirmed. `note` adds a line under the message. */
export function confirm({
  title,
  message,
  note,
  confirmLabel,
  isDanger = true,
}: {
  title: string;
  message: string;
  note?: string;
  confirmLabel: string;
  isDanger?: boolean;
}) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      children: note
        ? createElement(
            Stack,
            { gap: 'xs' },
            createElement(Paragraph, { size: 'sm' }, message),
            createElement(Paragraph, { size: 'sm', c: 'dimmed' }, note),
          )
        : message,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: isDanger ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * A confirmation with an optional free-text reason (removing a job or internship). Resolves to the trimmed
 * reason ('' when none was given) when confirmed, or null when cancelled or closed.
 */
export function confirmWithReason({
  title,
  message,
  confirmLabel,
  reasonLabel,
  reasonDescription,
  maxLength,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  reasonLabel: string;
  reasonDescription?: string;
  maxLength?: number;
}) {
  let reason = '';
  return new Promise<{ reason: string } | null>((resolve) => {
    modals.openConfirmModal({
      title,
      children: createElement(
        Stack,
        { gap: 'sm' },
        createElement(Paragraph, { size: 'sm' }, message),
        createElement(Textarea, {
          label: reasonLabel,
          description: reasonDescription,
          autosize: true,
          minRows: 2,
          maxRows: 6,
          maxLength,
          onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
            reason = event.currentTarget.value;
          },
        }),
      ),
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve({ reason: reason.trim() }),
      onCancel: () => resolve(null),
      onClose: () => resolve(null),
    });
  });
}
