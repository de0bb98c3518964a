// The dashboard's lazily loaded entry: this feature's tabs, so residents never download it.
export { DirectoryTab } from './admin/directory-tab.tsx';
export { CorporateTab } from './admin/corporate-tab.tsx';
