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

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new AppError('BAD_INPUT', 'Invalid DateTime');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
