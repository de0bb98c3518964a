import { makeDataTemplates } from './app.ts';

/** The embedded PostgreSQL made and migrated once for the whole run; each app starts from a copy (see app.ts). */
export default async function globalSetup() {
  return makeDataTemplates();
}
