import { errorTranslationKey, type ErrorCode, type ErrorTranslationKey } from '@spokes/domain/errors';

/**
 * The one error an operation throws for something the user should be told, in no transport's
 * terms: `graphql/app-error-mapper.ts` turns it into a GraphQL error and `http/error-status.ts`
 * into an HTTP status. Anything else that is thrown stays masked, so a stack trace or SQL text
 * never reaches a client.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly i18nKey: ErrorTranslationKey;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? code);
    this.i18nKey = errorTranslationKey(code);
  }
}

export function fail(code: ErrorCode, message?: string, details?: Record<string, unknown>): never {
  throw new AppError(code, message, details);
}

/**
 * The AppError behind an error, if any: graphql-js wraps a resolver's error once and a scalar's
 * refusal of a variable twice, each time as `originalError`.
 */
export function findAppError(error: unknown): AppError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && !(current instanceof AppError); depth++) {
    if (typeof current !== 'object' || current === null || !('originalError' in current)) return undefined;
    current = current.originalError;
  }
  return current instanceof AppError ? current : undefined;
}
