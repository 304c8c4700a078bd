import { describe, expect, it } from 'vitest';
import { schema } from './schema';

describe('the GraphQL schema', () => {
  it('guards every Query, Mutation and Subscription field with auth scopes', () => {
    const unguarded: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const options = field.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
        if (!options?.authScopes) unguarded.push(`${root!.name}.${field.name}`);
      }
    }
    expect(unguarded).toEqual([]);
  });
});
