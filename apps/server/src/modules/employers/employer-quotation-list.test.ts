import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, viewerFor } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { createTestApp } from '../../test/test-app';
import {
  employerListScene,
  type EmployerListScene,
  type TestApp,
} from '../../test/employer-list-test-support';
import { employerExportBatches } from './employer-export-rows';

const LIST = `query($page: Int!, $filter: EmployerQuotationFilter, $sort: ListSort) {
  employerQuotations(page: $page, filter: $filter, sort: $sort) {
    total total_capped page size
    items { id quotation_number quotation_date employee { id full_name } company { id name }
      order_status { code } contract_end_status license_number costcenter start_date end_date
      lease_amount_vat approved decision_reason }
  }
}`;

type Item = {
  id: number;
  quotation_number: string;
  company: { id: number; name: string };
  order_status: { code: string };
  [column: string]: unknown;
};
type Client = EmployerListScene['users']['superUser'];

describe("the employer portal's quotation list", () => {
  let app: TestApp;
  let scene: EmployerListScene;
  beforeAll(async () => {
    app = await createTestApp();
    scene = await employerListScene(app);
  });
  afterAll(() => app.close());

  const list = async (client: Client, variables: Record<string, unknown> = {}) => {
    const { body } = await client.request<{ employerQuotations: { total: number; items: Item[] } }>(LIST, {
      page: 1,
      ...variables,
    });
    return {
      body,
      items: body.data?.employerQuotations.items ?? [],
      total: body.data?.employerQuotations.total,
    };
  };
  const ids = (items: Item[]) => items.map((item) => item.id);

  it("shows a parent company's employer its own and its sub-company's quotations, newest number first, with every column", async () => {
    const { signed, delivered, refused } = scene.quotations;
    const { body, items, total } = await list(scene.users.parentEmployer);
    expect(body.errors).toBeUndefined();
    expect(ids(items)).toEqual([refused.id, delivered.id, signed.id]);
    expect(total).toBe(3);
    expect(items[1]).toMatchObject({
      quotation_number: delivered.quotation_number,
      company: { id: scene.companies.child.id, name: 'Child BV' },
      order_status: { code: 'DELIVERED' },
      contract_end_status: 'TAKEOVER',
      license_number: 'S-ABC-123',
      start_date: '2025-01-15T10:00:00.000Z',
      end_date: '2028-03-31T23:30:00.000Z',
      lease_amount_vat: 123456,
      approved: true,
      decision_reason: 'Akkoord HR',
    });
    expect(items[0]).toMatchObject({ approved: false, decision_reason: 'Budget op' });
    expect(items[2]).toMatchObject({ approved: null, decision_reason: null, costcenter: 'Productie' });
  });

  it('never shows NEW, TESTPURPOSES or a quotation without an order, to employers and super users alike', async () => {
    const hidden = Object.values(scene.quotations.hidden).map((q) => q.id);
    for (const client of [scene.users.parentEmployer, scene.users.superUser]) {
      const { items } = await list(client, { filter: { company_id: scene.companies.parent.id } });
      expect(ids(items)).toEqual([scene.quotations.signed.id]);
      expect(ids(items).some((id) => hidden.includes(id))).toBe(false);
    }
  });

  it("keeps a sub-company's employer to its own company and another company's employer to theirs", async () => {
    const { delivered, refused, otherSigned } = scene.quotations;
    expect(ids((await list(scene.users.childEmployer)).items)).toEqual([refused.id, delivered.id]);
    expect(ids((await list(scene.users.otherEmployer)).items)).toEqual([otherSigned.id]);
    // Another company's id as a filter finds nothing rather than widening the scope.
    const foreign = await list(scene.users.otherEmployer, {
      filter: { company_id: scene.companies.parent.id },
    });
    expect(foreign.body.errors).toBeUndefined();
    expect(foreign.items).toEqual([]);
    expect(foreign.total).toBe(0);
  });

  it("refuses a dealer without companies, and shows a dealer who is also an employer only its companies' quotations", async () => {
    expect(errorCode(await scene.users.dealer.request(LIST, { page: 1 }))).toBe('FORBIDDEN');
    const both = await list(scene.users.dealerAndOtherEmployer);
    expect(ids(both.items)).toEqual([scene.quotations.otherSigned.id]);
  });

  it('shows a super user every company, one company at a time when filtered (not its sub-companies)', async () => {
    const { signed, delivered, refused, otherSigned } = scene.quotations;
    const all = await list(scene.users.superUser);
    expect(ids(all.items)).toEqual([otherSigned.id, refused.id, delivered.id, signed.id]);
    const child = await list(scene.users.superUser, { filter: { company_id: scene.companies.child.id } });
    expect(ids(child.items)).toEqual([refused.id, delivered.id]);
  });

  it('filters on the number (however typed), the employee, the status, the bike type and the end month', async () => {
    const { signed, delivered } = scene.quotations;
    const parentEmployer = scene.users.parentEmployer;
    const digits = signed.quotation_number.slice(1);
    const plain = String(Number(digits));
    for (const typed of [digits, `q${digits}`, signed.quotation_number, plain, `Q${plain}`]) {
      expect(ids((await list(parentEmployer, { filter: { quotation_number: typed } })).items)).toEqual([
        signed.id,
      ]);
    }
    const employee = await list(parentEmployer, {
      filter: { employee_name: delivered.employee_name.slice(-6) },
    });
    expect(ids(employee.items)).toEqual([delivered.id]);
    expect(ids((await list(parentEmployer, { filter: { order_status_id: 5 } })).items)).toEqual([
      delivered.id,
    ]);
    // The dashboard's bike-type slice opens the list with this filter.
    expect(ids((await list(parentEmployer, { filter: { bike_type_id: 5 } })).items)).toEqual([delivered.id]);
    expect(ids((await list(parentEmployer, { filter: { end_month: '2028-04' } })).items)).toEqual([
      delivered.id,
    ]);
    expect((await list(parentEmployer, { filter: { end_month: '2028-03' } })).items).toEqual([]);
    expect(errorCode(await list(parentEmployer, { filter: { end_month: '2028-13' } }))).toBe('BAD_INPUT');
    expect(ids((await list(parentEmployer, { filter: { quotation_id: signed.id } })).items)).toEqual([
      signed.id,
    ]);
    const hiddenById = await list(parentEmployer, {
      filter: { quotation_id: scene.quotations.hidden.new.id },
    });
    expect(hiddenById.items).toEqual([]);
    // NEW is never a match, even asked for by its id.
    expect((await list(parentEmployer, { filter: { order_status_id: 1 } })).items).toEqual([]);
  });

  it('sorts on the number, the start date and the end date; an order without a date comes last ascending', async () => {
    const { signed, delivered, refused } = scene.quotations;
    const sorted = async (field: string, direction: 'asc' | 'desc') =>
      ids((await list(scene.users.parentEmployer, { sort: { field, direction } })).items);
    expect(await sorted('quotation_number', 'asc')).toEqual([signed.id, delivered.id, refused.id]);
    expect(await sorted('start_date', 'asc')).toEqual([delivered.id, signed.id, refused.id]);
    expect(await sorted('start_date', 'desc')).toEqual([refused.id, signed.id, delivered.id]);
    expect(await sorted('end_date', 'asc')).toEqual([delivered.id, signed.id, refused.id]);
    const refusedSort = await list(scene.users.parentEmployer, {
      sort: { field: 'employee', direction: 'asc' },
    });
    expect(errorCode(refusedSort)).toBe('BAD_INPUT');
  });

  it('reads the whole list for the export in the same order, batch after batch', async () => {
    const viewer = viewerFor(await createUser(app.database.db, { super_user: true }));
    for (const sort of [
      null,
      { field: 'start_date', direction: 'asc' as const },
      { field: 'end_date', direction: 'desc' as const },
    ]) {
      const batches = [];
      for await (const batch of employerExportBatches(app.database, viewer, { sort, batchSize: 1 }))
        batches.push(batch.map((row) => row.id));
      const { items } = await list(scene.users.superUser, { sort });
      expect(batches).toEqual(items.map((item) => [item.id]));
    }
  });

  it('offers the statuses but NEW and TESTPURPOSES, and the viewer’s companies with those below them', async () => {
    const { body } = await scene.users.childEmployer.request<{
      employerOrderStatuses: { code: string }[];
      employerCompanies: { id: number; name: string; company_parent_fk: number | null }[];
    }>('{ employerOrderStatuses { code } employerCompanies { id name company_parent_fk } }');
    const codes = body.data!.employerOrderStatuses.map((status) => status.code);
    expect(codes).not.toContain('NEW');
    expect(codes).not.toContain('TESTPURPOSES');
    expect(codes).toEqual(expect.arrayContaining(['SIGNED', 'SEND_TO_DECIDER', 'APPROVED', 'REFUSED']));
    expect(body.data!.employerCompanies).toEqual([
      { id: scene.companies.child.id, name: 'Child BV', company_parent_fk: scene.companies.parent.id },
    ]);
    const parent = await scene.users.parentEmployer.request<{ employerCompanies: { name: string }[] }>(
      '{ employerCompanies { name } }',
    );
    expect(parent.body.data!.employerCompanies.map((c) => c.name)).toEqual(['Child BV', 'Parent NV']);
    const dealer = await scene.users.dealer.request('{ employerCompanies { id } }');
    expect(errorCode(dealer)).toBe('FORBIDDEN');
  });
});
