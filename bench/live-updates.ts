import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createApp } from '@spokes/server/src/app';
import { loadConfig } from '@spokes/server/src/config';
import { createSession } from '@spokes/server/src/modules/auth/session';
import { sessionCookieName } from '@spokes/server/src/modules/auth/session-cookie';
import { publish } from '@spokes/server/src/modules/signals/events';
import {
  createCompany,
  createDealer,
  createOrder,
  createQuotation,
  createUser,
} from '@spokes/server/src/test/factories';
import type { BenchDatabase } from './databases';
import { percentile, type Row } from './table';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 20);
/**
 * Delivered before the measured ones: the first events after a thousand subscribers connect run
 * code the JIT has not compiled yet and took about twice as long, a once-per-process cost that made the
 * p95 of 20 events. The first one is reported on its own.
 */
const WARMUP_EVENTS = 3;
/** Sessions per user: a user with several tabs or devices, as in the field. */
const SESSIONS_PER_USER = 5;
const QUERY = 'subscription { orderUpdated { order_id order_status_fk quotation_id quotation_number } }';
export const LIVE_GOAL = 'p95 ≤ 50 ms at 1000 subscribers on PostgreSQL';

/**
 * One order event fanned out to SUBSCRIBERS websockets of mixed roles: the dealer's users, the
 * employer's users and super users receive it, another dealer's users must not. The clock runs
 * from the publishing commit to the last delivery; the CPU is the server process's own.
 */
export async function benchLiveUpdates(target: BenchDatabase): Promise<Row> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const app = await createApp(config, { inMemory: !target.databaseUrl, worker: false });
  const subscribers = fork(fileURLToPath(new URL('./live-subscribers.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  try {
    const baseUrl = await app.listen(0, '127.0.0.1');
    const db = app.database.db;
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
      const user = await createUser(db, role);
      for (let s = 0; s < SESSIONS_PER_USER && cookies.length < SUBSCRIBERS; s++) {
        const session = await createSession(db, {
          userId: user.id,
          ttlHours: 12,
          pendingSecondFactor: false,
          ip: null,
          userAgent: null,
        });
        cookies.push(`${sessionCookieName(false)}=${session.token}`);
        if (role !== roles[2]) expected++;
      }
    }

    const messages: ((message: Record<string, unknown>) => void)[] = [];
    subscribers.on('message', (message: Record<string, unknown>) => {
      if (message.error) throw new Error(`a subscriber failed: ${String(message.error)}`);
      messages.shift()?.(message);
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
    global.gc?.();
    const before = process.memoryUsage();
    subscribers.send({ baseUrl, cookies, query: QUERY, expected });
    await waitFor(() => app.pubsub.listenerCount() === SUBSCRIBERS, 120_000);
    await settle();
    global.gc?.();
    const after = process.memoryUsage();

    const deliverOne = async () => {
      const delivered = new Promise<Record<string, unknown>>((resolve) => messages.push(resolve));
      const cpu = process.cpuUsage();
      const start = performance.timeOrigin + performance.now();
      await db.transaction((tx) =>
        publish(tx, { topic: 'orderUpdated', orderId: order.id, quotationId: quotation.id }),
      );
      const { deliveredAt } = await withTimeout(delivered, 30_000);
      const used = process.cpuUsage(cpu);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { latency: (deliveredAt as number) - start, cpuMicros: used.user + used.system };
    };
    const first = await deliverOne();
    for (let i = 1; i < WARMUP_EVENTS; i++) await deliverOne();
    const latencies: number[] = [];
    let cpuMicros = 0;
    for (let i = 0; i < EVENTS; i++) {
      const measured = await deliverOne();
      latencies.push(measured.latency);
      cpuMicros += measured.cpuMicros;
    }
    latencies.sort((a, b) => a - b);
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return {
      database: target.label,
      subscribers: SUBSCRIBERS,
      receivers: expected,
      events: EVENTS,
      'first event (ms)': first.latency.toFixed(1),
      'p50 (ms)': percentile(latencies, 50).toFixed(1),
      'p95 (ms)': percentile(latencies, 95).toFixed(1),
      'CPU/event (ms)': (cpuMicros / 1000 / EVENTS).toFixed(1),
      'RSS before→after (MB)': `${mb(before.rss).toFixed(0)}→${mb(after.rss).toFixed(0)}`,
      'kB/subscriber (RSS)': ((after.rss - before.rss) / 1024 / SUBSCRIBERS).toFixed(1),
      'kB/subscriber (heap)': ((after.heapUsed - before.heapUsed) / 1024 / SUBSCRIBERS).toFixed(1),
    };
  } finally {
    subscribers.kill();
    await app.close();
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`not delivered to every subscriber within ${ms} ms`)), ms),
    ),
  ]);
}
