// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { CoursesTab } from './admin/courses-tab.tsx';
