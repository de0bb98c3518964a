// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { ActivitiesTab } from './admin/activities-tab.tsx';
