import {
  createSourceEventStream,
  execute,
  getOperationAST,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Marks a subscription field whose events every subscriber sees alike: its access check runs when
 * the event is loaded (one row object per event, or none), and the event type's fields read only
 * that row. Such an event is executed once per document and variables, not once per subscriber.
 */
export const SHARED_EVENTS = { sharedEvents: true } as const;

type Result = ExecutionResult | Promise<ExecutionResult>;
type Results = Map<DocumentNode, Map<string, Result>>;

/**
 * With a thousand subscribers, running the same selection over the same row a thousand times
 * cost more than a tenth of the fan-out (`npm run bench:live -w bench`). The other hooks (masked
 * errors, limits) still see every subscription and every result.
 */
export const sharedEventExecution: Plugin = {
  onSubscribe({ args, setSubscribeFn }) {
    if (!sharesEvents(args)) return;
    setSubscribeFn(async (subscription) => {
      const source = await createSourceEventStream(subscription);
      if (!(Symbol.asyncIterator in source)) return source;
      return mapEvents(source[Symbol.asyncIterator](), (row) => resultOf(row, subscription));
    });
  },
};

/** Shared across every subscription of this instance: rows are per event, so results go with them. */
const results = new WeakMap<object, Results>();

function resultOf(row: unknown, args: ExecutionArgs): Result {
  if (typeof row !== 'object' || row === null) return execute({ ...args, rootValue: row });
  let byDocument = results.get(row);
  if (!byDocument) results.set(row, (byDocument = new Map()));
  let byVariables = byDocument.get(args.document);
  if (!byVariables) byDocument.set(args.document, (byVariables = new Map()));
  const key = `${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;
  let result = byVariables.get(key);
  if (!result) byVariables.set(key, (result = execute({ ...args, rootValue: row })));
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
