// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { TrainingsTab } from './admin/trainings-tab.tsx';
