// The benefits feature's entry point: what other features may use of it (its query keys are in api/*-keys.ts).
export { BenefitsGrid } from './components/benefits-grid.tsx';
