import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import { findAppError, type AppError } from '../errors';

/**
 * Yoga's `maskedErrors.maskError`: an AppError, thrown by an operation or wrapped by graphql-js
 * with the field's location, reaches the client as `extensions` { code, i18nKey, details };
 * everything else is masked by Yoga's own masking.
 */
export function maskAppError(error: unknown, message: string, isDev?: boolean): Error {
  const appError = findAppError(error);
  if (!appError) return maskError(error, message, isDev);
  return appGraphQLError(appError, error instanceof GraphQLError ? error : undefined);
}

/** The client's shape of an AppError, for errors raised before any resolver runs too. */
export function appGraphQLError(appError: AppError, location?: GraphQLError): GraphQLError {
  // No originalError: Yoga would count the error as unexpected and could answer 500.
  return new GraphQLError(appError.message, {
    nodes: location?.nodes,
    source: location?.source,
    positions: location?.positions,
    path: location?.path,
    extensions: {
      code: appError.code,
      i18nKey: appError.i18nKey,
      ...(appError.details ? { details: appError.details } : {}),
    },
  });
}
