import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { checkProxyList } from './http/client-address';

const DEFAULT_PORT = 3000;
/** Hosts to listen on whose users reach the server as http://localhost:PORT (all interfaces or loopback). */
const LOCAL_HOSTS: readonly string[] = ['0.0.0.0', 'localhost', '127.0.0.1', '::', '::1'];

/** A week: a stolen cookie stays useful no longer than that, however the variable is set. */
const MAX_SESSION_TTL_HOURS = 24 * 7;

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().max(MAX_SESSION_TTL_HOURS).default(12),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  /** Unset: on in development and tests, off in production (see loadConfig). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  ADMIN_EMAIL: z.email().optional(),
  PUBLIC_URL: z.url().optional(),
  /** Further origins (scheme://host[:port]) whose pages may call the API with the user's cookies. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const entries = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const origins: string[] = [];
      for (const entry of entries) {
        const origin = originOf(entry);
        if (origin) origins.push(origin);
        else ctx.addIssue({ code: 'custom', message: `${entry} is not an http(s) origin` });
      }
      return origins;
    }),
  /**
   * The reverse proxies in front (IP addresses or CIDR ranges, comma-separated): X-Forwarded-For
   * is believed only from them. Unset, the socket's peer is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const entries = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      try {
        checkProxyList(entries);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
      return entries;
    }),
  /** Jobs one server instance runs at the same time (mails, webhooks): they mostly wait on the network. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
  /**
   * How long a job stays claimed without its instance renewing the claim (every third of it):
   * the time after which another instance runs the jobs of one that died.
   */
  JOB_LOCK_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
  /** This instance's name in jobs.claimed_by and its log lines; unset: host name and process id. */
  INSTANCE_NAME: z.string().min(1).max(100).default(`${hostname()}:${process.pid}`),
  /**
   * PostgreSQL connections one instance keeps: the job slots and the requests share them, so
   * fewer than JOB_CONCURRENCY leaves jobs waiting on the pool instead of the network.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(24),
  /**
   * SIGTERM: how long requests and jobs in flight get to finish before the instance exits;
   * under the 30 s a container platform waits before it kills.
   */
  /** Bearer token a Prometheus scraper sends to read /metrics; unset, /metrics does not exist. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Spokes <no-reply@spokes.test>'),
  SMS_GATEWAY_URL: z.url().optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  /** The prepaid card provider's HTTP proxy; unset: the built-in card simulator in the database. */
  CARD_PROVIDER_URL: z.url().optional(),
  CARD_PROVIDER_KEY: z.string().optional(),
  CARD_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Further attempts of a read (card info, activation, transactions); a block or an empty is never repeated. */
  CARD_PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
});

export type Config = Omit<z.infer<typeof schema>, 'SEED_DEMO'> & {
  SEED_DEMO: 'true' | 'false';
  /** The address users reach, for links in mails: PUBLIC_URL, else http://localhost:PORT. */
  PUBLIC_URL: string;
  dataDir: string;
  /** What the start should log as a warning: a setting that is valid but probably not meant. */
  warnings: readonly string[];
};

const requiredInProduction = [
  ['TOTP_ENCRYPTION_KEY', '32 random bytes, base64: `openssl rand -base64 32`'],
  ['PUBLIC_URL', 'the address users reach; every write from a browser is checked against its origin'],
] as const;

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { PORT, HOST, NODE_ENV } = parsed.data;
  const production = NODE_ENV === 'production';
  const missing = production ? requiredInProduction.filter(([name]) => !parsed.data[name]) : [];
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map(([name, why]) => `  ${name}: required when NODE_ENV=production (${why})`).join('\n')}`,
    );
  const SEED_DEMO = parsed.data.SEED_DEMO ?? (production ? 'false' : 'true');
  const PUBLIC_URL = parsed.data.PUBLIC_URL ?? `http://localhost:${PORT}`;
  const guessed = parsed.data.PUBLIC_URL === undefined;
  const elsewhere = PORT !== DEFAULT_PORT || !LOCAL_HOSTS.includes(HOST);
  const warnings: string[] = [];
  if (guessed && elsewhere)
    warnings.push(
      `PUBLIC_URL is not set, so links in mails point to ${PUBLIC_URL} (HOST ${HOST}, PORT ${PORT}): ` +
        'set PUBLIC_URL to the address users reach this server at.',
    );
  if (production && SEED_DEMO === 'true')
    warnings.push(
      '!!! SEED_DEMO=true IN PRODUCTION: an empty database gets the demo accounts with their published ' +
        'password. Remove SEED_DEMO unless this instance is a public demo. !!!',
    );
  return { ...parsed.data, SEED_DEMO, PUBLIC_URL, dataDir: resolve(parsed.data.DATA_DIR), warnings };
}

/** The origin of an http(s) URL, or null for anything else (a bare host, a path, another scheme). */
function originOf(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return ['http:', 'https:'].includes(url.protocol) ? url.origin : null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
