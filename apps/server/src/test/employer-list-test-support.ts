import { bikes } from '../db/schema/bikes';
import { confirmedOrders } from '../db/schema/orders';
import { createCompany, createDealer, createOrder, createQuotation } from './factories';
import { signedIn } from './signed-in';
import type { createTestApp } from './test-app';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type EmployerListScene = Awaited<ReturnType<typeof employerListScene>>;

/**
 * A parent company with a sub-company and an unrelated company, their quotations in every state
 * the employer list must show or hide, and a signed-in user of every role. Quotation numbers
 * are Q + the sequence, so the numbers sort in creation order.
 */
export async function employerListScene(app: TestApp) {
  const db = app.database.db;
  const dealer = await createDealer(db);
  const parent = await createCompany(db, { name: 'Parent NV' });
  const child = await createCompany(db, { name: 'Child BV', company_parent_fk: parent.id });
  const other = await createCompany(db, { name: 'Other NV' });
  const quotation = async (
    companyId: number,
    values: Parameters<typeof createQuotation>[2],
    order: Parameters<typeof createOrder>[2] | null,
  ) => {
    const row = await createQuotation(db, { dealerId: dealer.id, companyId }, values);
    const created = order ? await createOrder(db, row.id, order) : null;
    return { ...row, order: created };
  };

  const signed = await quotation(
    parent.id,
    { lease_amount_vat: 4567, costcenter: 'Productie' },
    {
      order_status_fk: 2,
      start_date: new Date('2026-03-01T10:00:00Z'),
      end_date: new Date('2029-02-28T10:00:00Z'),
    },
  );
  const delivered = await quotation(
    child.id,
    { lease_amount_vat: 123456, bike_type_fk: 5 },
    {
      order_status_fk: 5,
      start_date: new Date('2025-01-15T10:00:00Z'),
      // 23:30 UTC on 31/03 is 01:30 on 01/04 in Brussels: an April end.
      end_date: new Date('2028-03-31T23:30:00Z'),
      contract_end_status: 'TAKEOVER',
    },
  );
  await db.insert(bikes).values({
    order_fk: delivered.order!.id,
    employee_fk: delivered.employee_fk,
    bike_type_fk: 1,
    license_number: 'S-ABC-123',
  });
  await db.insert(confirmedOrders).values({ order_fk: delivered.order!.id, confirmed_reason: 'Akkoord HR' });
  const refused = await quotation(child.id, { lease_amount_vat: 9900 }, { order_status_fk: 8 });
  await db.insert(confirmedOrders).values({
    order_fk: refused.order!.id,
    cancelled: true,
    cancelled_reason: 'Budget op',
  });
  const hidden = {
    new: await quotation(parent.id, {}, { order_status_fk: 1 }),
    test: await quotation(parent.id, {}, { order_status_fk: 9 }),
    noOrder: await quotation(parent.id, {}, null),
  };
  const otherSigned = await quotation(other.id, {}, { order_status_fk: 6 });

  return {
    companies: { parent, child, other },
    quotations: { signed, delivered, refused, hidden, otherSigned },
    users: {
      parentEmployer: await signedIn(app, { companyIds: [parent.id] }),
      childEmployer: await signedIn(app, { companyIds: [child.id] }),
      otherEmployer: await signedIn(app, { companyIds: [other.id] }),
      dealer: await signedIn(app, { dealerIds: [dealer.id] }),
      dealerAndOtherEmployer: await signedIn(app, { dealerIds: [dealer.id], companyIds: [other.id] }),
      superUser: await signedIn(app, { super_user: true }),
    },
  };
}
