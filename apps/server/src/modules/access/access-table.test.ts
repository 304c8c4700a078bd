import { and, eq, inArray, sql, TransactionRollbackError, type Column, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spokes/domain/codes';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { deals } from '../../db/schema/deals';
import { employees } from '../../db/schema/employees';
import { notifications } from '../../db/schema/notifications';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { users } from '../../db/schema/users';
import {
  createCompany,
  createDeal,
  createDealer,
  createOrder,
  createQuotation,
  createUser,
  viewerFor,
} from '../../test/factories';
import { appSuite } from '../../test/app-suite';
import { accessScope, requireAccess, type AccessKind } from './access-table';
import { companySubtreeIds } from './company-tree';
import {
  employerPortal,
  employerVisibleStatus,
  orderLogRules,
  quotationRules,
  type AccessMode,
  type QuotationFacts,
  type Rule,
} from './quotation-rules';
import type { Viewer } from './viewer';

const KINDS: AccessKind[] = [
  'quotation',
  'order',
  'orderLog',
  'company',
  'employee',
  'dealer',
  'deal',
  'user',
  'notification',
];
const MODES: AccessMode[] = ['read', 'write', 'decide'];
const STATUS_IDS = Object.values(ORDER_STATUS).map((status) => status.id);

/** A small world: indexes point into the lists generated before them. */
const worldArbitrary = fc
  .record({
    companies: fc.array(fc.record({ parent: fc.nat(), hide: fc.boolean() }), { minLength: 1, maxLength: 5 }),
    dealerCount: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ companies: companyList, dealerCount }) =>
    fc.record({
      companies: fc.constant(companyList),
      dealerCount: fc.constant(dealerCount),
      quotations: fc.array(
        fc.record({
          dealer: fc.nat({ max: dealerCount - 1 }),
          company: fc.nat({ max: companyList.length - 1 }),
          order: fc.option(
            fc.record({
              status: fc.constantFrom(...STATUS_IDS),
              logsHidden: fc.array(fc.boolean(), { maxLength: 2 }),
              deal: fc.boolean(),
            }),
          ),
        }),
        { maxLength: 6 },
      ),
      viewers: fc.array(
        fc.record({
          role: fc.constantFrom('superUser', 'dealer', 'employer', 'both', 'none'),
          dealer: fc.nat({ max: dealerCount - 1 }),
          company: fc.nat({ max: companyList.length - 1 }),
          admin: fc.boolean(),
          backoffice: fc.boolean(),
          notifications: fc.nat({ max: 2 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    }),
  );
type World = typeof worldArbitrary extends fc.Arbitrary<infer W> ? W : never;

type Built = { ids: Record<AccessKind, number[]>; viewers: Viewer[] };

async function build(db: Queryable, world: World): Promise<Built> {
  const ids: Record<AccessKind, number[]> = {
    quotation: [],
    order: [],
    orderLog: [],
    company: [],
    employee: [],
    dealer: [],
    deal: [],
    user: [],
    notification: [],
  };
  for (const [index, company] of world.companies.entries()) {
    // A company's parent is one made before it (or none), so the tree has no cycle.
    const parent = company.parent % (index + 1) === index ? null : ids.company[company.parent % (index + 1)];
    const row = await createCompany(db, { hide: company.hide, company_parent_fk: parent });
    ids.company.push(row.id);
  }
  for (let index = 0; index < world.dealerCount; index++) ids.dealer.push((await createDealer(db)).id);
  for (const quotation of world.quotations) {
    const row = await createQuotation(db, {
      dealerId: ids.dealer[quotation.dealer],
      companyId: ids.company[quotation.company],
    });
    ids.quotation.push(row.id);
    ids.employee.push(row.employee_fk);
    if (!quotation.order) continue;
    const deal = quotation.order.deal ? await createDeal(db) : null;
    if (deal) ids.deal.push(deal.id);
    const order = await createOrder(db, row.id, {
      order_status_fk: quotation.order.status,
      deal_id_v2: deal?.id ?? null,
    });
    ids.order.push(order.id);
    for (const hidden of quotation.order.logsHidden) {
      const [log] = await db
        .insert(orderLogs)
        .values({ order_fk: order.id, order_log_type_fk: 1, hidden })
        .returning({ id: orderLogs.id });
      ids.orderLog.push(log.id);
    }
  }
  // A deal no order links: only a super user reads it.
  ids.deal.push((await createDeal(db)).id);
  const viewers: Viewer[] = [];
  for (const spec of world.viewers) {
    const dealerIds = spec.role === 'dealer' || spec.role === 'both' ? [ids.dealer[spec.dealer]] : [];
    const companyIds = spec.role === 'employer' || spec.role === 'both' ? [ids.company[spec.company]] : [];
    const user = await createUser(db, {
      dealerIds,
      companyIds,
      super_user: spec.role === 'superUser',
      admin: spec.admin,
      backoffice: spec.backoffice,
    });
    ids.user.push(user.id);
    for (let n = 0; n < spec.notifications; n++) {
      const [notification] = await db
        .insert(notifications)
        .values({ user_fk: user.id, message: 'notifications.test' })
        .returning({ id: notifications.id });
      ids.notification.push(notification.id);
    }
    // What the session's viewer holds: the companies below the employer's too (auth/viewer.ts).
    const below = companyIds.length ? await companySubtreeIds(db, companyIds[0]) : [];
    viewers.push({ ...viewerFor(user, { dealerIds, companyIds }), employerCompanyIds: below });
  }
  return { ids, viewers };
}

const ID_OF: Record<AccessKind, Column> = {
  quotation: quotations.id,
  order: orders.id,
  orderLog: orderLogs.id,
  company: companies.id,
  employee: employees.id,
  dealer: dealers.id,
  deal: deals.id,
  user: users.id,
  notification: notifications.id,
};

/** A list query as the areas write one: the kind's table (joined to its quotation) filtered by the scope. */
function listed(db: Queryable, kind: AccessKind, where: SQL): Promise<{ id: number }[]> {
  switch (kind) {
    case 'order':
      return db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
        .where(where);
    case 'orderLog':
      return db
        .select({ id: orderLogs.id })
        .from(orderLogs)
        .innerJoin(orders, eq(orders.id, orderLogs.order_fk))
        .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
        .where(where);
    case 'quotation':
      return db.select({ id: quotations.id }).from(quotations).where(where);
    case 'company':
      return db.select({ id: companies.id }).from(companies).where(where);
    case 'employee':
      return db.select({ id: employees.id }).from(employees).where(where);
    case 'dealer':
      return db.select({ id: dealers.id }).from(dealers).where(where);
    case 'deal':
      return db.select({ id: deals.id }).from(deals).where(where);
    case 'user':
      return db.select({ id: users.id }).from(users).where(where);
    case 'notification':
      return db.select({ id: notifications.id }).from(notifications).where(where);
  }
}

/** The facts the in-memory checks decide on, as realtime loads them, by row id. */
async function factsOf(db: Queryable, kind: 'quotation' | 'order' | 'orderLog', ids: number[]) {
  const quotationFacts = { dealer_fk: quotations.dealer_fk, company_fk: quotations.company_fk };
  if (kind === 'quotation')
    return db
      .select({
        id: quotations.id,
        ...quotationFacts,
        order_status_fk: quotations.order_status_fk,
        hidden: sql<boolean>`false`,
      })
      .from(quotations)
      .where(inArray(quotations.id, ids));
  const orderFacts = { ...quotationFacts, order_status_fk: orders.order_status_fk };
  if (kind === 'order')
    return db
      .select({ id: orders.id, ...orderFacts, hidden: sql<boolean>`false` })
      .from(orders)
      .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
      .where(inArray(orders.id, ids));
  return db
    .select({ id: orderLogs.id, ...orderFacts, hidden: orderLogs.hidden })
    .from(orderLogs)
    .innerJoin(orders, eq(orders.id, orderLogs.order_fk))
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(inArray(orderLogs.id, ids));
}

/** The in-memory rule of a kind and mode, where realtime has one. */
function inMemoryRule(
  viewer: Viewer,
  kind: AccessKind,
  mode: AccessMode,
): Rule<QuotationFacts & { hidden: boolean }> | null {
  if (kind === 'quotation' || kind === 'order') return quotationRules[mode](viewer);
  if (kind === 'orderLog') return mode === 'read' ? orderLogRules.read(viewer) : null;
  return null;
}

/** Every row id of `kind` in the world that requireAccess lets the viewer reach in `mode`. */
async function passing(db: Queryable, viewer: Viewer, kind: AccessKind, mode: AccessMode, ids: number[]) {
  const passed: number[] = [];
  for (const id of ids) {
    const outcome = await requireAccess(db, viewer, kind, id, mode).then(
      () => 'passed',
      (error: unknown) => error,
    );
    if (outcome === 'passed') passed.push(id);
    else expect(outcome).toMatchObject({ code: 'NOT_FOUND' });
  }
  return passed;
}

async function expectAgreement(db: Queryable, built: Built) {
  for (const viewer of built.viewers)
    for (const kind of KINDS)
      for (const mode of MODES) {
        const ids = built.ids[kind];
        if (ids.length === 0) continue;
        const label = `${kind} ${mode} for ${JSON.stringify({ ...viewer, sessionId: undefined, email: undefined })}`;
        const inList = (
          await listed(db, kind, and(inArray(ID_OF[kind], ids), accessScope(viewer, kind, mode))!)
        )
          .map((row) => row.id)
          .sort((a, b) => a - b);
        expect(await passing(db, viewer, kind, mode, ids), label).toEqual(inList);
        if (kind !== 'quotation' && kind !== 'order' && kind !== 'orderLog') continue;
        const rule = inMemoryRule(viewer, kind, mode);
        const held = (await factsOf(db, kind, ids))
          .filter((facts) => rule?.holds(facts) ?? false)
          .map((facts) => facts.id)
          .sort((a, b) => a - b);
        expect(held, `${label} in memory`).toEqual(inList);
        if (kind !== 'quotation' || mode !== 'decide') continue;
        // The employer portal lists what the viewer may decide on, once visible to employers.
        const portal = await listed(db, kind, and(inArray(quotations.id, ids), employerPortal(viewer).sql)!);
        const visible = (await factsOf(db, kind, inList)).filter((facts) =>
          employerVisibleStatus.holds(facts),
        );
        expect(
          portal.map((row) => row.id).sort((a, b) => a - b),
          `${label} in the portal`,
        ).toEqual(visible.map((facts) => facts.id).sort((a, b) => a - b));
      }
}

describe('the access table: list scopes, row checks and in-memory checks agree', () => {
  const suite = appSuite();

  it('for every kind, mode and role on generated worlds', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (world) => {
        // Each world is built and checked in a transaction that is rolled back: worlds share nothing.
        await suite.app.database.db
          .transaction(async (tx) => {
            await expectAgreement(tx, await build(tx, world));
            tx.rollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof TransactionRollbackError)) throw error;
          });
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
