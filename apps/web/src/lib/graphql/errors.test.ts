import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessageKey, errorParams } from './errors';

function failure(extensions: Record<string, unknown>): CombinedError {
  return new CombinedError({ graphQLErrors: [new GraphQLError('failed', { extensions })] });
}

describe('graphql errors', () => {
  it("reads the server's code as the domain's ErrorCode", () => {
    const code = errorCode(failure({ code: 'WRONG_CREDENTIALS', i18nKey: 'errors.wrongCredentials' }));
    expect(code).toBe('WRONG_CREDENTIALS');
    // @ts-expect-error a code the domain does not have cannot be compared with
    expect(code === 'WRONG_PASSWORD').toBe(false);
  });

  it('answers undefined for a code the domain does not know', () => {
    expect(errorCode(failure({ code: 'GRAPHQL_VALIDATION_FAILED' }))).toBeUndefined();
    expect(errorCode(failure({}))).toBeUndefined();
  });

  it("shows the server's translation key, else a generic one", () => {
    expect(errorMessageKey(failure({ code: 'CODE_MISMATCH', i18nKey: 'errors.codeMismatch' }))).toBe(
      'errors.codeMismatch',
    );
    expect(errorMessageKey(failure({}))).toBe('common.somethingWentWrong');
  });

  it("fills a refusal's text with the values it names: a missing template's document, language and variant", () => {
    const details = { document: 'Ontvangstbewijs', language: 'FR', variant: 'Standaard', fields: {} };
    expect(errorParams(failure({ code: 'TEMPLATE_MISSING', details }))).toEqual({
      document: 'Ontvangstbewijs',
      language: 'FR',
      variant: 'Standaard',
    });
    expect(errorParams(failure({ code: 'NOT_FOUND' }))).toEqual({});
  });
});
