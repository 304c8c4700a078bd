import { eq } from 'drizzle-orm';
import { errorMessage } from '@spokes/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { quotationFields, quotations } from '../../db/schema/quotations';
import { createCompany, createOrder, createQuotation } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import { companyField, fieldValue } from '../../test/cards-test-support';
import { overviewSuite } from '../../test/overview-test-support';

const DUPLICATE = `mutation($id: Int!) {
  duplicateQuotation(id: $id) {
    id quotation_number quotation_date active order { id } employee { id } dealer { id }
    total_vat_included lease_amount salary_swap deliverability quotationFields { field_fk value }
  }
}`;
type Copy = {
  id: number;
  quotation_number: string;
  quotation_date: string;
  active: boolean;
  order: null | { id: number };
  quotationFields: { field_fk: number; value: string | null }[];
};

describe('duplicating a quotation', () => {
  const suite = overviewSuite();
  let fieldId: number;
  beforeAll(async () => {
    fieldId = (await companyField(suite.app, suite.roles.companyA.id)).id;
  });

  /** An inactive quotation of dealer A with an order, amounts, a sheet copy and the company's field. */
  async function source() {
    const db = suite.app.database.db;
    const quotation = await createQuotation(
      db,
      { dealerId: suite.roles.dealerA.id, companyId: suite.roles.companyA.id },
      {
        active: false,
        quotation_date: new Date('2026-01-05T10:00:00Z'),
        deliverability: 'Op voorraad',
        total_vat_included: 249_900,
        lease_amount: 6_512,
        salary_swap: 7_880,
        calculation_sheet: { sheet_id: null, version: 3, parameters: {} as never, inputs: { bike: 2499 } },
      },
    );
    await fieldValue(suite.app, quotation.id, fieldId, 'Stadsfiets Ø');
    await createOrder(db, quotation.id, { order_status_fk: 5 });
    return quotation;
  }

  it('makes a new active quotation without an order, with the same inputs, amounts and values', async () => {
    const original = await source();
    const { body } = await suite.roles.dealerUser.request<{ duplicateQuotation: Copy }>(DUPLICATE, {
      id: original.id,
    });
    expect(body.errors).toBeUndefined();
    const copy = body.data!.duplicateQuotation;
    expect(copy.id).not.toBe(original.id);
    expect(copy.quotation_number).not.toBe(original.quotation_number);
    expect(Date.now() - new Date(copy.quotation_date).getTime()).toBeLessThan(60_000);
    expect(copy).toMatchObject({
      active: true,
      order: null,
      employee: { id: original.employee_fk },
      dealer: { id: suite.roles.dealerA.id },
      total_vat_included: 249_900,
      lease_amount: 6_512,
      salary_swap: 7_880,
      deliverability: 'Op voorraad',
      quotationFields: [{ field_fk: fieldId, value: 'Stadsfiets Ø' }],
    });
    const [stored] = await suite.app.database.db.select().from(quotations).where(eq(quotations.id, copy.id));
    expect(stored.calculation_sheet).toEqual(original.calculation_sheet);
  });

  it("refuses with 'Kan niet dupliceren.' when the company has a field the source lacks", async () => {
    const original = await source();
    await suite.app.database.db.delete(quotationFields).where(eq(quotationFields.quotation_fk, original.id));
    const before = await suite.app.database.db.select({ id: quotations.id }).from(quotations);
    const response = await suite.roles.dealerUser.request(DUPLICATE, { id: original.id });
    expect(errorCode(response)).toBe('CANNOT_DUPLICATE');
    expect(errorMessage('CANNOT_DUPLICATE', 'nl')).toBe('Kan niet dupliceren.');
    expect(await suite.app.database.db.select({ id: quotations.id }).from(quotations)).toHaveLength(
      before.length,
    );
  });

  it('lets super users and the dealer admin duplicate, refuses another dealer and employers', async () => {
    const original = await source();
    for (const client of [suite.roles.superUser, suite.roles.dealerAdmin]) {
      const { body } = await client.request(DUPLICATE, { id: original.id });
      expect(body.errors).toBeUndefined();
    }
    for (const client of [suite.roles.otherDealer, suite.roles.otherDealerAndEmployer]) {
      expect(errorCode(await client.request(DUPLICATE, { id: original.id }))).toBe('NOT_FOUND');
    }
    for (const client of [suite.roles.employer, suite.roles.employerAdmin]) {
      expect(errorCode(await client.request(DUPLICATE, { id: original.id }))).toBe('FORBIDDEN');
    }
  });

  it('refuses a copy for a company whose employees now use a partner portal, for every role that may copy', async () => {
    const original = await source();
    const partner = await createCompany(suite.app.database.db, { partner_integration: 'KPMG' });
    await suite.app.database.db
      .update(quotations)
      .set({ company_fk: partner.id })
      .where(eq(quotations.id, original.id));
    for (const client of [suite.roles.superUser, suite.roles.dealerAdmin, suite.roles.dealerUser])
      expect(errorCode(await client.request(DUPLICATE, { id: original.id }))).toBe('PARTNER_PORTAL_COMPANY');
    const copies = await suite.app.database.db
      .select()
      .from(quotations)
      .where(eq(quotations.company_fk, partner.id));
    expect(copies).toHaveLength(1);
  });

  it('announces the new quotation to its dealer', async () => {
    const original = await source();
    const client = subscriptionClient(await suite.app.listen(0, '127.0.0.1'), suite.roles.dealerUser.cookie);
    const before = suite.app.pubsub.listenerCount();
    const subscription = client.subscribe('subscription { quotationCreated { quotation_id employee_id } }');
    await waitUntil(() => suite.app.pubsub.listenerCount() > before);
    const { body } = await suite.roles.dealerUser.request<{ duplicateQuotation: Copy }>(DUPLICATE, {
      id: original.id,
    });
    expect((await subscription.next()).data).toEqual({
      quotationCreated: { quotation_id: body.data!.duplicateQuotation.id, employee_id: original.employee_fk },
    });
    await client.dispose();
  });
});
