// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { BackupTab } from './admin/backup-tab.tsx';
