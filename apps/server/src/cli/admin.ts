import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { passwordField } from '@hub/contract/auth/auth.schema';
import { emailField } from '@hub/contract/common';
import { readConfig } from '../config.ts';
import { startDatabase } from '../db/start.ts';
import { resetTwoFactor, upsertAdmin } from '../features/auth/index.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../features/auth/index.ts';

const usage = `Usage: npm run admin -- create --email you@example.com [--name "Your Name"]
       npm run admin -- reset-2fa --email you@example.com   (a lost authenticator: two-factor off, sessions ended)
The password is asked for (not echoed), or read from standard input: never from the command line, where other
users of the machine and the shell history would see it.`;

/** The password from a prompt that echoes nothing, or the first line of standard input when it is not a terminal. */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) return line;
    return '';
  }
  process.stdout.write('New administrator password: ');
  input.setRawMode(true);
  input.resume();
  let typed = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          return resolve(typed);
        }
        if (char === '\u0003') return reject(new Error('Cancelled.'));
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

/** `npm run admin -- create --email E`: adds an administrator, or resets an existing one's password. */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const command = positionals[0];
  if (command !== 'create' && command !== 'reset-2fa') throw new Error(usage);
  if (values.password !== undefined) throw new Error(`--password is not accepted any more.\n${usage}`);
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message}\n${usage}`);
  if (command === 'reset-2fa') return resetAdminTwoFactor(email.data);
  const password = passwordField.safeParse(await readPassword());
  if (!password.success) throw new Error(`Password: ${password.error.issues[0]?.message}`);
  if (isCommonPassword(password.data, email.data)) throw new Error(`Password: ${COMMON_PASSWORD_MESSAGE}`);

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

/** `npm run admin -- reset-2fa --email E`: for an administrator who lost the device with their codes. */
async function resetAdminTwoFactor(email: string) {
  const database = await startDatabase(readConfig(), () => undefined);
  try {
    if (!(await resetTwoFactor(database.db, email)))
      throw new Error(`No administrator has the e-mail ${email}.`);
    console.log(
      `Two-factor is off for ${email} and their sessions ended; they sign in with their password now.`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
