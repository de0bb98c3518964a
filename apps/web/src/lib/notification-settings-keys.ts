/**
 * The two settings that change together: turning job alerts on asks for their mails again, and turning their mails
 * off pauses the alerts. Each feature invalidates the other's through these keys instead of importing it (the mail
 * and my-activity features would otherwise import each other).
 */
export const notificationSettingsKeys = {
  mail: ['mail', 'settings'] as const,
  jobAlerts: ['job-alerts'] as const,
};
