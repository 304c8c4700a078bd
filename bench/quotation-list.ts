/**
 * `npm run bench:quotation-list -w bench`: the back-office quotation list and the employer
 * portal's list at scale, on PostgreSQL. Loads BENCH_LIST_QUOTATIONS (1,000,000) quotations with
 * the large generator into a scratch database (or measures BENCH_LIST_DATABASE_URL, loaded
 * before), starts the built server, and for every case (each filter, each sort, a deep page; as a
 * super user, a dealer user, a dealer admin and an employer) measures the p95 of the GraphQL
 * request over HTTP against the p95 of the app's own SQL for that case, interleaved round by round.
 */
import { sql } from 'drizzle-orm';
import { listEmployerQuotations } from '@spokes/server/src/modules/employers/list-employer-quotations';
import { listQuotations } from '@spokes/server/src/modules/quotations/list-quotations';
import { queryRows } from '@spokes/server/src/db/rows';
import type { Viewer } from '@spokes/server/src/modules/access/viewer';
import type { ListSort } from '@spokes/server/src/db/list';
import {
  createBenchSession,
  graphql,
  interleaved,
  largeListTarget,
  loadAverage,
  met,
  percentile,
  progress,
  setBenchAgeingLimits,
  spread,
  startBuiltServer,
  timed,
  median,
  viewerOf,
  withDatabase,
  type BenchSession,
  type Target,
} from './harness';
import type { Queryable } from '@spokes/server/src/db/client';
import { orderAgeingDashboard } from '@spokes/server/src/modules/orders/ageing/order-ageing-dashboard';
import { OwnSql } from './own-sql';
import { printTable, type Row } from './table';

const QUOTATIONS = Number(process.env.BENCH_LIST_QUOTATIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Names in BENCH_LIST_ROLES and BENCH_LIST_CASES are separated by semicolons: case names hold commas. */
const names = (list: string | undefined) => list?.split(';').map((name) => name.trim());
/** `BENCH_LIST_ROLES='dealer user;employer'` measures those roles only. */
const ONLY_ROLES = names(process.env.BENCH_LIST_ROLES);
const GOAL_MS = 20;
const GOAL_RATIO = 1.5;

const LIST = `query($page: Int!, $filter: QuotationListFilter, $sort: ListSort) {
  quotations(page: $page, filter: $filter, sort: $sort) {
    total total_capped
    items { id quotation_number quotation_date deliverability active invoice_target_name order_id
      bike_type { id code name index } employee { id full_name } company { id name } dealer { id name }
      order_status { id code name index } }
  }
}`;
const EMPLOYER_LIST = `query($page: Int!, $filter: EmployerQuotationFilter, $sort: ListSort) {
  employerQuotations(page: $page, filter: $filter, sort: $sort) {
    total total_capped
    items { id quotation_number quotation_date employee { id full_name } company { id name }
      order_status { id code name } contract_end_status license_number costcenter start_date end_date
      lease_amount_vat approved decision_reason }
  }
}`;

/**
 * The same user's smallest request, in the same rounds: what HTTP, the session and GraphQL cost
 * before any list SQL. Where the own SQL is under twice this, 1.5 × the own SQL is out of reach.
 */
const ME = '{ me { id } }';

/** `BENCH_LIST_CASES='page 1000, sort employee;follow-up dashboard (issue 30)'` measures those cases only. */
const ONLY_CASES = names(process.env.BENCH_LIST_CASES);

const FOLLOW_UP = `{ orderAgeingDashboard {
  statuses { order_status_id orders late median_days periods }
  oldest_late { id quotation_number status_since late_from employee { id full_name } company { id name }
    dealer { id name } order_status { id name } } } }`;

type Role = 'super user' | 'dealer user' | 'dealer admin' | 'employer';
type Case = {
  name: string;
  variables: { page?: number; filter?: object; sort?: ListSort };
  /** Another query than the role's list, with the operation its resolver calls. */
  query?: { text: string; own: (db: Queryable, viewer: Viewer) => Promise<unknown> };
};

/** The back office's filters, sorts and a deep page; every case for each back-office role. */
function backOfficeCases(facts: Facts): Case[] {
  return [
    { name: 'no filter', variables: {} },
    { name: "employee name 'jan'", variables: { filter: { employee_name: 'jan' } } },
    { name: "company name 'bv'", variables: { filter: { company_name: 'bv' } } },
    { name: "quotation number '0001'", variables: { filter: { quotation_number: '0001' } } },
    { name: 'company subtree', variables: { filter: { company_id: facts.subtreeRoot } } },
    { name: 'order status 5', variables: { filter: { order_status_id: 5 } } },
    { name: 'no order', variables: { filter: { no_order: true } } },
    { name: 'dealer', variables: { filter: { dealer_id: facts.dealerId } } },
    { name: 'active only', variables: { filter: { active_only: true } } },
    { name: 'late only (issue 30)', variables: { filter: { late_only: true } } },
    ...['quotation_number', 'employee', 'company', 'order_status', 'status_since'].map((field) => ({
      name: `sort ${field} asc`,
      variables: { sort: { field, direction: 'asc' as const } },
    })),
    { name: 'page 1000', variables: { page: 1000 } },
    {
      name: 'page 1000, sort employee',
      variables: { page: 1000, sort: { field: 'employee', direction: 'asc' } },
    },
  ];
}

/** The back office's follow-up dashboard (issue 30), a super user's page beside the list. */
const followUpCase: Case = {
  name: 'follow-up dashboard (issue 30)',
  variables: {},
  query: { text: FOLLOW_UP, own: (db, viewer) => orderAgeingDashboard(db, viewer) },
};

function employerCases(): Case[] {
  return [
    { name: 'no filter', variables: {} },
    { name: "employee name 'jan'", variables: { filter: { employee_name: 'jan' } } },
    { name: "quotation number '0001'", variables: { filter: { quotation_number: '0001' } } },
    { name: 'order status 5', variables: { filter: { order_status_id: 5 } } },
    { name: 'bike type 2', variables: { filter: { bike_type_id: 2 } } },
    { name: 'end month 2027-06', variables: { filter: { end_month: '2027-06' } } },
    { name: 'sort start_date asc', variables: { sort: { field: 'start_date', direction: 'asc' } } },
    { name: 'sort end_date desc', variables: { sort: { field: 'end_date', direction: 'desc' } } },
    { name: 'page 1000', variables: { page: 1000 } },
  ];
}

type Facts = { dealerId: number; subtreeRoot: number };

/** A dealer of the generated rows and the root of the largest company subtree. */
async function sceneFacts(target: Target): Promise<Facts> {
  return withDatabase(target, async (database) => {
    const [row] = await queryRows<{ dealer_id: number; root: number }>(
      database.db,
      sql`select (select dealer_fk from quotations order by id desc limit 1) as dealer_id,
          (select p.id from companies p join companies c on c.company_parent_fk = p.id
           group by p.id order by count(*) desc, p.id desc limit 1) as root`,
    );
    return { dealerId: Number(row.dealer_id), subtreeRoot: Number(row.root) };
  });
}

const target = await largeListTarget(QUOTATIONS);
const rows: Row[] = [];
let quotations = 0;
try {
  const facts = await sceneFacts(target);
  const sessions = await withDatabase(target, async (database) => {
    // What autovacuum does after a bulk load: without the visibility map no index-only scans.
    await database.db.execute(sql`vacuum analyze`);
    await setBenchAgeingLimits(database);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from quotations`,
    );
    quotations = n;
    const roles: Record<Role, Parameters<typeof createBenchSession>[1]> = {
      'super user': { super_user: true },
      'dealer user': { dealerIds: [facts.dealerId] },
      'dealer admin': { dealerIds: [facts.dealerId], admin: true },
      employer: { companyIds: [facts.subtreeRoot] },
    };
    const out = [] as { role: Role; session: BenchSession; viewer: Viewer }[];
    for (const [role, options] of Object.entries(roles) as [Role, typeof roles.employer][]) {
      const session = await createBenchSession(database, options);
      out.push({ role, session, viewer: await viewerOf(database, session) });
    }
    return out;
  });
  const server = await startBuiltServer(target);
  const ownSql = new OwnSql(target.databaseUrl!);
  try {
    for (const { role, session, viewer } of sessions.filter((s) => ONLY_ROLES?.includes(s.role) ?? true)) {
      const employer = role === 'employer';
      const cases = employer
        ? employerCases()
        : [...backOfficeCases(facts), ...(role === 'super user' ? [followUpCase] : [])];
      for (const test of cases.filter((c) => ONLY_CASES?.includes(c.name) ?? true)) {
        const variables = test.query ? {} : { page: 1, ...test.variables };
        const waves = await ownSql.capture((db) => {
          if (test.query) return test.query.own(db, viewer);
          // The cases' filters are the GraphQL inputs, which the resolvers hand over as they are.
          return employer
            ? listEmployerQuotations(db, viewer, variables as Parameters<typeof listEmployerQuotations>[2])
            : listQuotations(db, viewer, variables as Parameters<typeof listQuotations>[2]);
        });
        const text = test.query?.text ?? (employer ? EMPLOYER_LIST : LIST);
        const request = () => graphql(server.url, session.cookie, text, variables);
        await request();
        const rounds = await interleaved(ROUNDS, {
          app: () => timed(request, RUNS, 3),
          ownSql: () => timed(() => ownSql.replay(waves), RUNS, 3),
          me: () => timed(() => graphql(server.url, session.cookie, ME), RUNS, 3),
        });
        const appP95 = rounds.app.map((times) => percentile(times, 95));
        const sqlP95 = rounds.ownSql.map((times) => percentile(times, 95));
        const meP95 = rounds.me.map((times) => percentile(times, 95));
        const ratios = appP95.map((p95, i) => p95 / sqlP95[i]);
        rows.push({
          role,
          case: test.name,
          statements: waves.flat().length,
          'p95 ms': spread(appP95),
          'own SQL p95 ms': spread(sqlP95),
          '{ me } p95 ms': spread(meP95),
          ratio: spread(ratios, 2),
          goal: `≤ ${GOAL_MS} ms, ≤ ${GOAL_RATIO}×`,
          met: met(median(appP95) <= GOAL_MS && median(ratios) <= GOAL_RATIO),
          load: loadAverage(),
        });
        progress(`${role}, ${test.name}: p95 ${spread(appP95)} ms, own SQL ${spread(sqlP95)} ms`);
      }
    }
  } finally {
    await ownSql.close();
    await server.stop();
  }
} finally {
  await target.drop();
}
printTable(
  `Quotation list over HTTP vs the app's own SQL, PostgreSQL, ${quotations.toLocaleString('en')} quotations: ` +
    `p95 of ${RUNS} requests per round, median (min–max) of ${ROUNDS} interleaved rounds`,
  rows,
);
