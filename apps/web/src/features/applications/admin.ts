// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { ApplicationsTab } from './admin/applications-tab.tsx';
