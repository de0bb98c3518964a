// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { AccessRequestsTab } from './admin/access-requests-tab.tsx';
export { useAccessRequestDecision } from './admin/use-access-request-decision.ts';
export { useAccessRequests } from './api/access-requests.ts';
