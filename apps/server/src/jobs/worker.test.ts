import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { logger } from '../logger';
import { appSuite } from '../test/app-suite';
import { backoffMs, enqueue } from './queue';
import { createWorker, PermanentJobError, type Job } from './worker';

const unique = () => Math.random().toString(36).slice(2);

describe('the durable job queue', () => {
  const suite = appSuite();

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const jobNamed = async (name: string) =>
    suite.app.database.db.select().from(jobs).where(eq(jobs.name, name));

  it('leaves no job behind when the enqueueing transaction rolls back', async () => {
    const name = `rollback-${unique()}`;
    await expect(
      suite.app.database.db.transaction(async (tx) => {
        await enqueue(tx, { name });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobNamed(name)).toEqual([]);
  });

  it('wakes a running worker through NOTIFY when the enqueueing transaction commits', async () => {
    const name = `notify-${unique()}`;
    let resolveRan: (job: Job) => void = () => {};
    const ran = new Promise<Job>((resolve) => (resolveRan = resolve));
    const worker = createWorker({
      database: suite.app.database,
      handlers: { [name]: async (job) => resolveRan(job) },
      pollMs: 60_000,
    });
    await worker.start();
    try {
      await suite.app.database.db.transaction((tx) => enqueue(tx, { name, payload: { hello: 'world' } }));
      const job = await Promise.race([
        ran,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
      ]);
      expect(job?.payload).toEqual({ hello: 'world' });
    } finally {
      await worker.stop();
    }
  });

  it('keeps its parallel slots busy: jobs behind a slow one run while it is still running', async () => {
    const name = `slots-${unique()}`;
    const ran: number[] = [];
    let releaseSlow: () => void = () => {};
    const worker = createWorker({
      database: suite.app.database,
      concurrency: 2,
      pollMs: 60_000,
      handlers: {
        [name]: (job) => {
          if (job.payload.slow) return new Promise<void>((resolve) => (releaseSlow = resolve));
          ran.push(Number(job.payload.i));
          return Promise.resolve();
        },
      },
    });
    await suite.app.database.db.transaction(async (tx) => {
      await enqueue(tx, { name, payload: { slow: true } });
      for (let i = 0; i < 5; i++) await enqueue(tx, { name, payload: { i } });
    });
    await worker.start();
    try {
      await waitFor(() => ran.length === 5);
      expect(ran.sort()).toEqual([0, 1, 2, 3, 4]);
    } finally {
      releaseSlow();
      await worker.stop();
    }
    expect((await jobNamed(name)).every((job) => job.state === 'done')).toBe(true);
  });

  it('refills its slots a quarter at a time: with eight, one finished job waits for a second', async () => {
    const name = `refill-${unique()}`;
    const started: number[] = [];
    const release = new Map<number, () => void>();
    const worker = createWorker({
      database: suite.app.database,
      concurrency: 8,
      pollMs: 3_600_000,
      handlers: {
        [name]: (job) => {
          const i = Number(job.payload.i);
          started.push(i);
          return new Promise<void>((resolve) => release.set(i, resolve));
        },
      },
    });
    await suite.app.database.db.transaction(async (tx) => {
      for (let i = 0; i < 10; i++) await enqueue(tx, { name, payload: { i } });
    });
    await worker.start();
    try {
      await waitFor(() => started.length === 8);
      release.get(started[0])!();
      // One free slot of eight: no claim yet.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(started).toHaveLength(8);
      release.get(started[1])!();
      await waitFor(() => started.length === 10);
    } finally {
      for (const done of release.values()) done();
      await worker.stop();
    }
  });

  it('misses no job that finishes while its loop is ending: all run with the poll an hour away', async () => {
    const name = `wake-${unique()}`;
    let done = 0;
    const worker = createWorker({
      database: suite.app.database,
      concurrency: 1,
      pollMs: 3_600_000,
      handlers: {
        // One slot, so a lost wake-up stalls the queue. Each job ends a different number of
        // microtasks after it starts: across the jobs one ends in every step of the loop's end.
        [name]: async (job) => {
          for (let hop = 0; hop < Number(job.payload.i); hop++) await Promise.resolve();
          done++;
        },
      },
    });
    await suite.app.database.db.transaction(async (tx) => {
      for (let i = 0; i < 40; i++) await enqueue(tx, { name, payload: { i } });
    });
    await worker.start();
    try {
      await waitFor(() => done === 40);
    } finally {
      await worker.stop();
    }
  });

  it('retries with exponential backoff and then keeps the job dead with its last error', async () => {
    const name = `failing-${unique()}`;
    let calls = 0;
    const worker = createWorker({
      database: suite.app.database,
      handlers: { [name]: async () => Promise.reject(new Error(`boom ${++calls}`)) },
      backoffBaseMs: 1000,
    });
    await enqueue(suite.app.database.db, { name, maxAttempts: 3 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      expect(await worker.runOnce()).toBe(1);
      const [job] = await jobNamed(name);
      if (attempt < 3) {
        expect(job).toMatchObject({ state: 'pending', attempts: attempt, last_error: `boom ${attempt}` });
        delays.push(job.run_at.getTime() - before);
        expect(await worker.runOnce()).toBe(0);
        // Let the backoff pass without waiting for it.
        await suite.app.database.db
          .update(jobs)
          .set({ run_at: sql`now()` })
          .where(eq(jobs.id, job.id));
      } else {
        expect(job).toMatchObject({ state: 'dead', attempts: 3, last_error: 'boom 3' });
        expect(job.finished_at).not.toBeNull();
      }
    }
    expect(delays[0]).toBeGreaterThanOrEqual(700);
    expect(delays[0]).toBeLessThanOrEqual(1300);
    expect(delays[1]).toBeGreaterThanOrEqual(1450);
    expect(delays[1]).toBeLessThanOrEqual(2600);
    expect(await worker.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it('doubles the backoff per attempt, with jitter, up to one hour', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 2000, middle))).toEqual([
      2000, 4000, 8000, 16000,
    ]);
    expect(backoffMs(30, 2000, middle)).toBe(3600_000);
    expect(backoffMs(1, 2000, () => 0)).toBe(1500);
    expect(backoffMs(1, 2000, () => 1)).toBe(2500);
  });

  it('kills a job at once on a permanent failure', async () => {
    const name = `refused-${unique()}`;
    const worker = createWorker({
      database: suite.app.database,
      handlers: { [name]: async () => Promise.reject(new PermanentJobError('550 no such user')) },
    });
    await enqueue(suite.app.database.db, { name, maxAttempts: 5 });
    await worker.runOnce();
    expect((await jobNamed(name))[0]).toMatchObject({
      state: 'dead',
      attempts: 1,
      last_error: '550 no such user',
    });
  });

  it('logs a failure with the error and its stack: warn while it will be retried, error once dead', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');
    const name = `logged-${unique()}`;
    const worker = createWorker({
      database: suite.app.database,
      handlers: { [name]: async () => Promise.reject(new Error('SMTP 451 try later')) },
      backoffBaseMs: 0,
    });
    await enqueue(suite.app.database.db, { name, maxAttempts: 2 });
    await worker.runOnce();
    const failure = expect.objectContaining({ job: name, err: expect.any(Error) });
    expect(warn).toHaveBeenCalledWith(failure, 'job failed');
    const [[fields]] = warn.mock.calls as unknown as [[{ err: Error }]];
    expect(fields.err.stack).toContain('SMTP 451 try later');
    await suite.app.database.db
      .update(jobs)
      .set({ run_at: new Date(0) })
      .where(eq(jobs.name, name));
    await worker.runOnce();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ dead: true, err: expect.any(Error) }),
      'job failed',
    );
  });

  it('runs a job again when the worker running it died, and ignores the dead run when it wakes up', async () => {
    const name = `crash-${unique()}`;
    const runs: string[] = [];
    let releaseStuck: () => void = () => {};
    const stuck = createWorker({
      database: suite.app.database,
      lockMs: 150,
      handlers: {
        [name]: () => {
          runs.push('stuck');
          return new Promise<void>((resolve) => (releaseStuck = resolve));
        },
      },
    });
    await enqueue(suite.app.database.db, { name, key: `crash:${unique()}` });
    const stuckRun = stuck.runOnce();
    await waitFor(() => runs.length === 1);
    const fresh = createWorker({
      database: suite.app.database,
      handlers: { [name]: async () => void runs.push('fresh') },
    });
    expect(await fresh.runOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await fresh.runOnce()).toBe(1);
    expect((await jobNamed(name))[0]).toMatchObject({ state: 'done', attempts: 2 });
    releaseStuck();
    await stuckRun;
    expect(runs).toEqual(['stuck', 'fresh']);
    expect((await jobNamed(name))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('renews the lock of a job running longer than it, and records which instance claimed it', async () => {
    const name = `long-${unique()}`;
    let releaseLong: () => void = () => {};
    let started = 0;
    const running = createWorker({
      database: suite.app.database,
      lockMs: 150,
      instance: 'instance-a',
      handlers: {
        [name]: () => {
          started++;
          return new Promise<void>((resolve) => (releaseLong = resolve));
        },
      },
    });
    await running.start();
    try {
      await enqueue(suite.app.database.db, { name });
      await waitFor(() => started === 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const other = createWorker({ database: suite.app.database, handlers: { [name]: async () => {} } });
      expect(await other.runOnce()).toBe(0);
      releaseLong();
      await waitFor(async () => (await jobNamed(name))[0]?.state === 'done');
    } finally {
      await running.stop();
    }
    expect((await jobNamed(name))[0]).toMatchObject({ attempts: 1, claimed_by: 'instance-a' });
    expect(started).toBe(1);
  });

  it('runs a recurring job once per period, however many workers offer it', async () => {
    const PERIOD = 100 * 365 * 86_400_000;
    const name = `recurring-${unique()}`;
    let runs = 0;
    const start = () =>
      createWorker({
        database: suite.app.database,
        handlers: { [name]: async () => void runs++ },
        // A period no test run straddles.
        recurring: { [name]: PERIOD },
        pollMs: 50,
      });
    const workers = [start(), start()];
    await Promise.all(workers.map((worker) => worker.start()));
    try {
      await waitFor(() => runs === 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(runs).toBe(1);
    const [job] = await jobNamed(name);
    expect(job.key).toBe(`${name}:${Math.floor(Date.now() / PERIOD) * PERIOD}`);
  });

  it("offers a recurring job only once the instance's start is done", async () => {
    const name = `recurring-after-start-${unique()}`;
    let runs = 0;
    let startDone = () => {};
    const worker = createWorker({
      database: suite.app.database,
      handlers: { [name]: async () => void runs++ },
      recurring: { [name]: 100 * 365 * 86_400_000 },
      recurringFrom: new Promise<void>((resolve) => (startDone = resolve)),
      pollMs: 50,
    });
    await worker.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await jobNamed(name)).toHaveLength(0);
      startDone();
      await waitFor(() => runs === 1);
    } finally {
      await worker.stop();
    }
  });

  it('buries a job whose worker died during its last allowed attempt', async () => {
    const name = `crash-last-${unique()}`;
    const stuck = createWorker({
      database: suite.app.database,
      lockMs: 50,
      handlers: { [name]: () => new Promise(() => {}) },
    });
    await enqueue(suite.app.database.db, { name, maxAttempts: 1 });
    void stuck.runOnce();
    await waitFor(async () => (await jobNamed(name))[0]?.state === 'running');
    await new Promise((resolve) => setTimeout(resolve, 120));
    const fresh = createWorker({ database: suite.app.database, handlers: { [name]: async () => {} } });
    expect(await fresh.runOnce()).toBe(0);
    const [job] = await jobNamed(name);
    expect(job.state).toBe('dead');
    expect(job.last_error).toContain('worker stopped');
  });

  it('keeps one job for one idempotency key', async () => {
    const name = `dedupe-${unique()}`;
    const key = `dedupe:${unique()}`;
    let calls = 0;
    await enqueue(suite.app.database.db, { name, key, payload: { n: 1 } });
    await suite.app.database.db.transaction((tx) => enqueue(tx, { name, key, payload: { n: 2 } }));
    const worker = createWorker({
      database: suite.app.database,
      handlers: { [name]: async () => void calls++ },
    });
    await worker.drain();
    await enqueue(suite.app.database.db, { name, key, payload: { n: 3 } });
    await worker.drain();
    expect(calls).toBe(1);
    expect((await jobNamed(name)).map((job) => job.payload)).toEqual([{ n: 1 }]);
  });

  it('never runs one job twice with two workers on the same database', async () => {
    const name = `shared-${unique()}`;
    // On PostgreSQL the second worker has its own connection pool, like a second server instance.
    const second: Database = suite.app.databaseUrl
      ? await openDatabase({ databaseUrl: suite.app.databaseUrl, statementTimeoutMs: 15000 })
      : suite.app.database;
    try {
      const runs = new Map<number, string[]>();
      const handler = (worker: string) => async (job: Job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), worker]);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      };
      const a = createWorker({
        database: suite.app.database,
        handlers: { [name]: handler('a') },
        concurrency: 5,
      });
      const b = createWorker({ database: second, handlers: { [name]: handler('b') }, concurrency: 5 });
      await suite.app.database.db.transaction(async (tx) => {
        for (let i = 0; i < 200; i++) await enqueue(tx, { name, payload: { i } });
      });
      const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
      expect(ranA + ranB).toBe(200);
      expect(runs.size).toBe(200);
      expect([...runs.values()].filter((workers) => workers.length !== 1)).toEqual([]);
      expect((await jobNamed(name)).every((job) => job.state === 'done' && job.attempts === 1)).toBe(true);
      if (suite.app.databaseUrl) {
        expect(ranA).toBeGreaterThan(0);
        expect(ranB).toBeGreaterThan(0);
      }
    } finally {
      if (second !== suite.app.database) await second.close();
    }
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
