import { Client, cacheExchange, fetchExchange, mapExchange } from '@urql/core';
import { errorCode } from './errors';
import { announceSessionExpired } from './session-expiry';

/**
 * One endpoint, a cookie session and Yoga's CSRF prevention: every request carries the
 * `x-graphql-yoga-csrf` header, which a cross-site form post cannot send.
 */
export function createGraphqlClient() {
  return new Client({
    url: '/graphql',
    exchanges: [
      cacheExchange,
      mapExchange({
        onError(error, operation) {
          const isViewerQuery = operation.context.viewerQuery === true;
          if (!isViewerQuery && errorCode(error) === 'UNAUTHENTICATED') announceSessionExpired();
        },
      }),
      fetchExchange,
    ],
    preferGetMethod: false,
    fetchOptions: { credentials: 'include', headers: { 'x-graphql-yoga-csrf': '1' } },
  });
}
