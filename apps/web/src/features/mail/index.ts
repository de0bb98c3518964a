// The mail feature's entry point: what other features may use of it (its api/ folder aside).
export { MailSettingsCard } from './components/mail-settings-card.tsx';
