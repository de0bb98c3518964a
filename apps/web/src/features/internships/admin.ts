// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { InternshipsTab } from './admin/internships-tab.tsx';
export { INTERNSHIP_KIND } from './admin/internship-kind.tsx';
