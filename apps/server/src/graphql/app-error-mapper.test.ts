import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { httpStatusOf } from '../http/error-status';
import { maskAppError } from './app-error-mapper';

describe('the AppError mappers', () => {
  it('gives a GraphQL client the code, translation key and details of an AppError at its field', () => {
    const located = new GraphQLError('located', {
      path: ['createUser'],
      originalError: new AppError('PASSWORD_TOO_WEAK', 'weak', { failedRules: ['length'] }),
    });
    const mapped = maskAppError(located, 'Unexpected error.', false);
    expect(mapped).toBeInstanceOf(GraphQLError);
    expect(mapped).toMatchObject({
      message: 'weak',
      path: ['createUser'],
      extensions: {
        code: 'PASSWORD_TOO_WEAK',
        i18nKey: 'errors.passwordTooWeak',
        details: { failedRules: ['length'] },
      },
    });
  });

  it('masks every other error', () => {
    const located = new GraphQLError('located', {
      originalError: new Error('relation "users" does not exist'),
    });
    const mapped = maskAppError(located, 'Unexpected error.', false);
    expect(mapped.message).toBe('Unexpected error.');
    expect(JSON.stringify(mapped)).not.toContain('users');
  });

  it('answers a file route with the HTTP status of the code', () => {
    expect(httpStatusOf('NOT_FOUND')).toBe(404);
    expect(httpStatusOf('UNAUTHENTICATED')).toBe(401);
    expect(httpStatusOf('FORBIDDEN')).toBe(403);
    expect(httpStatusOf('LICENSE_PLATE_REQUIRED_FOR_DOWNLOAD')).toBe(409);
    expect(httpStatusOf('FRAME_NUMBER_LENGTH')).toBe(400);
  });
});
