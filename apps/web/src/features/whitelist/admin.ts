// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { WhitelistTab } from './admin/whitelist-tab.tsx';
