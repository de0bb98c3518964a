// The benefits feature's entry point: what other features may use of it (its api/ folder aside).
export { BenefitsGrid } from './components/benefits-grid.tsx';
