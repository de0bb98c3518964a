import { z } from 'zod';
import { RESIDENT_SIGN_IN_MODES } from '../auth/auth.schema.ts';
import { emailField, listOf, pageQuerySchema } from '../common.ts';

/**
 * The kinds of mail a person can turn off, each with the words the settings page shows. Sign-in mails (codes and
 * links) are not among them: they are only sent when asked for.
 */
export const MAIL_PREFERENCES = [
  {
    key: 'access',
    label: 'Access requests',
    description: 'When your request to join is received, approved or declined.',
    adminOnly: false,
  },
  {
    key: 'posts',
    label: 'My posts',
    description: 'When a job or internship you posted is approved or declined.',
    adminOnly: false,
  },
  {
    key: 'applications',
    label: 'My applications',
    description: 'When an application you sent is received and when its status changes.',
    adminOnly: false,
  },
  {
    key: 'courses',
    label: 'Courses',
    description: "When courses you asked about with 'Notify Me When Ready' are on offer.",
    adminOnly: false,
  },
  {
    key: 'job-alerts',
    label: 'Job alerts',
    description: 'New jobs that match your CV, when job alerts are on (My Activity).',
    adminOnly: false,
  },
  {
    key: 'admin-digest',
    label: 'New access requests (administrators)',
    description: 'A summary of new access requests, at most one every 15 minutes.',
    adminOnly: true,
  },
] as const;
export type MailPreference = (typeof MAIL_PREFERENCES)[number]['key'];
export const MAIL_PREFERENCE_KEYS = MAIL_PREFERENCES.map((p) => p.key) as [
  MailPreference,
  ...MailPreference[],
];

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  toEmail: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListQuerySchema = pageQuerySchema.extend({
  status: z.enum([...OUTBOX_STATUSES, 'all']).default('all'),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
export const outboxListSchema = listOf(outboxItemSchema);
export type OutboxList = z.infer<typeof outboxListSchema>;

/** What the Mail page and the dashboard say about how mail and resident sign-in are set up. */
export const mailStatusSchema = z.object({
  isSmtpConfigured: z.boolean(),
  from: z.string(),
  residentSignIn: z.enum(RESIDENT_SIGN_IN_MODES),
  counts: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const testMailRequestSchema = z.strictObject({ to: emailField });

export const mailSettingsSchema = z.object({
  email: z.string(),
  preferences: z.array(
    z.object({
      key: z.enum(MAIL_PREFERENCE_KEYS),
      label: z.string(),
      description: z.string(),
      isEnabled: z.boolean(),
    }),
  ),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const updateMailSettingsSchema = z.strictObject({
  key: z.enum(MAIL_PREFERENCE_KEYS),
  isEnabled: z.boolean(),
});

export const unsubscribeQuerySchema = z.object({ token: z.string().min(10).max(600) });
export const unsubscribeInfoSchema = z.object({
  email: z.string(),
  key: z.enum(MAIL_PREFERENCE_KEYS),
  label: z.string(),
  isEnabled: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;
