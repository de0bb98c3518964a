// The passkeys feature's entry point: what other features may use of it.
export { PasskeySignInButton } from './components/passkey-sign-in-button.tsx';
export { PasskeysCard } from './components/passkeys-card.tsx';
