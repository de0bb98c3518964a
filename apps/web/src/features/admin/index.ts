// The admin feature's entry point: what other features may use of it (its api/ folder aside).
export { BackToDashboard } from './components/back-to-dashboard.tsx';
