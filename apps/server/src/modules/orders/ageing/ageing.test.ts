import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spokes/domain/codes';
import { settingsAuditLog } from '../../../db/schema/audit';
import { notifications } from '../../../db/schema/notifications';
import { orders } from '../../../db/schema/orders';
import { quotations } from '../../../db/schema/quotations';
import { appSuite, twoInstanceSuite } from '../../../test/app-suite';
import {
  createCompany,
  createDealer,
  createOrder,
  createQuotation,
  createUser,
} from '../../../test/factories';
import { signedInRoles } from '../../../test/signed-in';
import { lastOutboxMessage } from '../../../test/auth-test-support';
import type { Database, Queryable } from '../../../db/client';
import { checkLateOrders } from './check-late-orders';
import { ORDER_LATE, ORDER_LATE_ESCALATED } from './tell-late-order';

const SET = `mutation($input: OrderStatusAgeingInput!) { setOrderStatusAgeing(input: $input) {
  order_status_id late_after_days escalate_after_days notify_dealer notify_decision_makers notify_back_office } }`;
const LIST = '{ orderStatusAgeing { order_status_id late_after_days escalate_after_days } }';
const REMOVE = 'mutation($id: Int!) { removeOrderStatusAgeing(order_status_id: $id) }';

const input = (values: Record<string, unknown> = {}) => ({
  order_status_id: ORDER_STATUS.APPROVED.id,
  late_after_days: 5,
  escalate_after_days: 10,
  notify_dealer: true,
  notify_decision_makers: false,
  notify_back_office: true,
  ...values,
});

/** An order of a fresh dealer and company, in `status` since `enteredAt`, with a dealer user and an employer. */
async function lateScene(db: Queryable, status: number, enteredAt: Date) {
  const dealer = await createDealer(db);
  const company = await createCompany(db);
  const dealerUser = await createUser(db, { dealerIds: [dealer.id] });
  const employer = await createUser(db, { companyIds: [company.id] });
  const quotation = await createQuotation(db, { dealerId: dealer.id, companyId: company.id });
  const order = await createOrder(db, quotation.id, { order_status_fk: status });
  await db.update(orders).set({ status_changed_at: enteredAt }).where(eq(orders.id, order.id));
  return { order, quotation, dealerUser, employer };
}

/** Limits set before the orders of a test entered their status: their lateness is news. */
const SET_LONG_AGO = new Date('2026-01-01T00:00:00Z');

/** The check, then the jobs it queued (each order's notices and mails), as the worker runs them. */
async function checkAndTell(app: { database: Database; worker: { drain(): Promise<number> } }, now: Date) {
  await checkLateOrders(app.database, now);
  await app.worker.drain();
}

const messagesOf = async (db: Queryable, userId: number) =>
  (await db.select().from(notifications).where(eq(notifications.user_fk, userId))).map((n) => n.message);

describe('ageing per order status', () => {
  const suite = appSuite();

  it('is set, changed and removed by a super user, each change audited', async () => {
    const { superUser } = await signedInRoles(suite.app, await refs(suite.app.database.db));
    const set = await superUser.request(SET, { input: input() });
    expect(set.body.data).toEqual({ setOrderStatusAgeing: { ...input() } });
    await superUser.request(SET, { input: input({ late_after_days: 3, escalate_after_days: null }) });
    expect((await superUser.request(LIST)).body.data).toEqual({
      orderStatusAgeing: [
        { order_status_id: ORDER_STATUS.APPROVED.id, late_after_days: 3, escalate_after_days: null },
      ],
    });
    expect((await superUser.request(REMOVE, { id: ORDER_STATUS.APPROVED.id })).body.data).toEqual({
      removeOrderStatusAgeing: true,
    });
    const audit = await suite.app.database.db
      .select({ action: settingsAuditLog.action, field: settingsAuditLog.field })
      .from(settingsAuditLog)
      .where(eq(settingsAuditLog.table_name, 'order_status_ageing'));
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('refuses a limit out of range, an escalation not after the limit and a limit on a final status', async () => {
    const { superUser } = await signedInRoles(suite.app, await refs(suite.app.database.db));
    for (const [bad, fields] of [
      [{ late_after_days: 0, escalate_after_days: null }, { late_after_days: 'AGEING_DAYS_OUT_OF_RANGE' }],
      [{ late_after_days: 251, escalate_after_days: null }, { late_after_days: 'AGEING_DAYS_OUT_OF_RANGE' }],
      [{ escalate_after_days: 5 }, { escalate_after_days: 'ESCALATION_NOT_AFTER_LIMIT' }],
    ] as const) {
      const { body } = await superUser.request(SET, { input: input(bad) });
      expect(body.errors?.[0].extensions, JSON.stringify(bad)).toMatchObject({
        code: 'BAD_INPUT',
        details: { fields },
      });
    }
    const delivered = await superUser.request(SET, {
      input: input({ order_status_id: ORDER_STATUS.DELIVERED.id }),
    });
    expect(delivered.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('is refused to every other role', async () => {
    const clients = await signedInRoles(suite.app, await refs(suite.app.database.db));
    for (const role of ['dealerAdmin', 'dealerUser', 'employer', 'employerAdmin'] as const) {
      for (const [query, variables] of [
        [LIST, {}],
        [SET, { input: input() }],
        [REMOVE, { id: ORDER_STATUS.APPROVED.id }],
      ] as const) {
        const { body } = await clients[role].request(query, variables);
        expect(body.errors?.[0].extensions?.code, `${role}: ${query.slice(0, 30)}`).toBe('FORBIDDEN');
      }
    }
  });

  it("restarts an order's status time and clears its lateness when the status changes, in the list's copy too", async () => {
    const db = suite.app.database.db;
    const { order, quotation } = await lateScene(
      db,
      ORDER_STATUS.APPROVED.id,
      new Date('2026-01-05T09:00:00Z'),
    );
    await db.update(orders).set({ late_level: 2 }).where(eq(orders.id, order.id));
    const [copy] = await db.select().from(quotations).where(eq(quotations.id, quotation.id));
    expect(copy.status_changed_at).toEqual(new Date('2026-01-05T09:00:00Z'));
    await db
      .update(orders)
      .set({ order_status_fk: ORDER_STATUS.DELIVERED.id })
      .where(eq(orders.id, order.id));
    const [moved] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(moved.late_level).toBe(0);
    expect(Date.now() - moved.status_changed_at.getTime()).toBeLessThan(60_000);
    const [movedCopy] = await db.select().from(quotations).where(eq(quotations.id, quotation.id));
    expect(movedCopy.status_changed_at).toEqual(moved.status_changed_at);
  });

  it('tells the dealer and the back office once an order is late, and the back office again at the escalation', async () => {
    const db = suite.app.database.db;
    const status = ORDER_STATUS.SIGNED.id;
    await db.execute(sql`delete from order_status_ageing`);
    await db.execute(sql`insert into order_status_ageing (order_status_fk, late_after_days, escalate_after_days, updated_at)
                         values (${status}, 2, 4, ${SET_LONG_AGO})`);
    const superUser = await createUser(db, { super_user: true });
    // Entered on Monday 23/11/2026; Friday 27/11 is its fourth working day after it.
    const { order, quotation, dealerUser, employer } = await lateScene(
      db,
      status,
      new Date('2026-11-23T10:00:00Z'),
    );
    const thursday = new Date('2026-11-26T10:00:00Z');
    await checkAndTell(suite.app, thursday);
    expect(await messagesOf(db, dealerUser.id)).toEqual([ORDER_LATE]);
    expect(await messagesOf(db, superUser.id)).toEqual([ORDER_LATE]);
    expect(await messagesOf(db, employer.id)).toEqual([]);
    const mail = await lastOutboxMessage(db, dealerUser.email, 'mail');
    expect(mail).toMatchObject({ template: 'order-late' });
    expect(mail.text).toContain(
      `${suite.app.config.PUBLIC_URL}/quotations/${quotation.employee_fk}/${quotation.id}`,
    );
    expect(mail.text).toContain('meer dan 2 werkdagen');
    // Checked again the same day: nothing new.
    await checkAndTell(suite.app, thursday);
    expect(await messagesOf(db, superUser.id)).toEqual([ORDER_LATE]);
    // Monday 30/11 is the fifth working day: past the escalation, told to the back office only.
    await checkAndTell(suite.app, new Date('2026-11-30T10:00:00Z'));
    expect(await messagesOf(db, superUser.id)).toEqual([ORDER_LATE, ORDER_LATE_ESCALATED]);
    expect(await messagesOf(db, dealerUser.id)).toEqual([ORDER_LATE]);
    const [checked] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(checked.late_level).toBe(2);
  });

  it("links a decision maker's mail to the employer portal, the back office's to the overview", async () => {
    const db = suite.app.database.db;
    const status = ORDER_STATUS.SEND_TO_DECIDER.id;
    await db.execute(sql`insert into order_status_ageing (order_status_fk, late_after_days, notify_decision_makers,
                           notify_back_office, updated_at)
                         values (${status}, 1, true, true, ${SET_LONG_AGO})`);
    const superUser = await createUser(db, { super_user: true });
    const { quotation, employer } = await lateScene(db, status, new Date('2026-11-23T10:00:00Z'));
    await checkAndTell(suite.app, new Date('2026-11-27T10:00:00Z'));
    const url = suite.app.config.PUBLIC_URL;
    expect((await lastOutboxMessage(db, employer.email, 'mail')).text).toContain(
      `${url}/employersportal/quotations/${quotation.id}`,
    );
    expect((await lastOutboxMessage(db, superUser.email, 'mail')).text).toContain(
      `${url}/quotations/${quotation.employee_fk}/${quotation.id}`,
    );
  });

  it('marks an order that was already late when the limit was set, without a notice', async () => {
    const db = suite.app.database.db;
    const status = ORDER_STATUS.NEW.id;
    await db.execute(sql`insert into order_status_ageing (order_status_fk, late_after_days, updated_at)
                         values (${status}, 3, '2026-11-27T08:00:00Z')`);
    const { order, dealerUser } = await lateScene(db, status, new Date('2026-10-01T10:00:00Z'));
    await checkAndTell(suite.app, new Date('2026-11-27T10:00:00Z'));
    expect(await messagesOf(db, dealerUser.id)).toEqual([]);
    const [marked] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(marked.late_level).toBe(1);
  });

  it('tells an order again once a limit raised after its notice passes; an escalation removed puts it back to late', async () => {
    const db = suite.app.database.db;
    const status = ORDER_STATUS.SIGNED.id;
    const setLimit = (late: number, escalate: number | null, at: Date) =>
      db.execute(sql`insert into order_status_ageing (order_status_fk, late_after_days, escalate_after_days,
                       notify_dealer, updated_at)
                     values (${status}, ${late}, ${escalate}, true, ${at})
                     on conflict (order_status_fk) do update set late_after_days = ${late},
                       escalate_after_days = ${escalate}, notify_dealer = true, updated_at = ${at}`);
    const levelOf = async (orderId: number) =>
      (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.late_level;
    await setLimit(2, 4, SET_LONG_AGO);
    // Entered on Monday 23/11/2026: late on Thursday 26/11 (its third working day).
    const { order, dealerUser } = await lateScene(db, status, new Date('2026-11-23T10:00:00Z'));
    const escalated = await lateScene(db, status, new Date('2026-10-01T10:00:00Z'));
    await checkAndTell(suite.app, new Date('2026-11-26T10:00:00Z'));
    expect(await messagesOf(db, dealerUser.id)).toEqual([ORDER_LATE]);
    expect(await levelOf(escalated.order.id)).toBe(2);

    await setLimit(5, null, new Date('2026-11-26T12:00:00Z'));
    // Friday 27/11 is its fourth working day: not late under 5, and nothing said.
    await checkAndTell(suite.app, new Date('2026-11-27T10:00:00Z'));
    expect(await levelOf(order.id)).toBe(0);
    expect(await levelOf(escalated.order.id)).toBe(1);
    expect(await messagesOf(db, dealerUser.id)).toEqual([ORDER_LATE]);
    // Tuesday 1/12 is its sixth: late again, and told again.
    await checkAndTell(suite.app, new Date('2026-12-01T10:00:00Z'));
    expect(await messagesOf(db, dealerUser.id)).toEqual([ORDER_LATE, ORDER_LATE]);
    // Still past the limit: its lateness goes on, told once.
    expect(await messagesOf(db, escalated.dealerUser.id)).toEqual([ORDER_LATE]);
  });

  it('says nothing before the limit, counting no weekend', async () => {
    const db = suite.app.database.db;
    const status = ORDER_STATUS.DELIVERABLE.id;
    await db.execute(sql`insert into order_status_ageing (order_status_fk, late_after_days, updated_at)
                         values (${status}, 1, ${SET_LONG_AGO})
                         on conflict (order_status_fk) do update set late_after_days = 1, updated_at = ${SET_LONG_AGO}`);
    // Entered on Friday 27/11: Saturday and Sunday do not count, Monday is its first working day.
    const { dealerUser } = await lateScene(db, status, new Date('2026-11-27T10:00:00Z'));
    await checkAndTell(suite.app, new Date('2026-11-30T10:00:00Z'));
    expect(await messagesOf(db, dealerUser.id)).toEqual([]);
    await checkAndTell(suite.app, new Date('2026-12-01T10:00:00Z'));
    expect(await messagesOf(db, dealerUser.id)).toEqual([ORDER_LATE]);
  });
});

describe('the late check on two instances', () => {
  const instances = twoInstanceSuite();

  it('tells each recipient once when both instances check at the same moment', async (test) => {
    instances.skipWithoutPostgres(test);
    const db = instances.a.database.db;
    const status = ORDER_STATUS.APPROVED.id;
    await db.execute(sql`insert into order_status_ageing (order_status_fk, late_after_days, updated_at)
                         values (${status}, 1, ${SET_LONG_AGO})
                         on conflict (order_status_fk) do update set late_after_days = 1, updated_at = ${SET_LONG_AGO}`);
    const scenes = [];
    for (let i = 0; i < 20; i++) scenes.push(await lateScene(db, status, new Date('2026-11-02T10:00:00Z')));
    const now = new Date('2026-11-27T10:00:00Z');
    await Promise.all([
      checkLateOrders(instances.a.database, now),
      checkLateOrders(instances.b.database, now),
    ]);
    await Promise.all([instances.a.worker.drain(), instances.b.worker.drain()]);
    for (const scene of scenes) expect(await messagesOf(db, scene.dealerUser.id)).toEqual([ORDER_LATE]);
  });
});

async function refs(db: Queryable) {
  const dealer = await createDealer(db);
  const otherDealer = await createDealer(db);
  const company = await createCompany(db);
  return { dealerId: dealer.id, otherDealerId: otherDealer.id, companyId: company.id };
}
