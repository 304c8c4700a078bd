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
 * A stream that can hand each event to a callback as it arrives instead of keeping it for a
 * reader (the realtime module's EventQueue); it then yields nothing, its `next` only tells when it ended.
 */
type ForwardingEvents = AsyncIterableIterator<never> & { forward(deliver: (event: unknown) => void): void };

/** Subscriptions whose results may be written as JSON straight to their client, by their args. */
const writers = new WeakMap<ExecutionArgs, (resultJson: string) => void>();

/**
 * graphql-ws reads a subscription's stream in a loop that awaits each message's write: with a
 * thousand subscribers, its promises and the garbage they leave were most of an event's cost.
 * A websocket subscription of shared events is written straight to its socket instead, the
 * result's JSON made once per event; graphql-ws still opens, completes and closes it.
 */
export function writeSharedEvents(args: ExecutionArgs, write: (resultJson: string) => void) {
  writers.set(args, write);
}

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
      const key = `${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;
      const resultFor = (row: unknown) => resultOf(row, args, key, maskResult);
      return Promise.resolve(createSourceEventStream(args)).then((source) => {
        if (!(Symbol.asyncIterator in source)) return setSubscribeFn(() => source);
        const events = source[Symbol.asyncIterator]();
        const write = writers.get(args);
        if (write && forwards(events)) {
          events.forward(inOrder(resultFor, (result) => write(jsonOf(result))));
          setResultAndStopExecution(events);
        } else setResultAndStopExecution(mapEvents(events, resultFor));
      });
    },
  };
}

/** Shared across every subscription of this instance: rows are per event, so results go with them. */
const results = new WeakMap<object, Results>();

function resultOf(
  row: unknown,
  args: ExecutionArgs,
  key: string,
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
  let result = byVariables.get(key);
  if (!result) byVariables.set(key, (result = run()));
  return result;
}

/** Results are shared, so is their JSON. */
const json = new WeakMap<ExecutionResult, string>();

function jsonOf(result: ExecutionResult): string {
  let text = json.get(result);
  if (text === undefined) json.set(result, (text = JSON.stringify(result)));
  return text;
}

function forwards(events: AsyncIterator<unknown>): events is ForwardingEvents {
  return typeof (events as Partial<ForwardingEvents>).forward === 'function';
}

/** Each event's result delivered in the events' order, though one may wait for an async field. */
function inOrder(resultFor: (event: unknown) => Result, deliver: (result: ExecutionResult) => void) {
  let pending: Promise<void> | undefined;
  return (event: unknown) => {
    const result = resultFor(event);
    if (!pending && !(result instanceof Promise)) return deliver(result);
    const settled: Promise<void> = (pending ?? Promise.resolve())
      .then(() => result)
      .then(deliver, (error: unknown) => logFailure(error, {}, 'graphql'))
      .then(() => {
        if (pending === settled) pending = undefined;
      });
    pending = settled;
  };
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
