// The push feature's entry point (decision 056): the push notification settings. The installable app's offline
// notice is the app shell's (app/offline-notice.tsx): imported from here, it put this card, and Mantine's Switch
// and Input with it (8 KB Brotli), into every first load.
export { PushSettingsCard } from './components/push-settings-card.tsx';
