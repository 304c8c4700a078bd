import { pino } from 'pino';

/** Structured JSON logs on stdout; the level comes from LOG_LEVEL. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'spokes' },
  redact: ['req.headers.cookie', 'password', '*.password'],
});
