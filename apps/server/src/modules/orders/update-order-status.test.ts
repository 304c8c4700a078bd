import { eq } from 'drizzle-orm';
import { nlErrorTexts } from '@spokes/domain/error-texts-nl';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { orders } from '../../db/schema/orders';
import { createWebhook } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import {
  historyOf,
  notSuperUsers,
  overviewSuite,
  quotationWithOrder,
  type Client,
} from '../../test/overview-test-support';
import { DELIVER_WEBHOOK } from '../webhooks/deliver-webhook';

const UPDATE_STATUS = `mutation($order: Int!, $status: Int!) {
  updateOrderStatus(order_id: $order, order_status_id: $status) { order_id order_status_fk }
}`;
type Updated = {
  updateOrderStatus: { order_id: number; order_status_fk: number };
};

describe('editing the order status by hand', () => {
  const suite = overviewSuite();
  beforeAll(async () => {
    await createWebhook(suite.app.database.db, {
      url: 'http://127.0.0.1:9/hook',
      invoice_target_fk: suite.roles.companyA.invoice_target_fk,
    });
  });
  const db = () => suite.app.database.db;
  const setStatus = (client: Client, order: number, status: number) =>
    client.request<Updated>(UPDATE_STATUS, { order, status });
  const statusOf = async (orderId: number) =>
    (await db().select().from(orders).where(eq(orders.id, orderId)))[0].order_status_fk;
  const webhookJobsOf = async (orderId: number) =>
    (await db().select().from(jobs).where(eq(jobs.name, DELIVER_WEBHOOK))).filter(
      (job) => (job.payload as { orderId: number }).orderId === orderId,
    );

  it('sets any other status and fires the webhooks of a status change', async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles);
    const { body } = await setStatus(suite.roles.superUser, order.id, 4);
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateOrderStatus).toEqual({ order_id: order.id, order_status_fk: 4 });
    expect(await statusOf(order.id)).toBe(4);
    expect(await webhookJobsOf(order.id)).toHaveLength(1);
    expect(await historyOf(suite.app, order.quotation_fk)).toEqual([
      ['status', 'order_status', 'SIGNED', 'DELIVERABLE'],
    ]);
  });

  it('refuses the current status with "Select different status"', async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles);
    const refused = await setStatus(suite.roles.superUser, order.id, 2);
    expect(errorCode(refused)).toBe('SAME_STATUS');
    expect(refused.body.errors?.[0].extensions?.i18nKey).toBe('errors.sameStatus');
    expect(nlErrorTexts.SAME_STATUS).toBe('Select different status');
    expect(await webhookJobsOf(order.id)).toEqual([]);
    expect(await historyOf(suite.app, order.quotation_fk)).toEqual([]);
  });

  it('refuses an unknown status and a missing order', async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles);
    expect(errorCode(await setStatus(suite.roles.superUser, order.id, 99))).toBe('BAD_INPUT');
    expect(errorCode(await setStatus(suite.roles.superUser, 2_000_000_000, 3))).toBe('NOT_FOUND');
    expect(await statusOf(order.id)).toBe(2);
  });

  it('is for super users only: dealers and employers are refused', async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles);
    for (const client of notSuperUsers(suite.roles))
      expect(errorCode(await setStatus(client, order.id, 3))).toBe('FORBIDDEN');
    expect(await statusOf(order.id)).toBe(2);
  });
});
