import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fields } from '../../db/schema/fields';
import { confirmedOrders } from '../../db/schema/orders';
import { createCompany, createDealer, createOrder, createQuotation } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { companyField } from '../../test/cards-test-support';
import { overviewSuite, type Client } from '../../test/overview-test-support';

const CARDS = `query($employee: Int!, $dealer: Int, $active: Boolean) {
  employeeQuotations(employee_id: $employee, dealer_id: $dealer, active_only: $active) {
    employee { id name company { id } }
    quotations {
      id active dealer { id } duplicate_possible signed_online pdf_url actions bike_info_complete
      order { orderStatus { index } }
    }
  }
}`;
type Card = {
  id: number;
  active: boolean;
  duplicate_possible: boolean;
  signed_online: boolean;
  pdf_url: string;
  actions: string[];
};

describe("an employee's quotation cards", () => {
  const suite = overviewSuite();
  let employeeId: number;
  let older: number;
  let newer: number;
  let inactive: number;
  let otherDealers: number;
  beforeAll(async () => {
    const db = suite.app.database.db;
    const refs = { dealerId: suite.roles.dealerA.id, companyId: suite.roles.companyA.id };
    const first = await createQuotation(db, refs, { quotation_date: new Date('2026-10-01T10:00:00Z') });
    employeeId = first.employee_fk;
    older = first.id;
    const of = (values: Parameters<typeof createQuotation>[2]) =>
      createQuotation(db, refs, { employee_fk: employeeId, ...values }).then((q) => q.id);
    newer = await of({ quotation_date: new Date('2026-11-01T10:00:00Z') });
    inactive = await of({ quotation_date: new Date('2026-10-15T10:00:00Z'), active: false });
    const dealerC = await createDealer(db);
    otherDealers = (await createQuotation(db, { ...refs, dealerId: dealerC.id }, { employee_fk: employeeId }))
      .id;
    const order = await createOrder(db, newer, { order_status_fk: 6 });
    await db.insert(confirmedOrders).values({ order_fk: order.id, confirmed_by: 'Werkgever' });
  });

  const cards = async (client: Client, variables: Record<string, unknown> = {}) => {
    const { body } = await client.request<{ employeeQuotations: { quotations: Card[] } }>(CARDS, {
      employee: employeeId,
      ...variables,
    });
    expect(body.errors).toBeUndefined();
    return body.data!.employeeQuotations.quotations;
  };

  it("gives a dealer its own dealers' quotations of the employee, newest first", async () => {
    for (const client of [suite.roles.dealerUser, suite.roles.dealerAdmin]) {
      expect((await cards(client)).map((card) => card.id)).toEqual([newer, inactive, older]);
    }
  });

  it('gives super users every dealer, and one dealer when asked', async () => {
    expect((await cards(suite.roles.superUser)).map((card) => card.id).sort()).toEqual(
      [older, newer, inactive, otherDealers].sort(),
    );
    const ofDealerA = await cards(suite.roles.superUser, { dealer: suite.roles.dealerA.id });
    expect(ofDealerA.map((card) => card.id)).toEqual([newer, inactive, older]);
  });

  it('keeps to the active quotations when asked', async () => {
    expect((await cards(suite.roles.dealerUser, { active: true })).map((card) => card.id)).toEqual([
      newer,
      older,
    ]);
  });

  it("shows another dealer nothing, even when it asks for dealer A's", async () => {
    expect(await cards(suite.roles.otherDealer)).toEqual([]);
    expect(await cards(suite.roles.otherDealer, { dealer: suite.roles.dealerA.id })).toEqual([]);
    expect(await cards(suite.roles.otherDealerAndEmployer)).toEqual([]);
  });

  it('names the employee and its company for the header', async () => {
    const { body } = await suite.roles.dealerUser.request(CARDS, { employee: employeeId });
    expect(body.data?.employeeQuotations).toMatchObject({
      employee: { id: employeeId, company: { id: suite.roles.companyA.id } },
    });
  });

  it('answers NOT_FOUND for an employee of a hidden company a dealer may not read', async () => {
    const hidden = await createCompany(suite.app.database.db, { hide: true });
    const quotation = await createQuotation(suite.app.database.db, {
      dealerId: suite.roles.dealerA.id,
      companyId: hidden.id,
    });
    const response = await suite.roles.dealerUser.request(CARDS, { employee: quotation.employee_fk });
    expect(errorCode(response)).toBe('NOT_FOUND');
  });

  it('refuses employer users', async () => {
    for (const client of [suite.roles.employer, suite.roles.employerAdmin]) {
      const response = await client.request(CARDS, { employee: employeeId });
      expect(errorCode(response)).toBe('FORBIDDEN');
    }
  });

  it("carries the card's marker, PDF address and actions", async () => {
    const [card] = await cards(suite.roles.dealerUser);
    expect(card).toMatchObject({
      id: newer,
      signed_online: true,
      pdf_url: `/files/quotations/${newer}/pdf`,
      actions: ['DOCUMENTS'],
      bike_info_complete: false,
    });
    const withoutOrder = (await cards(suite.roles.dealerUser)).find((c) => c.id === older)!;
    expect(withoutOrder).toMatchObject({ signed_online: false, actions: ['EXECUTE'] });
  });

  it('says a quotation cannot be duplicated once the company has a field it lacks', async () => {
    expect((await cards(suite.roles.dealerUser)).every((card) => card.duplicate_possible)).toBe(true);
    const field = await companyField(suite.app, suite.roles.companyA.id);
    expect((await cards(suite.roles.dealerUser)).some((card) => card.duplicate_possible)).toBe(false);
    await suite.app.database.db.delete(fields).where(eq(fields.id, field.id));
  });
});
