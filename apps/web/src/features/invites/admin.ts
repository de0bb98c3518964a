// The dashboard's entry to invite links: the Whitelist tab's column and dialog, so residents never download them.
export { useInviteLinks } from './components/use-invite-links.tsx';
