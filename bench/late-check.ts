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
import { lateCutoff } from '@spokes/domain/working-days';
import { queryRows } from '@spokes/server/src/db/rows';
import { createUser } from '@spokes/server/src/test/factories';
import { checkLateOrders } from '@spokes/server/src/modules/orders/ageing/check-late-orders';
import {
  BENCH_AGEING_LIMITS,
  largeListTarget,
  loadAverage,
  met,
  median,
  progress,
  setBenchAgeingLimits,
  spread,
  withDatabase,
} from './harness';
import { printTable } from './table';

const QUOTATIONS = Number(process.env.BENCH_LIST_QUOTATIONS ?? 1_000_000);
const MOVED = Number(process.env.BENCH_MOVED ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 15);
const GOAL_MS = 1000;
const DAY = 86_400_000;

const target = await largeListTarget(QUOTATIONS);
try {
  await withDatabase(target, async (database) => {
    const { db } = database;
    await db.execute(sql`vacuum analyze orders`);
    await setBenchAgeingLimits(database);
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
      for (const limit of BENCH_AGEING_LIMITS)
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
      `Late check: ${n.toLocaleString('en')} quotations on PostgreSQL, ${BENCH_AGEING_LIMITS.length} statuses with a limit, ` +
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
