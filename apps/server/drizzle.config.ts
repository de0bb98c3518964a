import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/*.table.ts', './src/features/**/*.table.ts'],
  out: './src/db/migrations',
  casing: 'snake_case',
});
