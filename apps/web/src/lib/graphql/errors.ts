import type { CombinedError } from '@urql/core';

const fallbackKey = 'common.somethingWentWrong';

function extensionString(error: CombinedError, name: 'code' | 'i18nKey'): string | undefined {
  for (const graphQLError of error.graphQLErrors) {
    const value = graphQLError.extensions?.[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The server's error code (`extensions.code`), e.g. UNAUTHENTICATED or WRONG_CREDENTIALS. */
export function errorCode(error: CombinedError): string | undefined {
  return extensionString(error, 'code');
}

/** The translation key to show for an error: the server's `extensions.i18nKey`, else a generic one. */
export function errorMessageKey(error: CombinedError): string {
  return extensionString(error, 'i18nKey') ?? fallbackKey;
}
