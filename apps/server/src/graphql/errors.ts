import { GraphQLError } from 'graphql';
import { errorTranslationKey, type ErrorCode } from '@spokes/domain/errors';

/**
 * The one error a module throws for something the user should be told. Everything else is
 * masked by Yoga, so a stack trace or SQL text never reaches a client.
 */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? code, {
      extensions: { code, i18nKey: errorTranslationKey(code), ...(details ? { details } : {}) },
    });
  }
}

export function fail(code: ErrorCode, message?: string, details?: Record<string, unknown>): never {
  throw new AppError(code, message, details);
}
