import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { quotations as quotationsTable } from '../../db/schema/quotations';
import { logger } from '../../logger';
import { createCompany, createDealer, createOrder, createQuotation } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const LIST = `query($page: Int!, $size: Int, $filter: QuotationListFilter, $sort: ListSort) {
  quotations(page: $page, size: $size, filter: $filter, sort: $sort) {
    total total_capped page size
    items { id quotation_number quotation_date deliverability active invoice_target_name order_id
      bike_type { id name } employee { id full_name } company { id name } dealer { id name }
      order_status { id code name } }
  }
}`;

type Item = {
  id: number;
  quotation_number: string;
  active: boolean;
  employee: { id: number; full_name: string };
  company: { id: number; name: string };
  dealer: { id: number; name: string };
  order_status: { id: number; code: string } | null;
  invoice_target_name: string;
  bike_type: { id: number; name: string };
};
type ListPage = {
  quotations: { total: number; total_capped: boolean; page: number; size: number; items: Item[] };
};
type Client = ReturnType<typeof graphqlClient>;

describe('the back-office quotation list', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => app.database.db;
  let scene: Awaited<ReturnType<typeof buildScene>>;

  async function quotationOf(
    refs: { dealerId: number; companyId: number },
    employee: [string, string],
    values: Partial<typeof quotationsTable.$inferInsert> = {},
  ) {
    const quotation = await createQuotation(db(), refs, values);
    await db()
      .update(employees)
      .set({ first_name: employee[0], last_name: employee[1] })
      .where(eq(employees.id, quotation.employee_fk));
    return quotation;
  }

  async function buildScene() {
    const dealer = await createDealer(db(), { name: 'Fietsen Anna' });
    const otherDealer = await createDealer(db(), { name: 'Velo Bruno' });
    const parent = await createCompany(db(), { name: 'Holding Zuid' });
    const child = await createCompany(db(), { name: 'Filiaal Gent', company_parent_fk: parent.id });
    const grandChild = await createCompany(db(), { name: 'Afdeling Oost', company_parent_fk: child.id });
    const other = await createCompany(db(), { name: 'Bakkerij Noord' });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 11));
    const own = { dealerId: dealer.id, companyId: parent.id };
    const q1 = await quotationOf(own, ['Jan', 'Peeters'], {
      quotation_date: day(1),
      deliverability: '2 weken',
    });
    const q2 = await quotationOf({ ...own, companyId: child.id }, ['Marie', 'Janssens'], {
      quotation_date: day(2),
    });
    const q3 = await quotationOf({ ...own, companyId: grandChild.id }, ['Luc', 'Claes'], {
      quotation_date: day(3),
      active: false,
    });
    // Typed in lower case: it still sorts first by employee, not after every capital.
    const q4 = await quotationOf({ ...own, companyId: other.id }, ['ann', 'wouters'], {
      quotation_date: day(4),
    });
    const foreign = await quotationOf({ dealerId: otherDealer.id, companyId: parent.id }, ['Jan', 'Maes'], {
      quotation_date: day(5),
    });
    await createOrder(db(), q2.id, { order_status_fk: 2 });
    await createOrder(db(), q3.id, { order_status_fk: 5 });
    await createOrder(db(), foreign.id, { order_status_fk: 2 });
    return { dealer, otherDealer, parent, child, grandChild, other, q1, q2, q3, q4, foreign };
  }

  let superUser: Client;
  let dealerUser: Client;

  beforeAll(async () => {
    app = await createTestApp();
    scene = await buildScene();
    superUser = await signedIn(app, { super_user: true });
    dealerUser = await signedIn(app, { dealerIds: [scene.dealer.id] });
  });
  afterAll(() => app.close());

  const list = (client: Client, variables: Record<string, unknown> = {}) =>
    client.request<ListPage>(LIST, { page: 1, ...variables });
  const ids = async (client: Client, variables: Record<string, unknown> = {}) => {
    const response = await list(client, variables);
    expect(response.body.errors).toBeUndefined();
    return response.body.data!.quotations.items.map((item) => item.id);
  };
  const mine = () => [scene.q1.id, scene.q2.id, scene.q3.id, scene.q4.id];

  it('shows a dealer its own quotations only, newest first, with every column', async () => {
    const response = await list(dealerUser, { filter: {} });
    const page = response.body.data!.quotations;
    expect(page.items.map((item) => item.id)).toEqual(mine().reverse());
    expect(page).toMatchObject({ total: 4, total_capped: false, page: 1, size: 10 });
    const q3 = page.items.find((item) => item.id === scene.q3.id)!;
    expect(q3).toMatchObject({
      quotation_number: scene.q3.quotation_number,
      active: false,
      employee: { full_name: 'Luc Claes' },
      company: { id: scene.grandChild.id, name: 'Afdeling Oost' },
      dealer: { id: scene.dealer.id, name: 'Fietsen Anna' },
      order_status: { id: 5, code: 'DELIVERED' },
      bike_type: { id: 2 },
    });
    expect(q3.invoice_target_name).toMatch(/^Target /);
    expect(page.items.find((item) => item.id === scene.q1.id)!.order_status).toBeNull();
  });

  it("shows a super user every dealer's quotations", async () => {
    const all = await ids(superUser, { filter: { company_id: scene.parent.id } });
    expect(all).toEqual([
      scene.foreign.id,
      ...mine()
        .filter((id) => id !== scene.q4.id)
        .reverse(),
    ]);
  });

  it("never shows a dealer another dealer's quotation, even when asked for by dealer or number", async () => {
    expect(await ids(dealerUser, { filter: { dealer_id: scene.otherDealer.id } })).toEqual([]);
    expect(await ids(dealerUser, { filter: { quotation_number: scene.foreign.quotation_number } })).toEqual(
      [],
    );
    const response = await list(dealerUser, { filter: { employee_name: 'maes' } });
    expect(response.body.data!.quotations.total).toBe(0);
  });

  it('refuses employers, who have the employer portal instead', async () => {
    const employer = await signedIn(app, { companyIds: [scene.parent.id] });
    const employerAdmin = await signedIn(app, { companyIds: [scene.parent.id], admin: true });
    expect(errorCode(await list(employer))).toBe('FORBIDDEN');
    expect(errorCode(await list(employerAdmin))).toBe('FORBIDDEN');
  });

  it("shows a user with dealers and companies only its dealers' quotations", async () => {
    const both = await signedIn(app, { dealerIds: [scene.otherDealer.id], companyIds: [scene.parent.id] });
    expect(await ids(both)).toEqual([scene.foreign.id]);
  });

  it('finds a quotation number however it is typed: with or without Q, with or without zeros', async () => {
    const digits = scene.q2.quotation_number.slice(1);
    const plain = String(Number(digits));
    for (const typed of [digits, `q${digits}`, plain, `Q${plain}`, `q0${digits}`])
      expect(await ids(dealerUser, { filter: { quotation_number: typed } })).toEqual([scene.q2.id]);
    // A number is one number, not the start of longer ones.
    expect(await ids(dealerUser, { filter: { quotation_number: digits.slice(0, -1) } })).toEqual([]);
  });

  it('filters on part of the employee name and of the company name, any case', async () => {
    expect(await ids(dealerUser, { filter: { employee_name: 'JAN' } })).toEqual([scene.q2.id, scene.q1.id]);
    expect(await ids(dealerUser, { filter: { company_name: 'noord' } })).toEqual([scene.q4.id]);
    expect(await ids(dealerUser, { filter: { employee_name: '%' } })).toEqual([]);
  });

  it('combines a company name with a subtree, and finds nothing for a name no company has', async () => {
    const both = { company_id: scene.parent.id, company_name: 'OOST' };
    expect(await ids(dealerUser, { filter: both })).toEqual([scene.q3.id]);
    const none = await list(dealerUser, { filter: { company_name: 'nergens' } });
    expect(none.body.data!.quotations).toMatchObject({ items: [], total: 0, total_capped: false, page: 1 });
  });

  it('filters on a company with its whole subtree', async () => {
    expect(await ids(dealerUser, { filter: { company_id: scene.child.id } })).toEqual([
      scene.q3.id,
      scene.q2.id,
    ]);
    expect(await ids(dealerUser, { filter: { company_id: scene.grandChild.id } })).toEqual([scene.q3.id]);
  });

  it('filters on order status, on no order, on dealer and on active only', async () => {
    expect(await ids(dealerUser, { filter: { order_status_id: 2 } })).toEqual([scene.q2.id]);
    expect(await ids(dealerUser, { filter: { no_order: true } })).toEqual([scene.q4.id, scene.q1.id]);
    expect(await ids(superUser, { filter: { dealer_id: scene.otherDealer.id } })).toEqual([scene.foreign.id]);
    expect(await ids(dealerUser, { filter: { active_only: true } })).toEqual(
      mine()
        .filter((id) => id !== scene.q3.id)
        .reverse(),
    );
  });

  it('sorts on each column both ways', async () => {
    const { q1, q2, q3, q4 } = scene;
    const sorted = (field: string, direction: string) => ids(dealerUser, { sort: { field, direction } });
    expect(await sorted('quotation_number', 'asc')).toEqual([q1.id, q2.id, q3.id, q4.id]);
    expect(await sorted('quotation_number', 'desc')).toEqual([q4.id, q3.id, q2.id, q1.id]);
    expect(await sorted('employee', 'asc')).toEqual([q4.id, q1.id, q3.id, q2.id]);
    expect(await sorted('company', 'desc')).toEqual([q1.id, q2.id, q4.id, q3.id]);
    expect(await sorted('order_status', 'asc')).toEqual([q1.id, q4.id, q2.id, q3.id]);
    expect(await sorted('order_status', 'desc')).toEqual([q3.id, q2.id, q4.id, q1.id]);
    expect(await sorted('quotation_date', 'asc')).toEqual([q1.id, q2.id, q3.id, q4.id]);
    expect(errorCode(await list(dealerUser, { sort: { field: 'active', direction: 'asc' } }))).toBe(
      'BAD_INPUT',
    );
  });

  it("refuses a page below 1 with the spec's message key, above 1000, and pages of more than 10", async () => {
    const low = await list(dealerUser, { page: 0 });
    expect(errorCode(low)).toBe('PAGE_TOO_LOW');
    expect(low.body.errors![0].extensions?.i18nKey).toBe('errors.pageTooLow');
    expect(errorCode(await list(dealerUser, { page: 1001 }))).toBe('PAGE_TOO_HIGH');
    expect(errorCode(await list(dealerUser, { size: 11 }))).toBe('BAD_INPUT');
    expect((await list(dealerUser, { page: 1000 })).body.data!.quotations.items).toEqual([]);
  });

  it('refuses page 5000 with a typed error, logged at info without a stack trace', async () => {
    const info = vi.spyOn(logger, 'info');
    const error = vi.spyOn(logger, 'error');
    try {
      const deep = await list(dealerUser, { page: 5000 });
      expect(errorCode(deep)).toBe('PAGE_TOO_HIGH');
      expect(deep.body.errors![0].extensions).toMatchObject({
        i18nKey: 'errors.pageTooHigh',
        details: { maxPage: 1000 },
      });
      expect(error).not.toHaveBeenCalled();
      const line = info.mock.calls.find(([fields]) => (fields as { code?: string }).code === 'PAGE_TOO_HIGH');
      expect(line?.[1]).toBe('graphql');
      expect(JSON.stringify(line?.[0])).not.toMatch(/"err"|stack|\s+at /);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('pages ten rows at a time with no row on two pages, ties broken by id', async () => {
    const dealer = await createDealer(db());
    const company = await createCompany(db());
    const sameDay = new Date(Date.UTC(2026, 1, 1, 11));
    const made: number[] = [];
    for (let i = 0; i < 13; i++) {
      made.push(
        (
          await createQuotation(
            db(),
            { dealerId: dealer.id, companyId: company.id },
            { quotation_date: sameDay },
          )
        ).id,
      );
    }
    const filter = { dealer_id: dealer.id };
    const first = (await list(superUser, { filter })).body.data!.quotations;
    const second = (await list(superUser, { filter, page: 2 })).body.data!.quotations;
    expect(first).toMatchObject({ total: 13, page: 1, size: 10 });
    expect(second).toMatchObject({ total: 13, page: 2 });
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(seen).toEqual([...made].reverse());
  });

  it('pages through the order status groups in order, each by date, none skipped or repeated', async () => {
    const dealer = await createDealer(db());
    const company = await createCompany(db());
    const made: number[] = [];
    // Each quotation a day before the one made before it: a group's date order is not its id order.
    for (let i = 0; i < 13; i++) {
      const quotation_date = new Date(Date.UTC(2026, 5, 30 - i, 9));
      made.push(
        (await createQuotation(db(), { dealerId: dealer.id, companyId: company.id }, { quotation_date })).id,
      );
    }
    for (const id of made.slice(0, 5)) await createOrder(db(), id, { order_status_fk: 2 });
    await createOrder(db(), made[5], { order_status_fk: 5 });
    const byDate = (group: number[]) => [...group].reverse();
    const expected = [...byDate(made.slice(6)), ...byDate(made.slice(0, 5)), made[5]];
    const page = async (n: number, direction: string) =>
      ids(superUser, {
        page: n,
        filter: { dealer_id: dealer.id },
        sort: { field: 'order_status', direction },
      });
    expect([...(await page(1, 'asc')), ...(await page(2, 'asc'))]).toEqual(expected);
    expect([...(await page(1, 'desc')), ...(await page(2, 'desc'))]).toEqual([...expected].reverse());
  });

  it("follows a renamed employee and an order's status as it moves, is added or removed", async () => {
    const dealer = await createDealer(db());
    const company = await createCompany(db());
    const quotation = await quotationOf({ dealerId: dealer.id, companyId: company.id }, ['Els', 'Smet']);
    const filter = (extra: Record<string, unknown>) => ({ filter: { dealer_id: dealer.id, ...extra } });
    const row = async () => (await list(superUser, filter({}))).body.data!.quotations.items[0];

    await db()
      .update(employees)
      .set({ last_name: 'Vermeulen' })
      .where(eq(employees.id, quotation.employee_fk));
    expect(await ids(superUser, filter({ employee_name: 'vermeul' }))).toEqual([quotation.id]);
    expect(await ids(superUser, filter({ employee_name: 'smet' }))).toEqual([]);
    const total = async (name: string) =>
      (await list(superUser, filter({ employee_name: name }))).body.data!.quotations.total;
    expect([await total('vermeul'), await total('smet')]).toEqual([1, 0]);
    expect((await row()).employee.full_name).toBe('Els Vermeulen');

    expect(await ids(superUser, filter({ no_order: true }))).toEqual([quotation.id]);
    const order = await createOrder(db(), quotation.id, { order_status_fk: 2 });
    expect(await ids(superUser, filter({ order_status_id: 2 }))).toEqual([quotation.id]);
    await db().update(orders).set({ order_status_fk: 5 }).where(eq(orders.id, order.id));
    expect(await ids(superUser, filter({ order_status_id: 2 }))).toEqual([]);
    expect(await ids(superUser, filter({ order_status_id: 5 }))).toEqual([quotation.id]);
    await db().delete(orders).where(eq(orders.id, order.id));
    expect(await ids(superUser, filter({ no_order: true }))).toEqual([quotation.id]);
  });

  it('keeps the copies right when a statement writes them directly', async () => {
    const dealer = await createDealer(db());
    const company = await createCompany(db());
    const quotation = await quotationOf({ dealerId: dealer.id, companyId: company.id }, ['Tom', 'Goossens']);
    await createOrder(db(), quotation.id, { order_status_fk: 2 });
    await db()
      .update(quotationsTable)
      .set({ employee_name: 'Someone Else', order_status_fk: 5 })
      .where(eq(quotationsTable.id, quotation.id));
    const [copies] = await db()
      .select({ name: quotationsTable.employee_name, status: quotationsTable.order_status_fk })
      .from(quotationsTable)
      .where(eq(quotationsTable.id, quotation.id));
    expect(copies).toEqual({ name: 'Tom Goossens', status: 2 });
  });
});
