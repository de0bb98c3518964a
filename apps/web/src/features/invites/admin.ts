// The dashboard's entry to invite links: the Whitelist tab's column and dialog, so residents never download them.
export { useInviteLinks } from './admin/use-invite-links.tsx';
