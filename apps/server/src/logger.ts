import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger, type LoggerOptions } from 'pino';
import { findAppError } from './errors';
import { httpStatusOf } from './http/error-status';

/**
 * A failed query's error (drizzle's "Failed query: … params: …") carries the query's parameters
 * in its message, its stack and `params`: user input, a password even. The log keeps the query.
 */
function errorWithoutQueryParams(error: unknown) {
  // A string or a plain value is logged as it is (pino's serializer returns it unchanged).
  if (!(error instanceof Error)) return error;
  const { params: _params, ...serialized } = pino.stdSerializers.err(error) as ReturnType<
    typeof pino.stdSerializers.err
  > & { params?: unknown };
  return {
    ...serialized,
    message: withoutQueryParams(serialized.message),
    stack: withoutQueryParams(serialized.stack),
  };
}

function withoutQueryParams(text: string): string {
  // Up to the stack's first frame, or to the end of a message (a cause stays in the stack).
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]');
}

/**
 * What every log line written while serving one request (or running one job) carries, its
 * `requestId` above all, without handing a logger down to each service.
 */
export const logScope = new AsyncLocalStorage<Record<string, unknown>>();

export const loggerOptions: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  // Instances behind a proxy write to one log: INSTANCE_NAME tells their lines apart.
  base: { service: 'spokes', ...(process.env.INSTANCE_NAME ? { instance: process.env.INSTANCE_NAME } : {}) },
  mixin: () => logScope.getStore() ?? {},
  redact: ['req.headers.cookie', 'password', '*.password'],
  serializers: { err: errorWithoutQueryParams },
};

/** Structured JSON logs on stdout; the level comes from LOG_LEVEL. */
export const logger = pino(loggerOptions);

/**
 * Logs a failure at the level it deserves. An AppError the client caused and was told about (a
 * 4xx: not found, a refused status step, bad input) is expected: info, with its code and no
 * stack. Anything else, the 5xx AppErrors included (something went wrong, a mail or deal link
 * failure), is a fault to look at: error, with the stack.
 */
export function logFailure(
  error: unknown,
  fields: Record<string, unknown>,
  message: string,
  log: Logger = logger,
) {
  const expected = findAppError(error);
  if (expected && httpStatusOf(expected.code) < 500)
    log.info({ ...fields, code: expected.code, reason: expected.message }, message);
  else log.error({ ...fields, err: error }, message);
}
