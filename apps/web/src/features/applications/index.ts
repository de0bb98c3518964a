// The applications feature's entry point: what other features may use of it (its query keys are in api/*-keys.ts).
export { ApplicationDialog } from './components/application-dialog.tsx';
export { ApplyOrApplied } from './components/apply-or-applied.tsx';
