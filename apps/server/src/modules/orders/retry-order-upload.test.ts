import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { orderLogs, orders } from '../../db/schema/orders';
import { errorCode } from '../../test/graphql-client';
import { historyOf, overviewSuite, quotationWithOrder } from '../../test/overview-test-support';

const RETRY = `mutation($id: Int!) { retryOrderUpload(order_id: $id) { quotation_id order_id order_status_fk } }`;

describe('the error-retry of a FIP order', () => {
  const suite = overviewSuite();

  /** An order sent to the decider whose signed calculation and quotation document are both there. */
  async function stuckOrder(fip = true) {
    await suite.app.database.db
      .update(companies)
      .set({ fip })
      .where(eq(companies.id, suite.roles.companyA.id));
    const scene = await quotationWithOrder(suite.app, suite.roles, { order: { order_status_fk: 6 } });
    await suite.app.database.db.insert(orderLogs).values([
      { order_fk: scene.order.id, order_log_type_fk: 2, description: 'Getekende berekening', file_id: 'a' },
      { order_fk: scene.order.id, order_log_type_fk: 5, description: 'Offerte', file_id: 'b' },
    ]);
    return scene;
  }

  it('puts the order back to SIGNED and records the step', async () => {
    const { quotation, order } = await stuckOrder();
    const { body } = await suite.roles.dealerUser.request(RETRY, { id: order.id });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      retryOrderUpload: { quotation_id: quotation.id, order_id: order.id, order_status_fk: 2 },
    });
    const [stored] = await suite.app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored.order_status_fk).toBe(2);
    expect(await historyOf(suite.app, quotation.id)).toContainEqual([
      'status',
      'order_status',
      'SEND_TO_DECIDER',
      'SIGNED',
    ]);
  });

  it('refuses an order the dealer actions offer no retry for', async () => {
    const { order } = await stuckOrder(false);
    expect(errorCode(await suite.roles.dealerUser.request(RETRY, { id: order.id }))).toBe(
      'ACTION_NOT_ALLOWED',
    );
  });

  it('lets super users and the dealer admin retry, and no other role', async () => {
    for (const client of [suite.roles.superUser, suite.roles.dealerAdmin]) {
      const { order } = await stuckOrder();
      expect((await client.request(RETRY, { id: order.id })).body.errors).toBeUndefined();
    }
    const { order } = await stuckOrder();
    for (const client of [suite.roles.otherDealer, suite.roles.otherDealerAndEmployer])
      expect(errorCode(await client.request(RETRY, { id: order.id }))).toBe('NOT_FOUND');
    for (const client of [suite.roles.employer, suite.roles.employerAdmin])
      expect(errorCode(await client.request(RETRY, { id: order.id }))).toBe('FORBIDDEN');
    expect(errorCode(await suite.roles.superUser.request(RETRY, { id: 999_999_999 }))).toBe('NOT_FOUND');
  });
});
