// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { BenefitsTab } from './admin/benefits-tab.tsx';
