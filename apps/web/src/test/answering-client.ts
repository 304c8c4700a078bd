import { Client, fetchExchange } from '@urql/core';

export type SentOperation = { operationName: string; variables: Record<string, unknown> };

/**
 * A urql client whose every operation goes, parsed, to `answer`; what `answer` gives back (or
 * resolves to, for an answer that is still out) is the JSON the server sends (POST only, so each
 * operation's body is there to read).
 */
export function answeringClient(answer: (operation: SentOperation) => unknown) {
  const fetch = async (_url: unknown, init?: RequestInit) =>
    new Response(JSON.stringify(await answer(JSON.parse(String(init?.body)) as SentOperation)), {
      headers: { 'content-type': 'application/json' },
    });
  return new Client({
    url: 'http://localhost/graphql',
    exchanges: [fetchExchange],
    fetch,
    preferGetMethod: false,
  });
}
