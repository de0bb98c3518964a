// The my-activity feature's entry point: what other features may use of it (its query keys are in api/*-keys.ts).
export { SignedInDevices } from './components/signed-in-devices.tsx';
