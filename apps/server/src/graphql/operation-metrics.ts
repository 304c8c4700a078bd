import type { ExecutionResult } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { findAppError } from '../errors';
import { logScope } from '../logger';
import { graphqlErrors, operationLabel } from '../metrics';

/** The code the client is told: the AppError's (masking has not run yet), else GraphQL's own. */
function countErrors(result: ExecutionResult) {
  for (const error of result.errors ?? [])
    graphqlErrors.inc({
      code: findAppError(error)?.code ?? String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'),
    });
}

/**
 * Names the request's operation in its scope, so its log lines and its request duration carry
 * it, and counts the errors of each answer by code.
 */
export const operationMetrics: Plugin = {
  onExecute({ args }) {
    const scope = logScope.getStore();
    if (scope) scope.operation = operationLabel(args.operationName);
    return {
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, ({ result }) => countErrors(result)),
    };
  },
};
