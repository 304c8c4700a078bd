import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { orderHistory } from '../db/schema/order-history';
import { createCompany, createDealer, createOrder, createQuotation } from './factories';
import { signedIn, signedInRoles } from './signed-in';
import { createTestApp } from './test-app';
import { REALTIME_CHANNEL, type RealtimeEvent } from '../modules/signals/events';

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

/** Every client of overviewRoles but the super user's, for what only super users may do. */
export function notSuperUsers(roles: Roles): Client[] {
  return [roles.dealerAdmin, roles.dealerUser, roles.otherDealer, roles.employer, roles.employerAdmin];
}

export type OverviewSuite = { app: TestApp; roles: Roles; heard: RealtimeEvent[] };

/**
 * Registers the usual set-up of an overview mutation's describe block: a fresh app with
 * overviewRoles, the realtime events it sends heard in `heard`, closed after the block. The
 * fields are filled once beforeAll has run; a block's own beforeAll comes after this one.
 */
export function overviewSuite(): OverviewSuite {
  let app: TestApp;
  let roles: Roles;
  const heard: RealtimeEvent[] = [];
  let unlisten: () => Promise<void>;
  beforeAll(async () => {
    app = await createTestApp();
    roles = await overviewRoles(app);
    unlisten = await app.database.listen(REALTIME_CHANNEL, (payload) =>
      heard.push(JSON.parse(payload) as RealtimeEvent),
    );
  });
  afterAll(async () => {
    await unlisten();
    await app.close();
  });
  return {
    get app() {
      return app;
    },
    get roles() {
      return roles;
    },
    heard,
  };
}
