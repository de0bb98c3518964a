// The dashboard's lazily loaded entry: the Removed Items tab, so residents never download it.
export { RemovedItemsTab } from './admin/removed-items-tab.tsx';
