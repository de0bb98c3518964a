// The invites feature's entry point: what other features may use of it.
export { useSignInMode } from './api/sign-in-mode.ts';
