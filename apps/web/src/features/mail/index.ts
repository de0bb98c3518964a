// The mail feature's entry point: what other features may use of it (its query keys are in api/*-keys.ts).
export { MailSettingsCard } from './components/mail-settings-card.tsx';
export { useMailStatus } from './api/mail.ts';
