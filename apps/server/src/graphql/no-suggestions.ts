import { GraphQLError, type ExecutionResult } from 'graphql';
import { handleStreamOrSingleExecutionResult, isAsyncIterable, type Plugin } from 'graphql-yoga';

/**
 * graphql-js's "Did you mean …?" hints in all their forms: a field, argument, type or input
 * field name, `the enum value "…"`, `to use an inline fragment on "…"`. Names hold no `?`.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function withoutSuggestion<E extends Error>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError)) return error;
  const message = error.message.replace(SUGGESTION, '');
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

function clean(result: ExecutionResult, setResult: (result: ExecutionResult) => void) {
  if (result.errors?.length) setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
}

/**
 * Suggestions spell out the schema to whoever guesses close to a name, which is what turning
 * introspection off in production is for. graphql-armor's block covers validation only and misses
 * enum values; enum values and input fields of variables are also suggested when variables are
 * coerced, at execution. This one plugin cleans both stages, over HTTP and the websocket alike.
 */
export const noSuggestions: Plugin = {
  onValidate:
    () =>
    ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map(withoutSuggestion));
    },
  onExecute: () => ({
    onExecuteDone: (payload) =>
      handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => clean(result, setResult)),
  }),
  onSubscribe: () => ({
    onSubscribeResult: ({ result, setResult }) => {
      if (!isAsyncIterable(result)) clean(result, setResult);
    },
  }),
};
