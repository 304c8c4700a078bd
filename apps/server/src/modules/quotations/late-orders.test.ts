import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spokes/domain/codes';
import { lateAt, workingDaysSince } from '@spokes/domain/working-days';
import { orderStatusAgeing, orders } from '../../db/schema/orders';
import { appSuite } from '../../test/app-suite';
import { createCompany, createDealer, createOrder, createQuotation } from '../../test/factories';
import { signedIn } from '../../test/signed-in';

const LIST = `query($filter: QuotationListFilter, $sort: ListSort) {
  quotations(page: 1, filter: $filter, sort: $sort) { total items { id status_since status_working_days late_from late } }
}`;

type Item = {
  id: number;
  status_since: string | null;
  status_working_days: number | null;
  late_from: string | null;
  late: boolean;
};

describe('the quotation list and overview: age in status and the late filter (issue 30)', () => {
  const suite = appSuite();

  async function scene() {
    const db = suite.app.database.db;
    const dealer = await createDealer(db);
    const company = await createCompany(db);
    const refs = { dealerId: dealer.id, companyId: company.id };
    /** A quotation whose order entered `status` at `since`; none when `since` is null. */
    const quotationIn = async (status: number | null, since: Date | null) => {
      const quotation = await createQuotation(db, refs);
      if (status === null || since === null) return quotation.id;
      const order = await createOrder(db, quotation.id, { order_status_fk: status });
      await db.update(orders).set({ status_changed_at: since }).where(eq(orders.id, order.id));
      return quotation.id;
    };
    const longAgo = new Date('2026-01-05T09:00:00Z');
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const ids = {
      signedLongAgo: await quotationIn(ORDER_STATUS.SIGNED.id, longAgo),
      signedNow: await quotationIn(ORDER_STATUS.SIGNED.id, new Date()),
      approvedWeekAgo: await quotationIn(ORDER_STATUS.APPROVED.id, weekAgo),
      deliveredLongAgo: await quotationIn(ORDER_STATUS.DELIVERED.id, longAgo),
      noOrder: await quotationIn(null, null),
    };
    await db
      .insert(orderStatusAgeing)
      .values([
        { order_status_fk: ORDER_STATUS.SIGNED.id, late_after_days: 3 },
        { order_status_fk: ORDER_STATUS.APPROVED.id, late_after_days: 20 },
      ])
      .onConflictDoNothing();
    const client = await signedIn(suite.app, { dealerIds: [dealer.id] });
    const list = async (variables: Record<string, unknown>) => {
      const { body } = await client.request<{ quotations: { total: number; items: Item[] } }>(
        LIST,
        variables,
      );
      expect(body.errors).toBeUndefined();
      return body.data!.quotations;
    };
    const overviewOrder = async (id: number) => {
      const { body } = await client.request<{ quotation: { order: Omit<Item, 'id'> } }>(
        'query($id: Int!) { quotation(id: $id) { order { status_since late_from late } } }',
        { id },
      );
      return body.data?.quotation.order;
    };
    return { ids, longAgo, list, overviewOrder };
  }

  it('shows since when each order is in its status and when it becomes late', async () => {
    const { ids, longAgo, list } = await scene();
    const items = new Map((await list({})).items.map((item) => [item.id, item]));
    expect(items.get(ids.signedLongAgo)).toEqual({
      id: ids.signedLongAgo,
      status_since: longAgo.toISOString(),
      status_working_days: workingDaysSince(longAgo, new Date()),
      late_from: lateAt(longAgo, 3).toISOString(),
      late: true,
    });
    expect(items.get(ids.deliveredLongAgo)).toMatchObject({ late_from: null, late: false });
    expect(items.get(ids.signedNow)).toMatchObject({ status_working_days: 0, late: false });
    expect(items.get(ids.noOrder)).toMatchObject({
      status_since: null,
      status_working_days: null,
      late_from: null,
      late: false,
    });
  });

  it('shows on the overview since when the order is in its status and when it is late there', async () => {
    const { ids, longAgo, overviewOrder } = await scene();
    expect(await overviewOrder(ids.signedLongAgo)).toEqual({
      status_since: longAgo.toISOString(),
      late_from: lateAt(longAgo, 3).toISOString(),
      late: true,
    });
    expect(await overviewOrder(ids.deliveredLongAgo)).toMatchObject({ late_from: null, late: false });
  });

  it('finds only the orders past their status limit', async () => {
    const { ids, list } = await scene();
    const late = await list({ filter: { late_only: true } });
    expect(late.items.map((item) => item.id)).toEqual([ids.signedLongAgo]);
    expect(late.total).toBe(1);
  });

  it('sorts on since when, oldest first or last, quotations without an order last both ways', async () => {
    const { ids, list } = await scene();
    const sorted = async (direction: string) =>
      (await list({ sort: { field: 'status_since', direction } })).items.map((item) => item.id);
    const withOrder = [ids.signedLongAgo, ids.deliveredLongAgo, ids.approvedWeekAgo, ids.signedNow];
    expect(await sorted('asc')).toEqual([...withOrder, ids.noOrder]);
    expect(await sorted('desc')).toEqual([...withOrder].reverse().concat(ids.noOrder));
  });
});
