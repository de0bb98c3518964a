import { notificationSettingsKeys } from '../../../lib/query-keys.ts';

/** Query keys of the mail feature; everything that reads or changes mail goes through these. */
export const mailKeys = {
  all: ['mail'] as const,
  status: () => [...mailKeys.all, 'status'] as const,
  /** Every page of the outbox, whatever its filter. */
  outboxAll: () => [...mailKeys.all, 'outbox'] as const,
  settings: () => notificationSettingsKeys.mail,
  unsubscribe: (token: string) => [...mailKeys.all, 'unsubscribe', token] as const,
};
