import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (an outbox claimed with FOR UPDATE SKIP LOCKED). A job is inserted in
 * the same transaction as the change that causes it, so a rollback leaves no job behind.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    payload: jsonb().notNull().default({}),
    /** Idempotency key: enqueueing the same key twice keeps one job. */
    key: text(),
    /** pending | running | done | dead */
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    max_attempts: integer().notNull().default(8),
    run_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp({ withTimezone: true }),
    /** The instance (INSTANCE_NAME) that claimed the job's last run: which one held it, when it died. */
    claimed_by: text(),
    last_error: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_claim_idx')
      .on(t.run_at)
      .where(sql`${t.state} in ('pending', 'running')`),
    index().on(t.name, t.state),
  ],
);
