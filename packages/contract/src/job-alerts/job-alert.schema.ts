import { z } from 'zod';

export const JOB_ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export const JOB_ALERT_FREQUENCY_LABELS: Record<(typeof JOB_ALERT_FREQUENCIES)[number], string> = {
  instant: 'Right away',
  daily: 'Once a day',
};
export const JOB_ALERT_MESSAGES = {
  needsCv: 'Upload your CV first: job alerts compare new jobs with it.',
  minScore: 'Minimum match must be a whole number from 1 to 100',
} as const;

/** A member's job alerts: new approved jobs whose CV-Job Match score with their CV reaches `minScore`. */
export const jobAlertSettingsSchema = z.object({
  isEnabled: z.boolean(),
  minScore: z.number().int(),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  hasCv: z.boolean(),
});
export type JobAlertSettings = z.infer<typeof jobAlertSettingsSchema>;

export const updateJobAlertsSchema = z.strictObject({
  isEnabled: z.boolean(),
  minScore: z
    .number({ message: JOB_ALERT_MESSAGES.minScore })
    .int(JOB_ALERT_MESSAGES.minScore)
    .min(1, JOB_ALERT_MESSAGES.minScore)
    .max(100, JOB_ALERT_MESSAGES.minScore),
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { message: 'Frequency must be instant or daily' }),
});
export type UpdateJobAlerts = z.infer<typeof updateJobAlertsSchema>;
