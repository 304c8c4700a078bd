import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals } from '../../db/schema/deals';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { createCompany, createDealer, createOrder, createQuotation } from '../../test/factories';
import { appSuite } from '../../test/app-suite';
import { createDealForOrder } from './create-deal-for-order';

describe('createDealForOrder', () => {
  const suite = appSuite();

  const db = () => suite.app.database.db;

  async function anOrder() {
    const dealer = await createDealer(db());
    const company = await createCompany(db());
    const quotation = await createQuotation(
      db(),
      { dealerId: dealer.id, companyId: company.id },
      { total_vat_included: 312_050 },
    );
    const [employee] = await db().select().from(employees).where(eq(employees.id, quotation.employee_fk));
    return { quotation, employee, order: await createOrder(db(), quotation.id) };
  }

  it('gives the order an open deal titled by quotation and employee, worth the total incl. VAT', async () => {
    const { order, quotation, employee } = await anOrder();
    const deal = await db().transaction((tx) => createDealForOrder(tx, order));

    expect(deal).toEqual({
      id: expect.any(Number),
      title: `${quotation.quotation_number} ${employee.first_name} ${employee.last_name}`,
      phase: 'OPEN',
      estimatedValueCents: 312_050,
      customFields: {},
      quotationNumber: quotation.quotation_number,
    });
    const [linked] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(linked).toMatchObject({ deal_id_v2: deal.id, deal_id: String(deal.id), deal_status_fk: 1 });
  });

  it('keeps the deal an order already has', async () => {
    const { order, quotation } = await anOrder();
    const first = await db().transaction((tx) => createDealForOrder(tx, order));
    const second = await db().transaction((tx) => createDealForOrder(tx, order));

    expect(second.id).toBe(first.id);
    const all = await db().select().from(deals).where(eq(deals.quotation_number, quotation.quotation_number));
    expect(all).toHaveLength(1);
  });

  it('leaves no deal behind when the transaction that asked for it rolls back', async () => {
    const { order, quotation } = await anOrder();
    await expect(
      db().transaction(async (tx) => {
        await createDealForOrder(tx, order);
        throw new Error('Execute failed later');
      }),
    ).rejects.toThrow('Execute failed later');

    expect(
      await db().select().from(deals).where(eq(deals.quotation_number, quotation.quotation_number)),
    ).toEqual([]);
    const [unlinked] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(unlinked.deal_id_v2).toBeNull();
  });
});
