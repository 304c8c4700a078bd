import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { AppError } from '../errors';
import type { Context } from './context';
import { viewerScopes, type AuthScopes } from '../modules/auth/scopes';

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** A multipart upload (GraphQL multipart request spec); input only. */
    File: { Input: File; Output: never };
  };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => viewerScopes(context.viewer),
    unauthorizedError: (_parent, context) =>
      context.viewer ? new AppError('FORBIDDEN') : new AppError('UNAUTHENTICATED'),
  },
});

// An ISO 8601 date or date-time, as the web sends (toISOString). Numbers are refused: Date
// would read 0 as the year 2000 and 1e15 as nothing; so is anything Date cannot hold.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' && ISO_DATE_TIME.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new AppError('BAD_INPUT', 'Invalid DateTime');
  return date;
}

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: parseDateTime,
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
