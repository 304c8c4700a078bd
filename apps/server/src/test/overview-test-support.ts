import { asc, eq } from 'drizzle-orm';
import { orderHistory } from '../db/schema/order-history';
import { createCompany, createDealer, createOrder, createQuotation } from './factories';
import { signedIn, signedInRoles } from './signed-in';
import type { createTestApp } from './test-app';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Roles = Awaited<ReturnType<typeof overviewRoles>>;
export type Client = Roles['superUser'];

/**
 * Dealer A with its admin and user, dealer B's user, and an employer and employer admin of
 * company A, each signed in once; tests make their own quotations of dealer A in company A.
 */
export async function overviewRoles(app: TestApp) {
  const db = app.database.db;
  const dealerA = await createDealer(db);
  const dealerB = await createDealer(db);
  const companyA = await createCompany(db);
  return {
    dealerA,
    companyA,
    ...(await signedInRoles(app, {
      dealerId: dealerA.id,
      otherDealerId: dealerB.id,
      companyId: companyA.id,
    })),
    /** Dealer B's user who is also an employer of company A: the back office shows it dealer B only. */
    otherDealerAndEmployer: await signedIn(app, { dealerIds: [dealerB.id], companyIds: [companyA.id] }),
  };
}

/** A quotation of dealer A in company A with an order in the given status (SIGNED by default, so employers could see it). */
export async function quotationWithOrder(
  app: TestApp,
  roles: Roles,
  values: {
    quotation?: Parameters<typeof createQuotation>[2];
    order?: Parameters<typeof createOrder>[2];
  } = {},
) {
  const db = app.database.db;
  const quotation = await createQuotation(
    db,
    { dealerId: roles.dealerA.id, companyId: roles.companyA.id },
    values.quotation,
  );
  const order = await createOrder(db, quotation.id, { order_status_fk: 2, ...values.order });
  return { quotation, order };
}

/** The quotation's history entries, oldest first, as [kind, field, old, new]. */
export async function historyOf(app: TestApp, quotationId: number) {
  const entries = await app.database.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.quotation_fk, quotationId))
    .orderBy(asc(orderHistory.id));
  return entries.map((entry) => [entry.kind, entry.field, entry.old_value, entry.new_value]);
}
