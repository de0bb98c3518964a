import { z } from 'zod';
import { listOf, pageQuerySchema } from '../common.ts';

/**
 * What the audit trail records, with the words the Audit page shows. The server may record actions not listed
 * here (a newer feature's); the page then shows their name as it is.
 */
export const AUDIT_ACTIONS = [
  { key: 'sign-in.resident', label: 'Resident signed in' },
  { key: 'sign-in.admin', label: 'Administrator signed in' },
  { key: 'sign-in.admin-failed', label: 'Administrator sign-in failed' },
  { key: 'sign-in.throttled', label: 'Administrator sign-in slowed down' },
  { key: 'sign-in.admin-2fa-failed', label: 'Administrator two-factor code wrong' },
  { key: 'two-factor.enable', label: 'Two-factor turned on' },
  { key: 'two-factor.disable', label: 'Two-factor turned off' },
  { key: 'two-factor.reset', label: 'Two-factor reset (command line)' },
  { key: 'password.change', label: 'Password changed' },
  { key: 'sessions.end-all', label: 'Signed out everywhere' },
  { key: 'sessions.end-member', label: "A member's sessions ended" },
  { key: 'account.delete', label: 'Account deleted' },
  { key: 'whitelist.import', label: 'Whitelist: imported' },
  { key: 'whitelist.add', label: 'Whitelist: added' },
  { key: 'whitelist.edit', label: 'Whitelist: edited' },
  { key: 'whitelist.remove', label: 'Whitelist: removed' },
  { key: 'invite.issue', label: 'Invite link issued' },
  { key: 'invite.use', label: 'Invite link used to sign in' },
  { key: 'access-request.approve', label: 'Access request approved' },
  { key: 'access-request.reject', label: 'Access request rejected' },
  { key: 'job.create', label: 'Job created' },
  { key: 'job.update', label: 'Job edited' },
  { key: 'job.approve', label: 'Job approved' },
  { key: 'job.reject', label: 'Job rejected' },
  { key: 'job.remove', label: 'Job removed' },
  { key: 'job.restore', label: 'Job restored' },
  { key: 'job.delete', label: 'Job deleted permanently' },
  { key: 'internship.create', label: 'Internship created' },
  { key: 'internship.update', label: 'Internship edited' },
  { key: 'internship.approve', label: 'Internship approved' },
  { key: 'internship.reject', label: 'Internship rejected' },
  { key: 'internship.remove', label: 'Internship removed' },
  { key: 'internship.restore', label: 'Internship restored' },
  { key: 'internship.delete', label: 'Internship deleted permanently' },
  { key: 'application.status', label: 'Application status changed' },
  { key: 'cv.update', label: "A member's CV edited" },
  { key: 'cv.delete', label: 'CV deleted' },
  { key: 'profile.update', label: 'Directory profile edited' },
  { key: 'profile.visibility', label: 'Directory profile shown or hidden' },
  { key: 'profile.delete', label: 'Directory profile deleted' },
  { key: 'corporate.create', label: 'Corporate profile created' },
  { key: 'benefit.create', label: 'Benefit created' },
  { key: 'benefit.update', label: 'Benefit edited' },
  { key: 'benefit.toggle', label: 'Benefit active or home page setting changed' },
  { key: 'benefit.delete', label: 'Benefit deleted' },
  { key: 'course.create', label: 'Course added' },
  { key: 'course.delete', label: 'Course deleted' },
  { key: 'training.create', label: 'Training created' },
  { key: 'training.update', label: 'Training edited' },
  { key: 'training.activate', label: 'Training activated' },
  { key: 'training.deactivate', label: 'Training deactivated' },
  { key: 'training.delete', label: 'Training deleted' },
  { key: 'trip.create', label: 'Trip created' },
  { key: 'trip.update', label: 'Trip edited' },
  { key: 'trip.activate', label: 'Trip activated' },
  { key: 'trip.deactivate', label: 'Trip deactivated' },
  { key: 'trip.delete', label: 'Trip deleted' },
  { key: 'paddle-document.upload', label: 'Paddle club document uploaded' },
  { key: 'backup.create', label: 'Backup made' },
  { key: 'backup.restore', label: 'Backup restored' },
  { key: 'backup.delete', label: 'Backup deleted' },
  { key: 'backup.settings', label: 'Backup settings changed' },
  { key: 'import.run', label: 'Original app imported' },
  { key: 'mail.resend', label: 'Mail resent' },
  { key: 'mail.test', label: 'Test mail sent' },
] as const;

export const auditActionLabel = (action: string) =>
  AUDIT_ACTIONS.find((entry) => entry.key === action)?.label ?? action;

/**
 * What an event may be about (its target type), with the words of the Audit page's Target filter. The server
 * names each of them (features/audit/audit-names.ts); a newer feature's type not listed here shows what its
 * event recorded.
 */
export const AUDIT_TARGET_TYPES = [
  { key: 'user', label: 'Account' },
  { key: 'whitelist', label: 'Whitelist entry' },
  { key: 'access-request', label: 'Access request' },
  { key: 'job', label: 'Job' },
  { key: 'internship', label: 'Internship' },
  { key: 'application', label: 'Application' },
  { key: 'cv', label: 'CV' },
  { key: 'profile', label: 'Directory profile' },
  { key: 'benefit', label: 'Benefit' },
  { key: 'course', label: 'Course' },
  { key: 'training', label: 'Training' },
  { key: 'trip', label: 'Trip' },
  { key: 'paddle-document', label: 'Paddle club document' },
  { key: 'backup', label: 'Backup' },
  { key: 'backup-settings', label: 'Backup settings' },
  { key: 'import', label: 'Import' },
  { key: 'mail', label: 'Mail' },
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]['key'];

/**
 * A person or thing an event names, as the Audit page shows it: its name or title now, or once it no longer
 * exists the one the event recorded at the time (null when it recorded none).
 */
export const auditNameSchema = z.object({
  /** 'Layla Hassan', 'Senior Accountant', 'Layla Hassan → Senior Accountant', 'audited@hub.test'. */
  name: z.string().nullable(),
  /** A second line: a person's e-mail, a post's company, a CV's title. */
  detail: z.string().nullable(),
  /** It no longer exists: the page says '(deleted)' after the recorded name. */
  isDeleted: z.boolean(),
  /** Where the dashboard shows it ('/admin?tab=jobs'), while it exists and has such a place. */
  link: z.string().nullable(),
});
export type AuditName = z.infer<typeof auditNameSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null for the system (a scheduled backup) or an account since deleted. */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  clientAddress: z.string().nullable(),
  /** Who did it, by name; null for the system's own work (a scheduled backup). */
  actor: auditNameSchema.nullable(),
  /** What it was done to, by name; null for an event about nothing in particular (a sign-in). */
  target: auditNameSchema.nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const day = (label: string) => z.iso.date({ message: `${label} must be a date like 2026-01-31` }).optional();

/** Filters of the audit list and its CSV export; every one optional, days inclusive (UTC). */
export const auditFilterSchema = z
  .object({
    action: z
      .string()
      .trim()
      .max(60, 'action must be at most 60 characters')
      .regex(/^[a-z0-9.-]*$/, 'action must be an action name such as whitelist.add')
      .optional()
      .transform((value) => value || undefined),
    actor: z
      .string()
      .trim()
      .max(255, 'actor must be at most 255 characters')
      .optional()
      .transform((value) => value?.toLowerCase() || undefined),
    targetType: z
      .string()
      .trim()
      .max(40, 'targetType must be at most 40 characters')
      .optional()
      .transform((value) => value || undefined),
    targetId: z
      .string()
      .trim()
      .max(100, 'targetId must be at most 100 characters')
      .optional()
      .transform((value) => value || undefined),
    from: day('from'),
    to: day('to'),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type AuditFilter = z.infer<typeof auditFilterSchema>;
/** The filters as a client sends them (every one optional). */
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

export const auditListQuerySchema = z.intersection(pageQuerySchema, auditFilterSchema);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export const auditListSchema = listOf(auditEventSchema);
export type AuditList = z.infer<typeof auditListSchema>;
