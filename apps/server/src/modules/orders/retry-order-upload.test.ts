import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { orderLogs, orders } from '../../db/schema/orders';
import { errorCode } from '../../test/graphql-client';
import { createTestApp } from '../../test/test-app';
import {
  historyOf,
  overviewRoles,
  quotationWithOrder,
  type Roles,
  type TestApp,
} from '../../test/overview-test-support';

const RETRY = `mutation($id: Int!) { retryOrderUpload(order_id: $id) { quotation_id order_id order_status_fk } }`;

describe('the error-retry of a FIP order', () => {
  let app: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    app = await createTestApp();
    roles = await overviewRoles(app);
  });
  afterAll(() => app.close());

  /** An order sent to the decider whose signed calculation and quotation document are both there. */
  async function stuckOrder(fip = true) {
    await app.database.db.update(companies).set({ fip }).where(eq(companies.id, roles.companyA.id));
    const scene = await quotationWithOrder(app, roles, { order: { order_status_fk: 6 } });
    await app.database.db.insert(orderLogs).values([
      { order_fk: scene.order.id, order_log_type_fk: 2, description: 'Getekende berekening', file_id: 'a' },
      { order_fk: scene.order.id, order_log_type_fk: 5, description: 'Offerte', file_id: 'b' },
    ]);
    return scene;
  }

  it('puts the order back to SIGNED and records the step', async () => {
    const { quotation, order } = await stuckOrder();
    const { body } = await roles.dealerUser.request(RETRY, { id: order.id });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      retryOrderUpload: { quotation_id: quotation.id, order_id: order.id, order_status_fk: 2 },
    });
    const [stored] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored.order_status_fk).toBe(2);
    expect(await historyOf(app, quotation.id)).toContainEqual([
      'status',
      'order_status',
      'SEND_TO_DECIDER',
      'SIGNED',
    ]);
  });

  it('refuses an order the dealer actions offer no retry for', async () => {
    const { order } = await stuckOrder(false);
    expect(errorCode(await roles.dealerUser.request(RETRY, { id: order.id }))).toBe('ACTION_NOT_ALLOWED');
  });

  it('lets super users and the dealer admin retry, and no other role', async () => {
    for (const client of [roles.superUser, roles.dealerAdmin]) {
      const { order } = await stuckOrder();
      expect((await client.request(RETRY, { id: order.id })).body.errors).toBeUndefined();
    }
    const { order } = await stuckOrder();
    for (const client of [roles.otherDealer, roles.otherDealerAndEmployer])
      expect(errorCode(await client.request(RETRY, { id: order.id }))).toBe('NOT_FOUND');
    for (const client of [roles.employer, roles.employerAdmin])
      expect(errorCode(await client.request(RETRY, { id: order.id }))).toBe('FORBIDDEN');
    expect(errorCode(await roles.superUser.request(RETRY, { id: 999_999_999 }))).toBe('NOT_FOUND');
  });
});
