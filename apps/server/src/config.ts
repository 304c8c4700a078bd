import { resolve } from 'node:path';
import { z } from 'zod';

const DEFAULT_PORT = 3000;
/** Hosts to listen on whose users reach the server as http://localhost:PORT (all interfaces or loopback). */
const LOCAL_HOSTS: readonly string[] = ['0.0.0.0', 'localhost', '127.0.0.1', '::', '::1'];

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
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
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Spokes <no-reply@spokes.test>'),
  SMS_GATEWAY_URL: z.url().optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
});

export type Config = z.infer<typeof schema> & {
  /** The address users reach, for links in mails: PUBLIC_URL, else http://localhost:PORT. */
  PUBLIC_URL: string;
  dataDir: string;
  /** What the start should log as a warning: a setting that is valid but probably not meant. */
  warnings: readonly string[];
};

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { PORT, HOST } = parsed.data;
  const PUBLIC_URL = parsed.data.PUBLIC_URL ?? `http://localhost:${PORT}`;
  const guessed = parsed.data.PUBLIC_URL === undefined;
  const elsewhere = PORT !== DEFAULT_PORT || !LOCAL_HOSTS.includes(HOST);
  const warnings =
    guessed && elsewhere
      ? [
          `PUBLIC_URL is not set, so links in mails point to ${PUBLIC_URL} (HOST ${HOST}, PORT ${PORT}): ` +
            'set PUBLIC_URL to the address users reach this server at.',
        ]
      : [];
  return { ...parsed.data, PUBLIC_URL, dataDir: resolve(parsed.data.DATA_DIR), warnings };
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
