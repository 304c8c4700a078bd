import { pino, type LoggerOptions } from 'pino';

/**
 * A failed query's error (drizzle's "Failed query: … params: …") carries the query's parameters
 * in its message, its stack and `params`: user input, a password even. The log keeps the query.
 */
function errorWithoutQueryParams(error: Error) {
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

export const loggerOptions: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'spokes' },
  redact: ['req.headers.cookie', 'password', '*.password'],
  serializers: { err: errorWithoutQueryParams },
};

/** Structured JSON logs on stdout; the level comes from LOG_LEVEL. */
export const logger = pino(loggerOptions);
