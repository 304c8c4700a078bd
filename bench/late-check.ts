/**
 * `npm run bench:late-check -w bench`: the late check (issue 30) at scale on PostgreSQL. Loads
 * BENCH_LIST_QUOTATIONS (1,000,000) quotations with the large generator (or measures
 * BENCH_LIST_DATABASE_URL, loaded before), gives four statuses a limit, runs the check once (it
 * marks the orders already late, silently), moves BENCH_MOVED (1,000) orders to a new status as
 * a day of work would, then runs the check for each of the next BENCH_DAYS (15) days, when
 * those orders turn late and escalate. Anchor: the same ranges of the same index counted by a
 * bare SELECT, the floor of any check that finds them.
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@spokes/domain/codes';
import { lateCutoff } from '@spokes/domain/working-days';
import { queryRows } from '@spokes/server/src/db/rows';
import { createUser } from '@spokes/server/src/test/factories';
import { checkLateOrders } from '@spokes/server/src/modules/orders/ageing/check-late-orders';
import {
  loadAverage,
  loadLargeData,
  met,
  median,
  progress,
  scratchPostgres,
  spread,
  withDatabase,
  type Target,
} from './harness';
import { printTable } from './table';

const QUOTATIONS = Number(process.env.BENCH_LIST_QUOTATIONS ?? 1_000_000);
const MOVED = Number(process.env.BENCH_MOVED ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 15);
const GOAL_MS = 1000;
const DAY = 86_400_000;

const limits = [
  { status: ORDER_STATUS.SIGNED.id, late: 5, escalate: 10 },
  { status: ORDER_STATUS.SEND_TO_DECIDER.id, late: 3, escalate: 6 },
  { status: ORDER_STATUS.APPROVED.id, late: 10, escalate: null },
  { status: ORDER_STATUS.DELIVERABLE.id, late: 5, escalate: 10 },
];

const loaded = process.env.BENCH_LIST_DATABASE_URL;
const target: Target = loaded
  ? { label: 'PostgreSQL', kind: 'postgres', databaseUrl: loaded, dataDir: '/tmp', drop: async () => {} }
  : await scratchPostgres();
try {
  if (!loaded) loadLargeData(target, QUOTATIONS);
  await withDatabase(target, async (database) => {
    const { db } = database;
    await db.execute(sql`vacuum analyze orders`);
    await db.execute(sql`delete from order_status_ageing`);
    for (const limit of limits)
      await db.execute(sql`insert into order_status_ageing (order_status_fk, late_after_days, escalate_after_days)
                           values (${limit.status}, ${limit.late}, ${limit.escalate})`);
    // The back office to tell: the large data has no users.
    await createUser(db, { super_user: true });
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from quotations`);
    const start = Date.now();
    progress('first check: the orders already late are marked');
    const first = performance.now();
    await checkLateOrders(database, new Date(start));
    const firstMs = performance.now() - first;
    progress(`moving ${MOVED} orders`);
    await db.execute(sql`update orders set order_status_fk = case order_status_fk when 2 then 6 when 6 then 3 else 2 end
                         where id in (select id from orders where order_status_fk in (1, 2, 6) order by id desc limit ${MOVED})`);
    const checks: number[] = [];
    const floors: number[] = [];
    let told = 0;
    for (let day = 1; day <= DAYS; day++) {
      const now = new Date(start + day * DAY);
      const floorStart = performance.now();
      for (const limit of limits)
        for (const [level, days] of [
          [0, limit.late],
          [1, limit.escalate],
        ] as const)
          if (days !== null)
            await queryRows(
              db,
              sql`select count(*) from orders where order_status_fk = ${limit.status}
                  and status_changed_at < ${lateCutoff(now, days)} and late_level = ${level}`,
            );
      floors.push(performance.now() - floorStart);
      const checkStart = performance.now();
      told += await checkLateOrders(database, now);
      checks.push(performance.now() - checkStart);
    }
    const [{ late }] = await queryRows<{ late: number }>(
      db,
      sql`select count(*)::int as late from orders where late_level > 0`,
    );
    printTable(
      `Late check: ${n.toLocaleString('en')} quotations on PostgreSQL, ${limits.length} statuses with a limit, ` +
        `${MOVED} orders moved, a check per day for ${DAYS} days, median (min–max); load average ${loadAverage()}`,
      [
        { check: 'first (marks the orders already late)', ms: firstMs.toFixed(0), 'goal (ms)': '-', '': '' },
        {
          check: `daily (${told} orders announced in all)`,
          ms: spread(checks, 1),
          'goal (ms)': `≤ ${GOAL_MS}`,
          '': met(median(checks) <= GOAL_MS && Math.max(...checks) <= GOAL_MS),
        },
        { check: 'anchor: count of the same ranges', ms: spread(floors, 1), 'goal (ms)': '-', '': '' },
        { check: `orders late or escalated at the end`, ms: String(late), 'goal (ms)': '-', '': '' },
      ],
    );
  });
} finally {
  await target.drop();
}
