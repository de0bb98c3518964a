import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../db/client.ts';
import { users } from '../db/users.table.ts';
import { createTestApp } from '../test/helper.ts';

const t = await createTestApp();
const cli = fileURLToPath(new URL('./admin.ts', import.meta.url));
/** This file's own test database, as a DATABASE_URL the command can use. */
const databaseUrl = async () => {
  const { rows } = await t.pool.query<{ name: string }>('SELECT current_database() AS name');
  return withDatabase(inject('adminUrl'), rows[0]?.name ?? '');
};

/** `npm run admin -- ARGS` as an operator types it, with `input` on standard input. */
async function admin(args: string[], input = '') {
  const run = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: await databaseUrl(), LOG_LEVEL: 'silent' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run admin', () => {
  it('never takes a password from the command line', async () => {
    const refused = await admin(['create', '--email', 'ops@hub.test', '--password', 'on the command line']);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('--password is not accepted');
  });

  it('reads the password from standard input, refuses a common one, and resets two-factor', async () => {
    const common = await admin(['create', '--email', 'ops@hub.test'], 'password1234\n');
    expect(common.status).toBe(1);
    const made = await admin(['create', '--email', 'ops@hub.test'], 'a long and private passphrase\n');
    expect(made.output).toContain('Administrator ops@hub.test is ready');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ops@hub.test'));
    expect(row?.role).toBe('admin');
    await t.db
      .update(users)
      .set({ totpSecret: 'sealed', totpEnabledAt: new Date() })
      .where(eq(users.id, row?.id ?? ''));
    const reset = await admin(['reset-2fa', '--email', 'ops@hub.test']);
    expect(reset.output).toContain('Two-factor is off for ops@hub.test');
    const [after] = await t.db.select().from(users).where(eq(users.email, 'ops@hub.test'));
    expect(after?.totpEnabledAt).toBeNull();
    expect((await admin(['reset-2fa', '--email', 'nobody@hub.test'])).status).toBe(1);
  });
});
