import type { CombinedError } from '@urql/core';
import { isErrorCode, type ErrorCode } from '@spokes/domain/error-codes';

const fallbackKey = 'common.somethingWentWrong';

function extensionString(error: CombinedError, name: 'code' | 'i18nKey'): string | undefined {
  for (const graphQLError of error.graphQLErrors) {
    const value = graphQLError.extensions?.[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * The server's error code (`extensions.code`), e.g. UNAUTHENTICATED or WRONG_CREDENTIALS, as the
 * domain's typed ErrorCode: comparing it with a code that does not exist fails to compile. A code
 * the domain does not know (a transport error) is undefined.
 */
export function errorCode(error: CombinedError): ErrorCode | undefined {
  const code = extensionString(error, 'code');
  return isErrorCode(code) ? code : undefined;
}

/** The translation key to show for an error: the server's `extensions.i18nKey`, else a generic one. */
export function errorMessageKey(error: CombinedError): string {
  return extensionString(error, 'i18nKey') ?? fallbackKey;
}

/** When a TOO_MANY_ATTEMPTS refusal says the user may try again (`details.retryAt`), else null. */
export function retryAt(error: CombinedError): Date | null {
  for (const graphQLError of error.graphQLErrors) {
    const details = graphQLError.extensions?.details as { retryAt?: unknown } | undefined;
    if (typeof details?.retryAt === 'string') return new Date(details.retryAt);
  }
  return null;
}

/**
 * The plain values a refusal names (`details`), which fill its text's placeholders: a missing
 * template names its document, language and variant.
 */
export function errorParams(error: CombinedError): Record<string, string | number> {
  for (const graphQLError of error.graphQLErrors) {
    const details = graphQLError.extensions?.details;
    if (details && typeof details === 'object') {
      return Object.fromEntries(
        Object.entries(details).filter(
          (entry): entry is [string, string | number] =>
            typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
      );
    }
  }
  return {};
}

/** The codes of a BAD_INPUT refusal per field (`details.fields`), e.g. { frame_number: 'REQUIRED' }. */
export function fieldErrorCodes(error: CombinedError): Partial<Record<string, ErrorCode>> {
  for (const graphQLError of error.graphQLErrors) {
    const details = graphQLError.extensions?.details as { fields?: unknown } | undefined;
    if (details?.fields && typeof details.fields === 'object') {
      return Object.fromEntries(
        Object.entries(details.fields).filter((entry): entry is [string, ErrorCode] => isErrorCode(entry[1])),
      );
    }
  }
  return {};
}
