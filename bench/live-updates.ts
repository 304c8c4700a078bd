import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { publish } from '@spokes/server/src/modules/signals/events';
import type { Database } from '@spokes/server/src/db/client';
import { createCompany, createDealer, createOrder, createQuotation } from '@spokes/server/src/test/factories';
import {
  cpuMsOf,
  createBenchSession,
  interleaved,
  loadAverage,
  median,
  met,
  percentile,
  progress,
  scratchPostgres,
  spread,
  startAnchor,
  startBuiltServer,
  withDatabase,
  type BenchServer,
} from './harness';
import type { Row } from './table';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3) + 1;
const WARMUP_EVENTS = 5;
/** Sessions per user: a user with several tabs or devices, as in the field. */
const SESSIONS_PER_USER = 5;
const QUERY = 'subscription { orderUpdated { order_id order_status_fk quotation_id quotation_number } }';
const GOAL_MS = 50;
const GOAL_CPU = 2;

export const liveTitle =
  `Live updates: one event to ${SUBSCRIBERS} subscribers on PostgreSQL, ${EVENTS} events each in ${ROUNDS} ` +
  'interleaved rounds, against a bare ws broadcast of the same message to as many sockets';

type Delivery = { deliveredAt: number; sample: string };
type Subscribers = { child: ChildProcess; next(): Promise<Delivery> };

/** A subscriber process; `next` resolves with the moment the last expected socket got the event. */
async function subscribe(mode: 'graphql' | 'plain', url: string, cookies: string[], expected: number) {
  const child = fork(fileURLToPath(new URL('./live-subscribers.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const waiting: ((delivery: Delivery) => void)[] = [];
  let ready: () => void;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  child.on('message', (message: Partial<Delivery> & { error?: string; ready?: boolean }) => {
    if (message.error) throw new Error(`a subscriber failed: ${message.error}`);
    if (message.ready) ready();
    else waiting.shift()?.(message as Delivery);
  });
  child.send({ mode, url, cookies, query: QUERY, expected });
  await opened;
  return {
    child,
    next: () => new Promise<Delivery>((resolve) => waiting.push(resolve)),
  } satisfies Subscribers;
}

type Event = { latency: number; cpuMs: number };

/**
 * The round's CPU over its events: /proc counts in 10 ms ticks, so one event reads 20 or 30 ms
 * where it took 24, and a median of such readings moves by whole ticks; their mean does not.
 */
const cpuPerEvent = (round: Event[]) => round.reduce((sum, event) => sum + event.cpuMs, 0) / round.length;

/** One event: the clock from just before its trigger to the last delivery; the sender's CPU over it. */
async function oneEvent(subscribers: Subscribers, sender: BenchServer, trigger: () => Promise<void>) {
  const delivered = subscribers.next();
  const cpu = cpuMsOf(sender.pid);
  const start = performance.timeOrigin + performance.now();
  await trigger();
  const { deliveredAt, sample } = await delivered;
  // Let the sender finish what follows the last write before its CPU is read.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { latency: deliveredAt - start, cpuMs: cpuMsOf(sender.pid) - cpu, sample };
}

/** Users of mixed roles: the dealer's, the employer's and super users receive; another dealer's must not. */
async function scene(database: Database) {
  const db = database.db;
  const [dealer, otherDealer, company] = [
    await createDealer(db),
    await createDealer(db),
    await createCompany(db),
  ];
  const quotation = await createQuotation(db, { dealerId: dealer.id, companyId: company.id });
  const order = await createOrder(db, quotation.id, { order_status_fk: 2 });
  const roles = [
    { dealerIds: [dealer.id] },
    { companyIds: [company.id] },
    { dealerIds: [otherDealer.id] },
    { super_user: true },
  ];
  const cookies: string[] = [];
  let expected = 0;
  for (let i = 0; cookies.length < SUBSCRIBERS; i++) {
    const role = roles[i % roles.length];
    for (let s = 0; s < SESSIONS_PER_USER && cookies.length < SUBSCRIBERS; s++) {
      cookies.push((await createBenchSession(database, role)).cookie);
      if (role !== roles[2]) expected++;
    }
  }
  return { order, quotation, cookies, expected };
}

export async function benchLive(): Promise<Row[]> {
  const target = await scratchPostgres();
  try {
    // The server's start writes the reference data the scene's rows point to.
    const server = await startBuiltServer(target);
    return await withDatabase(target, async (database) => {
      const { order, quotation, cookies, expected } = await scene(database);
      const children: ChildProcess[] = [];
      try {
        progress(`live updates: opening ${SUBSCRIBERS} subscriptions`);
        const app = await subscribe('graphql', server.url, cookies, expected);
        children.push(app.child);
        const publishOne = () =>
          database.db.transaction((tx) =>
            publish(tx, { topic: 'orderUpdated', orderId: order.id, quotationId: quotation.id }),
          );
        let sample = '';
        for (let i = 0; i < WARMUP_EVENTS; i++) sample = (await oneEvent(app, server, publishOne)).sample;
        const anchor = await startAnchor('ws-broadcast');
        try {
          const bare = await subscribe('plain', anchor.url, cookies, expected);
          children.push(bare.child);
          const broadcast = async () => {
            await fetch(`${anchor.url}/broadcast`, {
              method: 'POST',
              body: JSON.stringify({ payload: sample, count: expected }),
            });
          };
          for (let i = 0; i < WARMUP_EVENTS; i++) await oneEvent(bare, anchor, broadcast);
          const events =
            (subscribers: Subscribers, sender: BenchServer, trigger: () => Promise<void>) => async () => {
              const measured: Event[] = [];
              for (let i = 0; i < Math.ceil(EVENTS / ROUNDS); i++)
                measured.push(await oneEvent(subscribers, sender, trigger));
              progress(`live updates: a round of ${measured.length} events`);
              return measured;
            };
          const rounds = await interleaved(ROUNDS, {
            app: events(app, server, publishOne),
            bare: events(bare, anchor, broadcast),
          });
          const row = (name: string, measured: Event[][]) => {
            const all = measured.flat();
            return {
              sender: name,
              events: all.length,
              receivers: `${expected} of ${SUBSCRIBERS}`,
              'p50 ms': percentile(
                all.map((e) => e.latency),
                50,
              ).toFixed(1),
              'p95 ms (round p95s)': `${percentile(
                all.map((e) => e.latency),
                95,
              ).toFixed(1)} (${spread(
                measured.map((r) =>
                  percentile(
                    r.map((e) => e.latency),
                    95,
                  ),
                ),
              )})`,
              'CPU ms/event': spread(measured.map(cpuPerEvent), 1),
            };
          };
          const appP95 = percentile(
            rounds.app.flat().map((e) => e.latency),
            95,
          );
          const cpuRatios = rounds.app.map(
            (round, i) => cpuPerEvent(round) / Math.max(0.01, cpuPerEvent(rounds.bare[i])),
          );
          const cpuRatio = median(cpuRatios);
          return [
            {
              ...row('app (graphql-ws)', rounds.app),
              goal: `p95 ≤ ${GOAL_MS} ms, CPU ≤ ${GOAL_CPU}× bare`,
              met: met(appP95 <= GOAL_MS && cpuRatio <= GOAL_CPU),
              'CPU ratio': spread(cpuRatios, 2),
              load: loadAverage(),
            },
            {
              ...row('bare ws broadcast', rounds.bare),
              goal: '',
              met: '',
              'CPU ratio': '',
              load: loadAverage(),
            },
          ];
        } finally {
          await anchor.stop();
        }
      } finally {
        for (const child of children) child.kill();
      }
    }).finally(() => server.stop());
  } finally {
    await target.drop();
  }
}
