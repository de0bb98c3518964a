import { parseArgs } from 'node:util';
import { passwordField } from '@hub/contract/auth/auth.schema';
import { emailField } from '@hub/contract/common';
import { readConfig } from '../config.ts';
import { startDatabase } from '../db/start.ts';
import { upsertAdmin } from '../features/auth/auth.service.ts';

const usage =
  'Usage: npm run admin -- create --email you@example.com --password "a long password" [--name "Your Name"]';

/** `npm run admin -- create ...`: adds an administrator, or resets an existing one's password. */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (positionals[0] !== 'create') throw new Error(usage);
  const email = emailField.safeParse(values.email ?? '');
  const password = passwordField.safeParse(values.password ?? '');
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message}\n${usage}`);
  if (!password.success) throw new Error(`--password: ${password.error.issues[0]?.message}\n${usage}`);

  const database = await startDatabase(readConfig(), () => undefined);
  try {
    const admin = await upsertAdmin(database.db, {
      email: email.data,
      password: password.data,
      name: values.name,
    });
    console.log(`Administrator ${admin.email} is ready; sign in at /admin-login.`);
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
