import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What happens, counted as it happens in this process: requests, GraphQL errors, jobs, event
 * fan-outs, and the process's CPU, memory and event loop delay. A process is one instance in
 * production; the tests' several apps in one process share these counters.
 */
export const processMetrics = new Registry();

// prom-client's default metrics name three gauges `…_total`, which promtool's check refuses.
new Counter({
  name: 'spokes_process_cpu_seconds_total',
  help: 'CPU time of the process, user and system.',
  registers: [processMetrics],
  collect() {
    const { user, system } = process.cpuUsage();
    this.reset();
    this.inc((user + system) / 1e6);
  },
});
new Gauge({
  name: 'spokes_process_resident_memory_bytes',
  help: 'Resident memory of the process.',
  registers: [processMetrics],
  collect() {
    this.set(process.memoryUsage.rss());
  },
});
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
new Gauge({
  name: 'spokes_event_loop_delay_seconds',
  help: 'Delay of the event loop since the last scrape: its median (p50), p99 and max.',
  labelNames: ['stat'] as const,
  registers: [processMetrics],
  collect() {
    this.set({ stat: 'p50' }, loopDelay.percentile(50) / 1e9);
    this.set({ stat: 'p99' }, loopDelay.percentile(99) / 1e9);
    this.set({ stat: 'max' }, loopDelay.max / 1e9);
    loopDelay.reset();
  },
});

export const requestDuration = new Histogram({
  name: 'spokes_http_request_duration_seconds',
  help: 'HTTP requests by route (the GraphQL operation for /graphql) and status, until the answer is sent.',
  labelNames: ['route', 'operation', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export const graphqlErrors = new Counter({
  name: 'spokes_graphql_errors_total',
  help: 'Errors in GraphQL answers by code (UNAUTHENTICATED, NOT_FOUND, INTERNAL_SERVER_ERROR...).',
  labelNames: ['code'] as const,
  registers: [processMetrics],
});

export const jobsFinished = new Counter({
  name: 'spokes_jobs_finished_total',
  help: 'Jobs run by this instance by job (deliverOutboxMessage: mails, deliverWebhook: webhooks...) and outcome: succeeded, retry (failed, to be tried again) or dead.',
  labelNames: ['job', 'outcome'] as const,
  registers: [processMetrics],
});

export const fanOutDuration = new Histogram({
  name: 'spokes_realtime_fanout_seconds',
  help: "Handing one realtime event to this instance's subscriptions (their access checks begun).",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
  registers: [processMetrics],
});

/** Operation names come from the client: past this many, new ones are counted as "other". */
const MAX_OPERATIONS = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const operations = new Set<string>();

/** The operation's name as a label value, bounded in form and in number. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (!OPERATION_NAME.test(name)) return 'other';
  if (operations.has(name)) return name;
  if (operations.size >= MAX_OPERATIONS) return 'other';
  operations.add(name);
  return name;
}

/** What one app instance reads when scraped: its database pool, its job queue, its live updates. */
export type InstanceGauges = {
  pool: () => { inUse: number; idle: number; waiting: number } | null;
  /** Due jobs waiting to run, per job, and how long the oldest has waited. */
  queue: () => Promise<{ job: string; depth: number; oldestSeconds: number }[]>;
  subscriptions: () => number;
};

/** The registry /metrics answers from: the process's metrics and this instance's gauges. */
export function instanceMetrics(gauges: InstanceGauges): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'spokes_db_pool_connections',
    help: 'PostgreSQL connections of the pool by state (in_use, idle) and requests waiting for one (waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = gauges.pool();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.inUse);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  // The depth is collected first (registration order) and reads the queue for both gauges.
  let queued: ReturnType<InstanceGauges['queue']> = Promise.resolve([]);
  new Gauge({
    name: 'spokes_job_queue_depth',
    help: 'Jobs due and waiting to run, per job.',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      queued = gauges.queue();
      this.reset();
      for (const row of await queued) this.set({ job: row.job }, row.depth);
    },
  });
  new Gauge({
    name: 'spokes_job_queue_oldest_seconds',
    help: 'How long the oldest due job has waited, per job.',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queued) this.set({ job: row.job }, row.oldestSeconds);
    },
  });
  new Gauge({
    name: 'spokes_live_subscriptions',
    help: 'Live update subscriptions open on this instance.',
    registers: [registry],
    collect() {
      this.set(gauges.subscriptions());
    },
  });
  return Registry.merge([processMetrics, registry]);
}
