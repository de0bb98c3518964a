import { resolve } from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  FILE_STORAGE: z.enum(['local', 'database']).default('local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  logLevel: string;
  loginsPerMinute: number;
  /** Where uploaded bytes live: DATA_DIR/files, or the database (for several processes). */
  fileStorage: 'local' | 'database';
  adminLoginsPerMinute: number;
  /** Folder of the built SPA; unset in server tests, which talk to the API only. */
  webDist: string | undefined;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    adminEmail: c.ADMIN_EMAIL,
    adminPassword: c.ADMIN_PASSWORD,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    logLevel: c.LOG_LEVEL,
    loginsPerMinute: c.LOGIN_RATE_LIMIT_PER_MINUTE,
    fileStorage: c.FILE_STORAGE,
    adminLoginsPerMinute: c.ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE,
    webDist: undefined,
  };
}
