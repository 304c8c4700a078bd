import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { queryRows } from '../db/rows';

export const JOBS_CHANNEL = 'spokes_jobs';

export type JobSpec = {
  name: string;
  payload?: Record<string, unknown>;
  /** Idempotency key: a second job with the same key is not created. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Enqueues a job inside the caller's transaction. The NOTIFY that wakes the workers is
 * delivered only when that transaction commits, and not at all on rollback.
 */
export async function enqueue(db: Queryable, spec: JobSpec): Promise<void> {
  await db
    .insert(jobs)
    .values({
      name: spec.name,
      payload: spec.payload ?? {},
      key: spec.key ?? null,
      run_at: spec.runAt ?? new Date(),
      max_attempts: spec.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: jobs.key });
  await wakeWorkers(db, spec.name);
}

function wakeWorkers(db: Queryable, jobName: string) {
  return db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${jobName})`);
}

/**
 * Gives a dead job a fresh set of attempts, keeping its key (and so its handler's idempotency).
 * Answers false when no dead job has that key.
 */
export async function requeueDeadJob(db: Queryable, key: string): Promise<boolean> {
  const revived = await db
    .update(jobs)
    .set({ state: 'pending', attempts: 0, run_at: new Date(), locked_until: null, finished_at: null })
    .where(and(eq(jobs.key, key), eq(jobs.state, 'dead')))
    .returning({ name: jobs.name });
  if (revived.length === 0) return false;
  await wakeWorkers(db, revived[0].name);
  return true;
}

/** Exponential backoff with jitter: 2 s, 4 s, 8 s ... capped at one hour. */
export function backoffMs(attempt: number, baseMs = 2000, random = Math.random): number {
  const exp = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3600_000);
  return Math.round(exp * (0.75 + random() * 0.5));
}

/** Due jobs waiting to run, per job name, with the wait of the oldest (the /metrics gauges). */
export function queueStats(db: Queryable) {
  return queryRows<{ job: string; depth: number; oldestSeconds: number }>(
    db,
    sql`select ${jobs.name} as job, count(*)::int as depth,
          extract(epoch from now() - min(${jobs.run_at}))::float8 as "oldestSeconds"
        from ${jobs} where ${jobs.state} = 'pending' and ${jobs.run_at} <= now()
        group by ${jobs.name}`,
  );
}
