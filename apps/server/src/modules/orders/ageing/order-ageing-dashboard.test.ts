import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '@spokes/domain/codes';
import type { Queryable } from '../../../db/client';
import { orderHistory } from '../../../db/schema/order-history';
import { orderStatusAgeing, orders } from '../../../db/schema/orders';
import { appSuite } from '../../../test/app-suite';
import { createCompany, createDealer, createOrder, createQuotation } from '../../../test/factories';
import { signedInRoles } from '../../../test/signed-in';

const DASHBOARD = `{ orderAgeingDashboard {
  statuses { order_status_id orders late median_days periods }
  oldest_late { id quotation_number late_from } } }`;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type Dashboard = {
  orderAgeingDashboard: {
    statuses: {
      order_status_id: number;
      orders: number;
      late: number;
      median_days: number | null;
      periods: number;
    }[];
    oldest_late: { id: number; quotation_number: string; late_from: string }[];
  };
};

describe("the back office's ageing dashboard (issue 30)", () => {
  const suite = appSuite();

  async function scene(db: Queryable) {
    const dealer = await createDealer(db);
    const company = await createCompany(db);
    /** An order created `createdDaysAgo`, in `status` since `sinceDaysAgo`. */
    const orderIn = async (status: OrderStatus, sinceDaysAgo: number, createdDaysAgo = sinceDaysAgo) => {
      const quotation = await createQuotation(db, { dealerId: dealer.id, companyId: company.id });
      const order = await createOrder(db, quotation.id, {
        order_status_fk: status.id,
        date: daysAgo(createdDaysAgo),
      });
      await db
        .update(orders)
        .set({ status_changed_at: daysAgo(sinceDaysAgo) })
        .where(eq(orders.id, order.id));
      return { quotationId: quotation.id, orderId: order.id };
    };
    const moved = (
      order: { quotationId: number; orderId: number },
      from: OrderStatus,
      to: OrderStatus,
      at: number,
    ) =>
      db.insert(orderHistory).values({
        quotation_fk: order.quotationId,
        order_fk: order.orderId,
        at: daysAgo(at),
        source: 'screen',
        kind: 'status',
        field: 'order_status',
        old_value: from.code,
        new_value: to.code,
      });
    const oldest = await orderIn(ORDER_STATUS.SIGNED, 60, 64);
    const older = await orderIn(ORDER_STATUS.SIGNED, 30, 32);
    await orderIn(ORDER_STATUS.SIGNED, 0);
    await orderIn(ORDER_STATUS.APPROVED, 60);
    await orderIn(ORDER_STATUS.TESTPURPOSES, 60);
    const waiting = await orderIn(ORDER_STATUS.SEND_TO_DECIDER, 5, 14);
    // Nieuw: 4, 2 and 4 days, and 3 days that ended 100 days ago (outside the 90); Getekend: 5 days.
    await moved(oldest, ORDER_STATUS.NEW, ORDER_STATUS.SIGNED, 60);
    await moved(older, ORDER_STATUS.NEW, ORDER_STATUS.SIGNED, 30);
    await moved(waiting, ORDER_STATUS.NEW, ORDER_STATUS.SIGNED, 10);
    await moved(waiting, ORDER_STATUS.SIGNED, ORDER_STATUS.SEND_TO_DECIDER, 5);
    const outside = await orderIn(ORDER_STATUS.SIGNED, 100, 103);
    await moved(outside, ORDER_STATUS.NEW, ORDER_STATUS.SIGNED, 100);
    await db
      .insert(orderStatusAgeing)
      .values({ order_status_fk: ORDER_STATUS.SIGNED.id, late_after_days: 5 });
    return { oldest, older, outside };
  }

  it('counts the orders and the late ones per status, the median stays, and names the oldest late orders', async () => {
    const db = suite.app.database.db;
    const { oldest, older, outside } = await scene(db);
    const { superUser } = await signedInRoles(suite.app, {
      dealerId: (await createDealer(db)).id,
      otherDealerId: (await createDealer(db)).id,
      companyId: (await createCompany(db)).id,
    });
    const { body } = await superUser.request<Dashboard>(DASHBOARD);
    expect(body.errors).toBeUndefined();
    const { statuses, oldest_late } = body.data!.orderAgeingDashboard;
    const of = (status: OrderStatus) => statuses.find((row) => row.order_status_id === status.id);
    expect(of(ORDER_STATUS.SIGNED)).toEqual({
      order_status_id: ORDER_STATUS.SIGNED.id,
      orders: 4,
      late: 3,
      median_days: expect.closeTo(5, 5),
      periods: 1,
    });
    expect(of(ORDER_STATUS.NEW)).toMatchObject({ orders: 0, late: 0, periods: 3 });
    expect(of(ORDER_STATUS.NEW)?.median_days).toBeCloseTo(4, 5);
    expect(of(ORDER_STATUS.APPROVED)).toMatchObject({ orders: 1, late: 0, median_days: null });
    expect(of(ORDER_STATUS.TESTPURPOSES)).toBeUndefined();
    expect(oldest_late.map((row) => row.id)).toEqual(
      [outside, oldest, older].map((order) => order.quotationId),
    );
  });

  it('is refused to every other role', async () => {
    const db = suite.app.database.db;
    const clients = await signedInRoles(suite.app, {
      dealerId: (await createDealer(db)).id,
      otherDealerId: (await createDealer(db)).id,
      companyId: (await createCompany(db)).id,
    });
    for (const role of ['dealerAdmin', 'dealerUser', 'employer', 'employerAdmin'] as const) {
      const { body } = await clients[role].request(DASHBOARD);
      expect(body.errors?.[0].extensions?.code, role).toBe('FORBIDDEN');
    }
  });
});
