import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { RESIDENT_SIGN_IN_MODES, type ResidentSignInMode } from '@hub/contract/auth/auth.schema';
import { z } from 'zod';

/**
 * The push services of the browsers people use: Chrome, Edge's Chromium builds, Opera and Samsung (Firebase Cloud
 * Messaging), Firefox (Mozilla's autopush), Edge on Windows (WNS) and Safari (Apple). The server POSTs to a
 * subscription's endpoint, which the browser chose: only these are ever called, so a subscription cannot make the
 * server send requests into its own network.
 */
const DEFAULT_PUSH_SERVICES =
  'https://fcm.googleapis.com,https://*.push.services.mozilla.com,https://*.notify.windows.com,https://*.push.apple.com';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATABASE_PREPARED_STATEMENTS: z.enum(['auto', 'on', 'off']).default('auto'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, 'must look like smtp://user:password@host:port or smtps://host:port')
    .optional(),
  MAIL_FROM: z.string().optional(),
  COMPOUND_NAME: z.string().max(100).default('Community Hub'),
  RESIDENT_SIGN_IN: z.enum(RESIDENT_SIGN_IN_MODES).optional(),
  ADMIN_2FA: z.enum(['optional', 'required']).default('optional'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  FILE_STORAGE: z.enum(['local', 'database']).default('local'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(50),
  BACKUP_KEY: z
    .string()
    .refine(
      (value) => parseBackupKey(value) !== undefined,
      'must be 32 bytes: 64 hexadecimal characters, or base64 (e.g. the output of `openssl rand -base64 32`)',
    )
    .optional(),
  BACKUP_RESTORE_MAX_MB: z.coerce.number().int().min(1).default(8192),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(365),
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  ENABLE_TEST_AUTH: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(
      (value) => isBase64urlOf(value, 65),
      'must be an uncompressed P-256 public key, base64url (65 bytes)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((value) => isBase64urlOf(value, 32), 'must be a P-256 private key, base64url (32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  PUSH_SERVICES: z
    .string()
    .refine(
      (value) => parsePushServices(value) !== undefined,
      'must be a comma-separated list of origins, each https://host or https://*.domain (http only for loopback)',
    )
    .default(DEFAULT_PUSH_SERVICES),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => parseTrustProxy(value) !== undefined,
      'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8); ' +
        '"true" would trust any client-written X-Forwarded-For',
    )
    .optional(),
});

const isBase64urlOf = (value: string, bytes: number) =>
  /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;

/** A push service a subscription's endpoint may point to: an exact host, or any host under a domain. */
export type PushService = { protocol: 'https:' | 'http:'; host: string; isDomain: boolean };

/**
 * PUSH_SERVICES as origins: `https://host[:port]` or `https://*.domain`; `http://` only for a loopback address (a
 * test's own push service). Undefined when an entry is not one.
 */
function parsePushServices(value: string): PushService[] | undefined {
  const services: PushService[] = [];
  for (const entry of value.split(',').map((item) => item.trim())) {
    const match = /^(https?):\/\/(\*\.)?([a-z0-9.-]+(?::\d+)?|\[[0-9a-f:]+\](?::\d+)?)$/i.exec(entry);
    if (!match?.[1] || !match[3]) return undefined;
    const protocol = match[1].toLowerCase() === 'https' ? 'https:' : 'http:';
    const host = match[3].toLowerCase();
    const isLoopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(host);
    if (protocol === 'http:' && (!isLoopback || match[2])) return undefined;
    services.push({ protocol, host, isDomain: Boolean(match[2]) });
  }
  return services;
}

/** BACKUP_KEY as 32 bytes, from hex or base64; undefined when it is not exactly that. */
function parseBackupKey(value: string): Buffer | undefined {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  const isBase64 = /^[A-Za-z0-9+/]{43}=?$/.test(value);
  return bytes.length === 32 && (isBase64 || /^[0-9a-f]{64}$/i.test(value)) ? bytes : undefined;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`: a hop count, or the proxies' addresses/CIDRs. `true` (trust every hop,
 * so the left-most, client-written X-Forwarded-For entry wins) is refused; undefined means not parseable.
 */
function parseTrustProxy(value: string): number | string[] | undefined {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

function isAddressOrCidr(entry: string) {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

function isSmtpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections this process keeps to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /**
   * The server itself, past any connection pooler (DATABASE_DIRECT_URL): what needs a session of its own (the
   * change bus's LISTEN, the migration lock, the queue) connects here. Unset: DATABASE_URL, unless that is pooled.
   */
  databaseDirectUrl: string | undefined;
  /**
   * Named (prepared) statements for the hot reads (DATABASE_PREPARED_STATEMENTS): `auto` uses them unless
   * DATABASE_URL goes through a pooler that loses them between transactions (PgBouncer before 1.21, or without
   * max_prepared_statements).
   */
  preparedStatements: 'auto' | 'on' | 'off';
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  logLevel: string;
  loginsPerMinute: number;
  /** Where uploaded bytes live: DATA_DIR/files, or the database (for several processes). */
  fileStorage: 'local' | 'database';
  adminLoginsPerMinute: number;
  /** Outgoing mail server; unset keeps mail waiting in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The compound's name, in every mail. */
  compoundName: string;
  /**
   * `code`: residents prove their mailbox with a mailed code; `email`: the spec's e-mail-only sign-in; `invite`: a
   * single-use invite link from the committee, then passkeys (decision 060).
   */
  residentSignIn: ResidentSignInMode;
  /** Administrators' TOTP: each may turn it on ('optional'), or all must ('required'). */
  admin2fa: 'optional' | 'required';
  /** APP_SECRET as given; server.ts resolves the secret actually used (resolveAppSecret). */
  appSecret: string | undefined;
  /** Bearer token that lets a caller other than loopback read /metrics; unset means loopback only. */
  metricsToken: string | undefined;
  /** The key that seals backups (BACKUP_KEY); unset: one derived from the application secret. */
  backupKey: Buffer | undefined;
  /** The most a restore stages once decompressed. */
  backupRestoreMaxBytes: number;
  /** Multipart requests (uploads) one account may make per minute. */
  uploadsPerMinute: number;
  /** Bytes of unattached uploads one account may have waiting. */
  uploadQuotaBytes: number;
  /** Audit events older than this many days are pruned daily. */
  auditRetentionDays: number;
  /** The developer helpers under /api/test-auth (ENABLE_TEST_AUTH=true; never with NODE_ENV=production). */
  enableTestAuth: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY): a hop count or addresses/CIDRs; unset: none. */
  trustProxy: number | string[] | undefined;
  /** The longest a list's answer is kept in memory (it is dropped at once when its tables change); 0: never. */
  responseCacheMs: number;
  /** The longest a session read from the database is trusted in memory (ended ones drop at once); 0: never. */
  sessionCacheMs: number;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY as given; server.ts resolves the pair used (resolveVapidKeys). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who runs this server, for the push services (VAPID `sub`): a mailto: address or an https: URL. */
  vapidSubject: string;
  /** The push services a subscription's endpoint may point to (PUSH_SERVICES). */
  pushServices: PushService[];
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
  // The helpers create administrators for anyone who asks: a production start with them on is a mistake.
  if (c.RESIDENT_SIGN_IN === 'code' && !c.SMTP_URL) {
    throw new Error(
      'Invalid configuration:\n  RESIDENT_SIGN_IN: code needs SMTP_URL (without mail no resident could receive a code)',
    );
  }
  if ((c.VAPID_PUBLIC_KEY === undefined) !== (c.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both (a pair) or neither (one is made)',
    );
  }
  if (c.DATABASE_DIRECT_URL && !c.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_DIRECT_URL: needs DATABASE_URL (it is the direct way to the same server)',
    );
  }
  if (c.ENABLE_TEST_AUTH === 'true' && c.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  ENABLE_TEST_AUTH: must not be true when NODE_ENV=production ' +
        '(its helpers let anyone create an administrator)',
    );
  }
  const mailFrom = c.MAIL_FROM ?? `${c.COMPOUND_NAME} <no-reply@${hostOf(c.PUBLIC_URL) ?? 'localhost'}>`;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databaseDirectUrl: c.DATABASE_DIRECT_URL,
    preparedStatements: c.DATABASE_PREPARED_STATEMENTS,
    // Twice the cores and one: PostgreSQL's own rule of thumb for busy connections, with the database on the same
    // small server. On 2 cores, 5 answered uncached searches 7 to 23% faster than 10 (decision 051).
    databasePoolSize: c.DATABASE_POOL_SIZE ?? 2 * availableParallelism() + 1,
    adminEmail: c.ADMIN_EMAIL,
    adminPassword: c.ADMIN_PASSWORD,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    logLevel: c.LOG_LEVEL,
    loginsPerMinute: c.LOGIN_RATE_LIMIT_PER_MINUTE,
    fileStorage: c.FILE_STORAGE,
    adminLoginsPerMinute: c.ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE,
    smtpUrl: c.SMTP_URL,
    mailFrom,
    compoundName: c.COMPOUND_NAME,
    residentSignIn: c.RESIDENT_SIGN_IN ?? (c.SMTP_URL ? 'code' : 'email'),
    admin2fa: c.ADMIN_2FA,
    appSecret: c.APP_SECRET,
    metricsToken: c.METRICS_TOKEN,
    backupKey: c.BACKUP_KEY === undefined ? undefined : parseBackupKey(c.BACKUP_KEY),
    backupRestoreMaxBytes: c.BACKUP_RESTORE_MAX_MB * 1024 * 1024,
    uploadsPerMinute: c.UPLOADS_PER_MINUTE,
    uploadQuotaBytes: c.UPLOAD_QUOTA_MB * 1024 * 1024,
    auditRetentionDays: c.AUDIT_RETENTION_DAYS,
    responseCacheMs: c.RESPONSE_CACHE_SECONDS * 1000,
    sessionCacheMs: c.SESSION_CACHE_SECONDS * 1000,
    enableTestAuth: c.ENABLE_TEST_AUTH === 'true',
    trustProxy: c.TRUST_PROXY === undefined ? undefined : parseTrustProxy(c.TRUST_PROXY),
    vapidKeys:
      c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY
        ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: c.VAPID_SUBJECT ?? `mailto:${addressOf(mailFrom)}`,
    pushServices: parsePushServices(c.PUSH_SERVICES) ?? [],
    webDist: undefined,
  };
}

const hostOf = (url: string | undefined) => (url ? new URL(url).hostname : undefined);

/** The address in a From header: `Name <a@b>` or a bare `a@b`. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
