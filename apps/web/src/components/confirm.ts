import { Stack, Text, Textarea, type TextProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ChangeEvent, type ComponentType, createElement, type ReactNode } from 'react';
import { text } from '../i18n/i18n.ts';
import { runWithFeedback } from '../lib/feedback.ts';
import { requestHost } from '../lib/on-demand-hosts.ts';

/** Mantine's Text as a plain paragraph: its polymorphic typing does not fit createElement (this file has no JSX). */
const Paragraph = Text as unknown as ComponentType<TextProps & { children?: ReactNode }>;

/**
 * Opens Mantine's confirm modal, once its host is there (loaded on first use); resolves to `answer()` when
 * confirmed, null when cancelled or closed.
 */
async function ask<T>(options: {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  isDanger: boolean;
  answer: () => T;
}) {
  await requestHost('modals');
  return new Promise<T | null>((resolve) => {
    modals.openConfirmModal({
      title: options.title,
      children: options.body,
      labels: { confirm: options.confirmLabel, cancel: text('confirm.cancel') },
      confirmProps: { color: options.isDanger ? 'red' : undefined },
      onConfirm: () => resolve(options.answer()),
      onCancel: () => resolve(null),
      onClose: () => resolve(null),
    });
  });
}

/** A confirmation dialog that resolves to whether the person confirmed. `note` adds a line under the message. */
export async function confirm({
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
  const body = note
    ? createElement(
        Stack,
        { gap: 'xs' },
        createElement(Paragraph, { size: 'sm' }, message),
        createElement(Paragraph, { size: 'sm', c: 'dimmed' }, note),
      )
    : message;
  return (await ask({ title, body, confirmLabel, isDanger, answer: () => true })) === true;
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
  const body = createElement(
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
  );
  return ask({ title, body, confirmLabel, isDanger: true, answer: () => ({ reason: reason.trim() }) });
}

/** Asks first (see `confirm`), then runs the change with its toasts; nothing happens when the person cancels. */
export async function confirmThenRun<T>(
  question: Parameters<typeof confirm>[0],
  change: Parameters<typeof runWithFeedback<T>>[0],
) {
  if (!(await confirm(question))) return false;
  return runWithFeedback(change);
}

/**
 * Asks 'Delete {what}' with `message` and a Delete button, then runs the deletion with the spec's toasts
 * ('{What} deleted successfully!', 'Failed to delete {what}') unless `success` words it otherwise.
 */
export function confirmDelete<T>(
  what: string,
  message: string,
  run: () => Promise<T>,
  success: Parameters<typeof runWithFeedback<T>>[0]['success'] = text('confirm.deleted', {
    what: `${what[0]?.toUpperCase()}${what.slice(1)}`,
  }),
) {
  return confirmThenRun(
    { title: text('confirm.deleteTitle', { what }), message, confirmLabel: text('confirm.delete') },
    { run, success, failure: text('confirm.deleteFailed', { what }) },
  );
}
