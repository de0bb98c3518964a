// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { CvsTab } from './admin/cvs-tab.tsx';
