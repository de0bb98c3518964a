// The push feature's entry point (decision 056): the offline notice of the installable app, and the push
// notification settings.
export { OfflineNotice } from './components/offline-notice.tsx';
export { PushSettingsCard } from './components/push-settings-card.tsx';
