import {
  createSourceEventStream,
  execute,
  getOperationAST,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { logFailure } from '../logger';

/**
 * Marks a subscription field whose events every subscriber sees alike: its access check runs when
 * the event is loaded (one row object per event, or none), and the event type's fields read only
 * that row. Such an event is executed once per document and variables, not once per subscriber.
 */
export const SHARED_EVENTS = { sharedEvents: true } as const;

type Result = ExecutionResult | Promise<ExecutionResult>;
type Results = Map<DocumentNode, Map<string, Result>>;

/** Yoga's `maskedErrors` option, as yoga.ts gives it. */
export type ErrorMasking = { maskError: (error: unknown, message: string) => Error; errorMessage: string };

/**
 * With a thousand subscribers, running the same selection over the same row a thousand times
 * cost more than a tenth of the fan-out (`npm run bench:live -w bench`). The subscription also
 * stops at this plugin: Yoga's error masking, which comes after the user's plugins, would wrap
 * every subscriber's stream in two more async iterators (31.7 → 25.1 ms of CPU per event to
 * 1,000 subscribers), so it runs here instead, once per event's result. A subscription refused
 * before it starts (an access scope) has no stream and goes through every plugin as before.
 */
export function sharedEventExecution(masking: ErrorMasking): Plugin {
  const maskResult = (result: ExecutionResult): ExecutionResult => {
    if (!result.errors?.length) return result;
    const errors = result.errors.map((error) => {
      const masked = masking.maskError(error, masking.errorMessage);
      if (masked !== error) logFailure(error, {}, 'graphql');
      return masked;
    });
    // A masked error is a plain Error that serializes as a GraphQL error (its toJSON), as in Yoga.
    return { ...result, errors: errors as unknown as ExecutionResult['errors'] };
  };
  return {
    onSubscribe({ args, setSubscribeFn, setResultAndStopExecution }) {
      if (!sharesEvents(args)) return;
      return Promise.resolve(createSourceEventStream(args)).then((source) => {
        if (!(Symbol.asyncIterator in source)) return setSubscribeFn(() => source);
        const events = source[Symbol.asyncIterator]();
        setResultAndStopExecution(mapEvents(events, (row) => resultOf(row, args, maskResult)));
      });
    },
  };
}

/** Shared across every subscription of this instance: rows are per event, so results go with them. */
const results = new WeakMap<object, Results>();

function resultOf(
  row: unknown,
  args: ExecutionArgs,
  mask: (result: ExecutionResult) => ExecutionResult,
): Result {
  const run = () => {
    const result = execute({ ...args, rootValue: row });
    return result instanceof Promise ? result.then(mask) : mask(result);
  };
  if (typeof row !== 'object' || row === null) return run();
  let byDocument = results.get(row);
  if (!byDocument) results.set(row, (byDocument = new Map()));
  let byVariables = byDocument.get(args.document);
  if (!byVariables) byDocument.set(args.document, (byVariables = new Map()));
  const key = `${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;
  let result = byVariables.get(key);
  if (!result) byVariables.set(key, (result = run()));
  return result;
}

function sharesEvents(args: ExecutionArgs): boolean {
  const operation = getOperationAST(args.document, args.operationName);
  const [selection] = operation?.operation === 'subscription' ? operation.selectionSet.selections : [];
  if (selection?.kind !== 'Field') return false;
  const field = args.schema.getSubscriptionType()?.getFields()[selection.name.value];
  return field?.extensions.sharedEvents === true;
}

/** Without an await per step: each is a microtask for every subscriber of every event. */
function mapEvents<T, R>(
  source: AsyncIterator<T>,
  map: (value: T) => R | Promise<R>,
): AsyncIterableIterator<R> {
  const done = { value: undefined, done: true } as const;
  const value = (mapped: R): IteratorResult<R> => ({ value: mapped, done: false });
  return {
    next() {
      return source.next().then((next) => {
        if (next.done) return done;
        const mapped = map(next.value);
        return mapped instanceof Promise ? mapped.then(value) : value(mapped);
      });
    },
    async return() {
      await source.return?.();
      return done;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
