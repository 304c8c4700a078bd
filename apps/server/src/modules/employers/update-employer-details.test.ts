import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { costCenters } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { quotations } from '../../db/schema/quotations';
import { errorCode } from '../../test/graphql-client';
import { historyOf, overviewSuite, quotationWithOrder, type Client } from '../../test/overview-test-support';

const UPDATE = `mutation($id: Int!, $number: String, $costcenter: String, $date: DateTime) {
  updateEmployerQuotationDetails(
    quotation_id: $id, employee_number: $number, costcenter: $costcenter, earliest_delivery_date: $date
  ) { quotation_id employee_number costcenter earliest_delivery_date }
}`;
type Details = {
  quotation_id: number;
  employee_number: string | null;
  costcenter: string | null;
  earliest_delivery_date: string | null;
};

describe("the employer's details of a quotation", () => {
  const suite = overviewSuite();
  beforeAll(async () => {
    await db()
      .insert(costCenters)
      .values([
        { company_fk: suite.roles.companyA.id, name: 'Productie' },
        { company_fk: suite.roles.companyA.id, name: 'Verkoop' },
      ]);
  });
  const db = () => suite.app.database.db;
  const update = (client: Client, variables: Record<string, unknown>) =>
    client.request<{ updateEmployerQuotationDetails: Details }>(UPDATE, variables);
  const waiting = (status = 6) =>
    quotationWithOrder(suite.app, suite.roles, { order: { order_status_fk: status } });

  it('saves the employee number, a cost centre of the company and the day at 11:00 in Brussels', async () => {
    const { quotation } = await waiting();
    // 23:30 UTC on 14/03 is already 00:30 on the 15th in Brussels: the day is the 15th.
    const { body } = await update(suite.roles.employer, {
      id: quotation.id,
      number: ' EMP-042 ',
      costcenter: 'Productie',
      date: '2027-03-14T23:30:00.000Z',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateEmployerQuotationDetails).toEqual({
      quotation_id: quotation.id,
      employee_number: 'EMP-042',
      costcenter: 'Productie',
      earliest_delivery_date: '2027-03-15T10:00:00.000Z',
    });
    const [employee] = await db().select().from(employees).where(eq(employees.id, quotation.employee_fk));
    expect(employee.employee_number).toBe('EMP-042');
    expect(await historyOf(suite.app, quotation.id)).toEqual([
      ['order', 'employee_number', null, 'EMP-042'],
      ['order', 'costcenter', null, 'Productie'],
      ['order', 'earliest_delivery_date', null, '2027-03-15T10:00:00.000Z'],
    ]);
  });

  it('keeps what is left out, clears what is sent empty, and writes nothing when nothing changes', async () => {
    const { quotation } = await waiting(2);
    await update(suite.roles.employer, {
      id: quotation.id,
      costcenter: 'Verkoop',
      date: '2027-06-01T10:00:00Z',
    });
    const cleared = await update(suite.roles.employerAdmin, { id: quotation.id, date: null });
    expect(cleared.body.data?.updateEmployerQuotationDetails).toMatchObject({
      costcenter: 'Verkoop',
      earliest_delivery_date: null,
    });
    const before = await historyOf(suite.app, quotation.id);
    await update(suite.roles.employer, { id: quotation.id, costcenter: 'Verkoop' });
    expect(await historyOf(suite.app, quotation.id)).toEqual(before);
    await update(suite.roles.employer, { id: quotation.id, costcenter: '' });
    const [row] = await db().select().from(quotations).where(eq(quotations.id, quotation.id));
    expect(row.costcenter).toBeNull();
  });

  it('refuses a cost centre the company does not have, and edits once the status locks them', async () => {
    const { quotation } = await waiting();
    expect(errorCode(await update(suite.roles.employer, { id: quotation.id, costcenter: 'Marketing' }))).toBe(
      'COST_CENTER_UNKNOWN',
    );
    for (const locked of [3, 4, 5, 8]) {
      const { quotation: decided } = await waiting(locked);
      expect(errorCode(await update(suite.roles.employer, { id: decided.id, number: 'X' }))).toBe(
        'ORDER_LOCKED',
      );
    }
    const [row] = await db().select().from(quotations).where(eq(quotations.id, quotation.id));
    expect(row.costcenter).toBeNull();
  });

  it('is for the employers of the company and super users only', async () => {
    const { quotation } = await waiting();
    for (const dealer of [suite.roles.dealerAdmin, suite.roles.dealerUser, suite.roles.otherDealer])
      expect(errorCode(await update(dealer, { id: quotation.id, number: 'X' }))).toBe('FORBIDDEN');
    const unseen = await waiting(1);
    expect(errorCode(await update(suite.roles.employer, { id: unseen.quotation.id, number: 'X' }))).toBe(
      'NOT_FOUND',
    );
    expect(
      (await update(suite.roles.superUser, { id: quotation.id, number: 'S-1' })).body.errors,
    ).toBeUndefined();
  });
});
