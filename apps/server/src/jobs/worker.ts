import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { jobs } from '../db/schema/jobs';
import { logger } from '../logger';
import { jobsFinished } from '../metrics';
import { backoffMs, enqueue, JOBS_CHANNEL } from './queue';

export type Job = {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  key: string | null;
  /** This run included: 1 on the first run. */
  attempts: number;
  maxAttempts: number;
};
export type JobHandler = (job: Job) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** A failure that no retry can cure (a refused address, a bad template): the job dies at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type WorkerOptions = {
  database: Database;
  handlers: JobHandlers;
  concurrency?: number;
  pollMs?: number;
  /**
   * How long a claim lasts without news: a started worker renews its jobs' locks every third of
   * it, so a job runs as long as it needs, and a dead instance's jobs are taken again after it.
   */
  lockMs?: number;
  /** Written on each claim (jobs.claimed_by): which instance held a job. */
  instance?: string;
  /**
   * Jobs to run once per period (ms), by name: every started worker offers each period's job,
   * keyed by the period, so one runs per period however many instances there are.
   */
  recurring?: Record<string, number>;
  /**
   * Recurring jobs are offered once this resolves: the instance's start seeds the data they read
   * (the demo's late orders), and a period's job run before it would have found none.
   */
  recurringFrom?: Promise<void>;
  backoffBaseMs?: number;
};

export type Worker = ReturnType<typeof createWorker>;

type ClaimedRow = Omit<Job, 'maxAttempts'> & { max_attempts: number };

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so several server instances share one queue
 * without running a job twice at the same time. Wakes on NOTIFY and polls as a fallback.
 */
export function createWorker(options: WorkerOptions) {
  const { database, handlers } = options;
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1000;
  const lockMs = options.lockMs ?? 60_000;
  const lock = sql`now() + ${`${lockMs} milliseconds`}::interval`;
  const instance = options.instance ?? null;
  // Slots are refilled a quarter at a time: a claim per finished job was a statement per mail,
  // and the jobs of one claim start together, so their handlers' reads share one (the outbox's
  // messages). At most a quarter of the slots wait for the others; 0.55 → 0.63 of nodemailer's
  // mails/s at 2,000 mails (half at a time: 0.58, fewer mails in flight).
  const refillAt = Math.max(1, Math.floor(concurrency / 4));
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let loop: Promise<void> = Promise.resolve();
  let wakeRequested = false;
  let busy = false;
  let sweepDue = true;
  const active = new Set<Promise<void>>();
  /** Jobs that succeeded and are not yet marked done: written with the next claim. */
  let succeeded: Job[] = [];
  /** Every claimed job not yet settled, by id: its run's attempt, which fences its lock's renewal. */
  const held = new Map<number, number>();

  const names = Object.keys(handlers);
  /** The last period each recurring job was offered for. */
  const offered = new Map<string, number>();

  let recurringOpen = options.recurringFrom === undefined;

  async function offerRecurring(now = Date.now()) {
    if (!recurringOpen) return;
    for (const [name, periodMs] of Object.entries(options.recurring ?? {})) {
      const period = Math.floor(now / periodMs);
      if (offered.get(name) === period) continue;
      await enqueue(database.db, { name, key: `${name}:${period * periodMs}`, maxAttempts: 3 });
      offered.set(name, period);
    }
  }

  const nameList = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );

  /**
   * A job whose worker died on its last allowed attempt would otherwise be re-claimed forever.
   * Such locks expire after minutes, so the running worker looks for them on its poll, not per claim.
   */
  async function buryAbandoned() {
    if (names.length === 0) return;
    await database.db.execute(sql`
      update ${jobs} set state = 'dead', finished_at = now(), locked_until = null,
        last_error = coalesce(last_error || ' / ', '') || 'worker stopped during the last attempt'
      where state = 'running' and locked_until < now() and attempts >= max_attempts
        and name in (${nameList})`);
  }

  /**
   * Marks the jobs that succeeded since the last call done and claims up to `limit` due ones, in
   * one statement: at hundreds of mails a second, a statement each kept the pool busier than the
   * mails did. Until it is marked, a succeeded job stays locked as running; a crash in between runs
   * it again, which every handler allows (an outbox message is sent once, a webhook delivery
   * recorded as 200 is not sent again). `attempts` fences each row: a worker whose lock expired
   * cannot overwrite the newer run, and a job being marked is not claimed by the same statement.
   */
  async function settleAndClaim(limit: number): Promise<Job[]> {
    const done = succeeded;
    succeeded = [];
    if (names.length === 0 || (limit === 0 && done.length === 0)) return [];
    for (const job of done) held.delete(job.id);
    // One parameter each: drizzle would spread a bare array into a list.
    const ids = done.map((job) => job.id);
    const attempts = done.map((job) => job.attempts);
    const claimed = await queryRows<ClaimedRow>(
      database.db,
      sql`
      with done as (
        update ${jobs} set state = 'done', finished_at = now(), locked_until = null
        from unnest(${sql.param(ids)}::bigint[], ${sql.param(attempts)}::int[]) as run(id, attempts)
        where ${jobs.id} = run.id and ${jobs.attempts} = run.attempts),
      due as (
        select id from ${jobs}
        where ((state = 'pending' and run_at <= now()) or (state = 'running' and locked_until < now()))
          and name in (${nameList}) and not (id = any(${sql.param(ids)}::bigint[]))
        order by run_at, id limit ${limit}
        for update skip locked)
      update ${jobs} set state = 'running', attempts = ${jobs.attempts} + 1, locked_until = ${lock},
        claimed_by = ${instance}
      from due where ${jobs.id} = due.id
      returning ${jobs.id}, ${jobs.name}, ${jobs.payload}, ${jobs.key}, ${jobs.attempts}, ${jobs.max_attempts}`,
    );
    return claimed.map(({ max_attempts, ...row }) => {
      held.set(Number(row.id), row.attempts);
      return { ...row, id: Number(row.id), maxAttempts: max_attempts };
    });
  }

  /** Keeps the claims of the jobs this worker holds; a run that lost its lock is not renewed. */
  async function renewLocks() {
    if (held.size === 0) return;
    await database.db.execute(sql`
      update ${jobs} set locked_until = ${lock}
      from unnest(${sql.param([...held.keys()])}::bigint[], ${sql.param([...held.values()])}::int[])
        as run(id, attempts)
      where ${jobs.id} = run.id and ${jobs.attempts} = run.attempts and ${jobs.state} = 'running'`);
  }

  const markSucceeded = () => settleAndClaim(0);

  async function recordFailure(job: Job, error: unknown) {
    held.delete(job.id);
    const message = error instanceof Error ? error.message : String(error);
    const dead = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const retryAt = sql`now() + ${`${backoffMs(job.attempts, options.backoffBaseMs)} milliseconds`}::interval`;
    await database.db
      .update(jobs)
      .set({
        last_error: message,
        locked_until: null,
        state: dead ? 'dead' : 'pending',
        finished_at: dead ? new Date() : null,
        run_at: dead ? sql`${jobs.run_at}` : retryAt,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
    // A retry may still succeed (an SMTP server back up); a dead job needs someone to look.
    jobsFinished.inc({ job: job.name, outcome: dead ? 'dead' : 'retry' });
    const fields = { job: job.name, id: job.id, attempt: job.attempts, dead, err: error };
    if (dead) logger.error(fields, 'job failed');
    else logger.warn(fields, 'job failed');
  }

  async function run(job: Job) {
    try {
      await handlers[job.name](job);
    } catch (error) {
      await recordFailure(job, error ?? new Error('job failed'));
      return;
    }
    jobsFinished.inc({ job: job.name, outcome: 'succeeded' });
    succeeded.push(job);
  }

  async function runOnce(): Promise<number> {
    await buryAbandoned();
    const batch = await settleAndClaim(concurrency);
    await Promise.all(batch.map(run));
    await markSucceeded();
    return batch.length;
  }

  /**
   * Keeps up to `concurrency` jobs running, claiming as soon as `refillAt` slots are free: one
   * slow mail does not hold back the rest of a batch.
   */
  async function fillSlots() {
    do {
      wakeRequested = false;
      if (sweepDue) {
        sweepDue = false;
        await buryAbandoned();
      }
      while (running && concurrency - active.size >= refillAt) {
        const batch = await settleAndClaim(concurrency - active.size);
        if (batch.length === 0) break;
        for (const job of batch) {
          const slot: Promise<void> = run(job)
            .catch((error: unknown) => logger.error({ err: error, id: job.id }, 'job bookkeeping failed'))
            .finally(() => {
              active.delete(slot);
              wake();
            });
          active.add(slot);
        }
      }
      await markSucceeded();
    } while (running && wakeRequested);
  }

  function wake() {
    if (!running) return;
    if (busy) {
      wakeRequested = true;
      return;
    }
    busy = true;
    loop = fillSlots()
      .catch((error: unknown) => logger.error({ err: error }, 'job loop failed'))
      .finally(() => {
        busy = false;
        // A job that finished after the loop's last look, while `busy` still held, asked in vain.
        if (wakeRequested) wake();
      });
  }

  return {
    /** Started and not stopped: it claims jobs (the instance's readiness). */
    get running() {
      return running;
    },
    async start() {
      running = true;
      unlisten = await database.listen(JOBS_CHANNEL, wake);
      const offer = () =>
        offerRecurring().catch((error: unknown) => logger.error({ err: error }, 'recurring job not offered'));
      void options.recurringFrom?.then(() => {
        recurringOpen = true;
        return offer();
      });
      await offer();
      timer = setInterval(() => {
        sweepDue = true;
        void offer();
        wake();
      }, pollMs);
      heartbeat = setInterval(
        () =>
          void renewLocks().catch((error: unknown) => logger.error({ err: error }, 'job locks not renewed')),
        lockMs / 3,
      );
      wake();
    },
    async stop() {
      running = false;
      clearInterval(timer);
      await unlisten?.();
      await loop;
      await Promise.all(active);
      await markSucceeded();
      clearInterval(heartbeat);
    },
    /** Runs one batch of due jobs now and answers how many ran (tests and the benchmark). */
    runOnce,
    /** Runs due jobs until none is left. */
    async drain(): Promise<number> {
      let total = 0;
      for (let ran = await runOnce(); ran > 0; ran = await runOnce()) total += ran;
      return total;
    },
  };
}
