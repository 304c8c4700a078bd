import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quotations } from '../../db/schema/quotations';
import { bikeTypes, orderStatuses } from '../../db/schema/reference';
import type { Viewer } from '../access/viewer';
import { employerPortal } from '../access/quotation-rules';

/** One bar or slice: what it counts (an order status, bike type or company), its name and how many. */
export type DashboardSlice = { id: number; name: string; count: number };

export type EmployerDashboard = {
  statuses: DashboardSlice[];
  bike_types: DashboardSlice[];
  /** null when the viewer has one company: the spec shows the companies pie only for more. */
  companies: DashboardSlice[] | null;
};

type Chart = 'status' | 'bike_type' | 'company';

/**
 * The employers portal's dashboard (spec 03 section 2.6): the quotations per order status, bike
 * type and company, counted by the database in one statement, each group named from its
 * reference table. Statuses in step order (the negative outcomes last), bike types in their
 * display order, companies most quotations first.
 *
 * The count runs in two steps: per (company, status, bike type), which walks the index of those
 * three in its order (migration 0012) without touching the table, then GROUPING SETS over those
 * few combinations. Grouping the quotations themselves three ways hashed every row three times:
 * 21 against 11 ms for 85,000 quotations on PostgreSQL.
 */
export async function getEmployerDashboard(db: Queryable, viewer: Viewer): Promise<EmployerDashboard> {
  const combinations = db
    .select({
      company_fk: quotations.company_fk,
      order_status_fk: quotations.order_status_fk,
      bike_type_fk: quotations.bike_type_fk,
      quotation_count: sql<number>`count(*)`.as('quotation_count'),
    })
    .from(quotations)
    .where(employerPortal(viewer).sql)
    .groupBy(quotations.company_fk, quotations.order_status_fk, quotations.bike_type_fk)
    .as('combinations');
  const counts = db.$with('counts').as(
    db
      .select({
        chart: sql<Chart>`case
          when grouping(${combinations.order_status_fk}) = 0 then 'status'
          when grouping(${combinations.bike_type_fk}) = 0 then 'bike_type'
          else 'company' end`.as('chart'),
        id: sql<number>`coalesce(${combinations.order_status_fk}, ${combinations.bike_type_fk}, ${combinations.company_fk})`.as(
          'slice_id',
        ),
        count: sql<number>`sum(${combinations.quotation_count})::int`.as('slice_count'),
      })
      .from(combinations)
      .groupBy(
        sql`grouping sets ((${combinations.order_status_fk}), (${combinations.bike_type_fk}), (${combinations.company_fk}))`,
      ),
  );
  const rows = await db
    .with(counts)
    .select({
      chart: counts.chart,
      id: counts.id,
      count: counts.count,
      name: sql<string>`coalesce(${orderStatuses.name}, ${bikeTypes.name}, ${companies.name})`,
      index: sql<number>`coalesce(${orderStatuses.index}, ${bikeTypes.index}, 0)`,
    })
    .from(counts)
    .leftJoin(orderStatuses, and(eq(counts.chart, 'status'), eq(orderStatuses.id, counts.id)))
    .leftJoin(bikeTypes, and(eq(counts.chart, 'bike_type'), eq(bikeTypes.id, counts.id)))
    .leftJoin(companies, and(eq(counts.chart, 'company'), eq(companies.id, counts.id)));

  const chart = (name: Chart, order: (a: (typeof rows)[number], b: (typeof rows)[number]) => number) =>
    rows
      .filter((row) => row.chart === name)
      .sort(order)
      .map(({ id, name: label, count }) => ({ id, name: label, count }));
  // Positive steps ascending, then cancelled (0) and refused (-1).
  const stepOrder = (index: number) => (index > 0 ? index : 100 - index);
  return {
    statuses: chart('status', (a, b) => stepOrder(a.index) - stepOrder(b.index)),
    bike_types: chart('bike_type', (a, b) => a.index - b.index),
    companies:
      viewer.superUser || viewer.employerCompanyIds.length > 1
        ? chart('company', (a, b) => b.count - a.count || a.name.localeCompare(b.name))
        : null,
  };
}
