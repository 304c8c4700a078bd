import { eq, sql } from 'drizzle-orm';
import { EXCLUDED_PLATE_INVOICE_TARGET_ID, ORDER_STATUS, type OrderStatusCode } from '@spokes/domain/codes';
import { invoiceTargets } from '../db/schema/companies';
import { deals } from '../db/schema/deals';
import { jobs } from '../db/schema/jobs';
import { orderHistory } from '../db/schema/order-history';
import { orderLogs, orders } from '../db/schema/orders';
import {
  createCompany,
  createDeal,
  createDealer,
  createOrder,
  createQuotation,
  createWebhook,
} from './factories';
import { roleUsers, signedIn, type Role } from './signed-in';
import { DELIVER_WEBHOOK } from '../modules/webhooks/deliver-webhook';
import type { TestApp } from './documents-test-support';

export type UploadSceneOptions = {
  status?: OrderStatusCode;
  fip?: boolean;
  bikeTypeId?: number;
  /** An existing invoice target (the excluded leasing party), instead of a new one. */
  invoiceTargetId?: number;
  licensePlateAutoRequest?: boolean;
  dealerEmail?: string | null;
};

/**
 * An order of dealer A's quotation, with a linked deal and a webhook on its invoice target, and
 * a signed-in client for each role on demand (signing in costs a password hash check).
 */
export async function uploadScene(app: TestApp, options: UploadSceneOptions = {}) {
  const db = app.database.db;
  const dealer = await createDealer(db, {
    email: options.dealerEmail === undefined ? 'winkel@dealer.test' : options.dealerEmail,
  });
  const otherDealer = await createDealer(db);
  const company = await createCompany(db, {
    fip: options.fip ?? false,
    ...(options.invoiceTargetId ? { invoice_target_fk: options.invoiceTargetId } : {}),
  });
  if (options.licensePlateAutoRequest !== undefined)
    await db
      .update(invoiceTargets)
      .set({ license_plate_auto_request: options.licensePlateAutoRequest })
      .where(eq(invoiceTargets.id, company.invoice_target_fk));
  const quotation = await createQuotation(
    db,
    { dealerId: dealer.id, companyId: company.id },
    { bike_type_fk: options.bikeTypeId ?? 2 },
  );
  const deal = await createDeal(db);
  const order = await createOrder(db, quotation.id, {
    order_status_fk: ORDER_STATUS[options.status ?? 'NEW'].id,
    deal_id_v2: deal.id,
  });
  await createWebhook(db, { url: 'http://127.0.0.1:9/hook', invoice_target_fk: company.invoice_target_fk });

  const users = roleUsers({ dealerId: dealer.id, otherDealerId: otherDealer.id, companyId: company.id });
  const as = (role: Role) => signedIn(app, users[role]);
  return { dealer, company, quotation, deal, order, as };
}

/** Who may upload an order's documents, and what the others are answered: its dealer's users and super users only. */
export const DEALER_UPLOAD_ACCESS: [Role, string][] = [
  ['superUser', 'accepted'],
  ['dealerAdmin', 'accepted'],
  ['dealerUser', 'accepted'],
  ['otherDealer', 'NOT_FOUND'],
  ['employer', 'FORBIDDEN'],
  ['employerAdmin', 'FORBIDDEN'],
];

export type UploadScene = Awaited<ReturnType<typeof uploadScene>>;
export type Client = Awaited<ReturnType<UploadScene['as']>>;

/** The excluded leasing party of automatic plate requests, made once per database. */
export async function excludedInvoiceTarget(app: TestApp) {
  await app.database.db
    .insert(invoiceTargets)
    .values({ id: EXCLUDED_PLATE_INVOICE_TARGET_ID, name: 'Leasing party with own plates' })
    .onConflictDoNothing();
}

/** The history entries of the scene's quotation, oldest first, as [kind, field, old, new, actor]. */
export async function historyOf(app: TestApp, scene: UploadScene) {
  const rows = await app.database.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.quotation_fk, scene.quotation.id))
    .orderBy(orderHistory.id);
  return rows.map((row) => [row.kind, row.field, row.old_value, row.new_value, row.source]);
}

/** What an upload flow may have left on the order: its status row, its logs, its deal fields, its webhook jobs. */
export async function orderState(app: TestApp, scene: UploadScene) {
  const db = app.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, scene.order.id));
  const logs = await db.select().from(orderLogs).where(eq(orderLogs.order_fk, scene.order.id));
  const [deal] = await db.select().from(deals).where(eq(deals.id, scene.deal.id));
  const webhookJobs = (await db.select().from(jobs).where(eq(jobs.name, DELIVER_WEBHOOK))).filter(
    (job) => (job.payload as { orderId: number }).orderId === scene.order.id,
  );
  return { order, logs, dealFields: deal.custom_fields, webhookJobs: webhookJobs.length };
}

/**
 * Makes the next change of this order's status fail inside the database, after the flow has
 * stored its files and written its logs: the rollback must take all of it back.
 */
export async function failStatusChangeOf(app: TestApp, orderId: number) {
  const name = `fail_order_${orderId}`;
  await app.database.db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'status change refused by test'; end $$`,
    ),
  );
  await app.database.db.execute(
    sql.raw(
      `create trigger ${name} before update of order_status_fk on orders for each row when (new.id = ${orderId}) execute function ${name}()`,
    ),
  );
}
