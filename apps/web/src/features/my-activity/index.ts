// The my-activity feature's entry point: what other features may use of it (its api/ folder aside).
export { SignedInDevices } from './components/signed-in-devices.tsx';
