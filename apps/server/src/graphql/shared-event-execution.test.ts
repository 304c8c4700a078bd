import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { maskAppError } from './app-error-mapper';
import { EventQueue } from '../modules/realtime/event-queue';
import { SHARED_EVENTS, sharedEventExecution, writeSharedEvents } from './shared-event-execution';

type Row = { id: number };
/** An internal detail the client must not read (logged by the masking, so it reads as a test's). */
const SECRET = 'test detail: shared-event-execution.test internals';

/** A shared-events subscription over these rows (one object per event, as the realtime module's). */
function yogaOver(rows: Row[], subscribe?: () => unknown) {
  const Event = new GraphQLObjectType<Row>({
    name: 'Event',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLInt) },
      // The first event's field answers last.
      late: {
        type: GraphQLInt,
        resolve: async (row) => {
          await new Promise((resolve) => setTimeout(resolve, row.id === 1 ? 30 : 0));
          return row.id;
        },
      },
      leaky: {
        type: GraphQLString,
        resolve: () => {
          throw new Error(SECRET);
        },
      },
      refused: {
        type: GraphQLString,
        resolve: () => {
          throw new AppError('FORBIDDEN');
        },
      },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        changed: {
          type: Event,
          extensions: SHARED_EVENTS,
          subscribe:
            (subscribe as () => AsyncIterable<Row>) ??
            async function* () {
              yield* rows;
            },
          resolve: (row: Row) => row,
        },
      },
    }),
  });
  const maskedErrors = { maskError: maskAppError, errorMessage: 'Unexpected error.' };
  return createYoga({ schema, maskedErrors, plugins: [sharedEventExecution(maskedErrors)] });
}

/** A parsed document, as Yoga's parser cache hands the same one to each subscriber of a query. */
async function subscribe(yoga: ReturnType<typeof yogaOver>, document: DocumentNode) {
  const { subscribe: run, schema } = yoga.getEnveloped({});
  return (await run({ schema, document, contextValue: {} })) as
    AsyncIterable<ExecutionResult> | ExecutionResult;
}

async function firstEvent(yoga: ReturnType<typeof yogaOver>, document: DocumentNode) {
  const stream = await subscribe(yoga, document);
  if (!(Symbol.asyncIterator in stream)) throw new Error('expected a stream');
  const { value } = await stream[Symbol.asyncIterator]().next();
  return value as ExecutionResult;
}

describe('shared event execution', () => {
  it('executes an event once for every subscriber of the same document', async () => {
    const yoga = yogaOver([{ id: 7 }]);
    const query = parse('subscription { changed { id } }');
    const [first, second] = [await firstEvent(yoga, query), await firstEvent(yoga, query)];
    expect(first).toEqual({ data: { changed: { id: 7 } } });
    expect(second).toBe(first);
  });

  it("masks a field's unexpected error once per event, as Yoga masks any result, and keeps an AppError's code", async () => {
    const yoga = yogaOver([{ id: 7 }]);
    const result = await firstEvent(yoga, parse('subscription { changed { id leaky refused } }'));
    expect(result.data).toEqual({ changed: { id: 7, leaky: null, refused: null } });
    const errors = result.errors?.map((error) => JSON.parse(JSON.stringify(error)) as object);
    expect(errors).toEqual([
      expect.objectContaining({ message: 'Unexpected error.' }),
      expect.objectContaining({ extensions: { code: 'FORBIDDEN', i18nKey: 'errors.forbidden' } }),
    ]);
    expect(JSON.stringify(errors)).not.toContain('internals');
  });

  it('leaves a subscription refused before its stream to the other plugins, whose masking applies', async () => {
    const yoga = yogaOver([], () => {
      throw new Error(SECRET);
    });
    const result = await subscribe(yoga, parse('subscription { changed { id } }'));
    expect(JSON.stringify(result)).toContain('Unexpected error.');
    expect(JSON.stringify(result)).not.toContain('internals');
  });

  it("writes a websocket subscriber's results as JSON, in the events' order, and ends when its stream ends", async () => {
    const queue = new EventQueue<Row>(8, () => {});
    const yoga = yogaOver([], () => queue);
    const { subscribe: run, schema } = yoga.getEnveloped({});
    const args = { schema, document: parse('subscription { changed { late } }'), contextValue: {} };
    const written: string[] = [];
    writeSharedEvents(args, (json) => written.push(json));
    const stream = (await run(args)) as AsyncIterableIterator<ExecutionResult>;
    const ended = stream.next();
    queue.push({ id: 1 });
    queue.push({ id: 2 });
    await vi.waitFor(() => expect(written).toHaveLength(2));
    expect(written).toEqual(['{"data":{"changed":{"late":1}}}', '{"data":{"changed":{"late":2}}}']);
    await queue.return();
    expect(await ended).toEqual({ value: undefined, done: true });
  });
});
