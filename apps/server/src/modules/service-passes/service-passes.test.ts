import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../db/schema/bikes';
import { servicePasses, servicePassTransactions } from '../../db/schema/service-passes';
import { appSuite } from '../../test/app-suite';
import { createCompany, createDealer, createOrder, createQuotation } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedInRoles, type Role } from '../../test/signed-in';

type Client = ReturnType<typeof graphqlClient>;
type Pass = {
  id: number;
  barcode: string;
  first_in_pack: string | null;
  status: string;
  dealer_fk: number | null;
  dealer_name: string | null;
  dealer: string | null;
  employee: string | null;
  employee_name: string | null;
  quotation_number: string | null;
  starting_amount: number;
  used_amount: number;
  remaining_amount: number;
  comment: string | null;
  blocked_at: string | null;
  emptied_at: string | null;
};

const PASS = `id barcode first_in_pack status dealer_fk dealer_name dealer employee employee_name
  quotation_number starting_amount used_amount remaining_amount comment blocked_at emptied_at`;
const LIST = `query($page: Int!, $filter: ServicePassFilter, $sort: ListSort) {
  servicePasses(page: $page, filter: $filter, sort: $sort) { total page size items { ${PASS} } }
}`;
const ADD = `mutation($barcodes: [String!]!) { addServicePasses(barcodes: $barcodes) { added { ${PASS} } duplicates } }`;
const UPDATE = `mutation($changes: [ServicePassChange!]!) { updateServicePasses(changes: $changes) { ${PASS} } }`;
const ASSIGN = `mutation($ids: [Int!]!, $dealer_fk: Int, $dealer_name: String) {
  assignServicePassDealer(ids: $ids, dealer_fk: $dealer_fk, dealer_name: $dealer_name) { ${PASS} }
}`;
const PACK = `query($id: Int!) { servicePassesByPack(id: $id) { in_pack first_in_pack items { barcode } } }`;
const CARD = `query($id: Int!) { servicePassCard(id: $id) {
  result_code info_warning balance_cents blocked amount_check activation { loaded_cents activated_at }
} }`;
const TRANSACTIONS = `query($id: Int!) { servicePassTransactions(id: $id) { amount_cents description occurred_at } }`;
const HISTORY = `query($id: Int!) { servicePassHistory(id: $id) { action blocked_at emptied_at user_name } }`;
const BLOCK = `mutation($id: Int!) { blockServicePass(id: $id) { ${PASS} } }`;
const UNBLOCK = `mutation($id: Int!) { unblockServicePass(id: $id) { ${PASS} } }`;
const EMPTY = `mutation($id: Int!) { emptyServicePass(id: $id) { ${PASS} } }`;
const BIKES = `query($search: String!) { servicePassBikes(search: $search) { bike_id employee quotation_number } }`;

/** `count` consecutive barcodes of a range no other test uses. */
const barcodes = (count: number) => {
  const base = BigInt(
    `3120${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e3)).padStart(3, '0')}000`,
  );
  return Array.from({ length: count }, (_, i) => String(base + BigInt(i)));
};

describe('service-pass management (spec 03 section 2.3)', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let clients: Record<Role, Client>;
  let admin: Client;
  let dealer: { id: number; name: string };
  let company: { id: number };

  async function data<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await admin.request<Record<string, T>>(query, variables);
    expect(response.body.errors).toBeUndefined();
    return Object.values(response.body.data!)[0];
  }
  const add = (codes: string[]) => data<{ added: Pass[]; duplicates: string[] }>(ADD, { barcodes: codes });

  /** A pass with a load of 150 euro and a spend of 45,50 on its card (the simulator's ledger). */
  async function loadedPass() {
    const [pass] = (await add(barcodes(1))).added;
    await db()
      .update(servicePasses)
      .set({ starting_amount: 15000, remaining_amount: 10450, used_amount: 4550 })
      .where(eq(servicePasses.id, pass.id));
    await db()
      .insert(servicePassTransactions)
      .values([
        {
          service_pass_fk: pass.id,
          amount: 15000,
          description: 'Opwaardering',
          occurred_at: new Date('2026-03-01T09:00:00Z'),
        },
        {
          service_pass_fk: pass.id,
          amount: -4550,
          description: 'Onderhoudsbeurt',
          occurred_at: new Date('2026-06-01T09:00:00Z'),
        },
      ]);
    return pass;
  }

  async function bikeOfEmployee() {
    const quotation = await createQuotation(db(), { dealerId: dealer.id, companyId: company.id });
    const order = await createOrder(db(), quotation.id);
    const [bike] = await db()
      .insert(bikes)
      .values({ order_fk: order.id, employee_fk: quotation.employee_fk, bike_type_fk: 2 })
      .returning();
    return { bike, quotation };
  }

  beforeAll(async () => {
    dealer = await createDealer(db(), { name: `Fietsen ${randomInt(1e6)}` });
    company = await createCompany(db());
    clients = await signedInRoles(suite.app, {
      dealerId: dealer.id,
      otherDealerId: (await createDealer(db())).id,
      companyId: company.id,
    });
    admin = clients.superUser;
  });

  it('adds a batch of consecutive barcodes as one pack and a lone barcode in none', async () => {
    const pack = barcodes(3);
    const [lone] = barcodes(1);
    const { added, duplicates } = await add([pack[2], lone, pack[0], pack[1]]);
    expect(duplicates).toEqual([]);
    expect(added.map((p) => [p.barcode, p.first_in_pack])).toEqual(
      expect.arrayContaining([
        [pack[0], pack[0]],
        [pack[1], pack[0]],
        [pack[2], pack[0]],
        [lone, null],
      ]),
    );
  });

  it('refuses a barcode that exists, per barcode, and adds the others', async () => {
    const [first, second] = barcodes(2);
    await add([first]);
    const { added, duplicates } = await add([first, second]);
    expect(duplicates).toEqual([first]);
    expect(added.map((p) => p.barcode)).toEqual([second]);
  });

  it('refuses a barcode that is not 19 digits, and an empty add', async () => {
    const letters = await admin.request(ADD, { barcodes: ['3120A23456789012345'] });
    expect(letters.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_INPUT',
      details: { fields: { 'barcodes.0': 'DIGITS_ONLY' } },
    });
    const short = await admin.request(ADD, { barcodes: ['312012345'] });
    expect(short.body.errors?.[0].extensions).toMatchObject({
      details: { fields: { 'barcodes.0': 'SERVICE_PASS_LENGTH' } },
    });
    expect(errorCode(await admin.request(ADD, { barcodes: [] }))).toBe('NO_SERVICE_PASSES_ADDED');
  });

  it('lists 100 to a page in barcode order and filters on barcode, dealer, employee and quotation', async () => {
    const codes = barcodes(3);
    const { added } = await add([...codes].reverse());
    const page = await data<{ total: number; size: number; items: Pass[] }>(LIST, {
      page: 1,
      filter: { barcode: codes[0].slice(0, 16) },
    });
    expect(page.size).toBe(100);
    expect(page.items.map((p) => p.barcode)).toEqual(codes);
    const { bike, quotation } = await bikeOfEmployee();
    await data(UPDATE, {
      changes: [
        { id: added[1].id, bike_fk: bike.id },
        { id: added[2].id, dealer_fk: dealer.id },
      ],
    });
    const byQuotation = await data<{ items: Pass[] }>(LIST, {
      page: 1,
      filter: { quotation_number: quotation.quotation_number.replace(/^Q/, '') },
    });
    expect(byQuotation.items.map((p) => p.barcode)).toEqual([added[1].barcode]);
    const employee = byQuotation.items[0].employee!;
    const byEmployee = await data<{ items: Pass[] }>(LIST, {
      page: 1,
      filter: { employee_name: employee.toLowerCase() },
    });
    expect(byEmployee.items.map((p) => p.barcode)).toEqual([added[1].barcode]);
    const byDealer = await data<{ items: Pass[] }>(LIST, {
      page: 1,
      filter: { dealer_name: dealer.name, barcode: codes[0].slice(0, 16) },
    });
    expect(byDealer.items.map((p) => p.barcode)).toEqual([added[2].barcode]);
    const sorted = await data<{ items: Pass[] }>(LIST, {
      page: 1,
      filter: { barcode: codes[0].slice(0, 16) },
      sort: { field: 'barcode', direction: 'desc' },
    });
    expect(sorted.items.map((p) => p.barcode)).toEqual([...codes].reverse());
    expect(
      errorCode(await admin.request(LIST, { page: 1, sort: { field: 'comment', direction: 'asc' } })),
    ).toBe('BAD_INPUT');
  });

  it('saves changed rows together: a dealer by name, an amount, a comment; one refused row saves none', async () => {
    const { added } = await add(barcodes(2));
    const saved = await data<Pass[]>(UPDATE, {
      changes: [
        { id: added[0].id, dealer_name: 'Velo Vrij', starting_amount: 20000, comment: 'Doos 4' },
        { id: added[1].id, employee_name: 'Jan Peeters' },
      ],
    });
    expect(
      saved.map((p) => [p.dealer_name, p.starting_amount, p.remaining_amount, p.comment, p.employee_name]),
    ).toEqual([
      ['Velo Vrij', 20000, 20000, 'Doos 4', null],
      [null, 0, 0, null, 'Jan Peeters'],
    ]);
    const { bike } = await bikeOfEmployee();
    await data(UPDATE, { changes: [{ id: added[0].id, bike_fk: bike.id }] });
    const refused = await admin.request(UPDATE, {
      changes: [
        { id: added[0].id, comment: 'niet bewaard' },
        { id: added[1].id, bike_fk: bike.id },
      ],
    });
    expect(errorCode(refused)).toBe('SERVICE_PASS_IN_USE');
    const [row] = await db().select().from(servicePasses).where(eq(servicePasses.id, added[0].id));
    expect(row.comment).toBe('Doos 4');
  });

  it('assigns a registered dealer, or a free-text one, to the selected passes at once', async () => {
    const { added } = await add(barcodes(3));
    const ids = added.map((p) => p.id);
    const assigned = await data<Pass[]>(ASSIGN, { ids, dealer_fk: dealer.id });
    expect(assigned.map((p) => [p.dealer_fk, p.dealer])).toEqual(ids.map(() => [dealer.id, dealer.name]));
    const byName = await data<Pass[]>(ASSIGN, { ids: ids.slice(0, 1), dealer_name: 'Fietsen De Ketting' });
    expect(byName.map((p) => [p.dealer_fk, p.dealer_name])).toEqual([[null, 'Fietsen De Ketting']]);
    expect(errorCode(await admin.request(ASSIGN, { ids, dealer_fk: 999_999 }))).toBe('INVALID_DEALER');
    expect(errorCode(await admin.request(ASSIGN, { ids }))).toBe('INVALID_DEALER');
  });

  it('finds the bikes of an employee to give a pass to', async () => {
    const { quotation } = await bikeOfEmployee();
    const hits = await data<{ quotation_number: string }[]>(BIKES, { search: quotation.quotation_number });
    expect(hits.map((h) => h.quotation_number)).toEqual([quotation.quotation_number]);
    expect(errorCode(await admin.request(BIKES, { search: 'ab' }))).toBe('SEARCH_TOO_SHORT');
  });

  it("shows a pass's pack: 10 before and 10 after it, within its pack", async () => {
    const codes = barcodes(25);
    const { added } = await add(codes);
    const middle = added.find((p) => p.barcode === codes[12])!;
    const pack = await data<{ in_pack: boolean; first_in_pack: string; items: { barcode: string }[] }>(PACK, {
      id: middle.id,
    });
    expect(pack).toMatchObject({ in_pack: true, first_in_pack: codes[0] });
    expect(pack.items.map((p) => p.barcode)).toEqual(codes.slice(2, 23));
    const first = added.find((p) => p.barcode === codes[0])!;
    expect((await data<{ items: unknown[] }>(PACK, { id: first.id })).items).toHaveLength(11);
  });

  it('shows the barcode neighbours of a pass in no pack, and says so', async () => {
    const [lone] = (await add(barcodes(1))).added;
    const pack = await data<{ in_pack: boolean; items: { barcode: string }[] }>(PACK, { id: lone.id });
    expect(pack.in_pack).toBe(false);
    expect(pack.items.map((p) => p.barcode)).toContain(lone.barcode);
    expect(pack.items.length).toBeLessThanOrEqual(21);
  });

  it("tells the card's balance and activation, and whether the loaded amount matches the start", async () => {
    const pass = await loadedPass();
    expect(await data(CARD, { id: pass.id })).toEqual({
      result_code: '0',
      info_warning: null,
      balance_cents: 10450,
      blocked: false,
      amount_check: 'match',
      activation: { loaded_cents: 15000, activated_at: '2026-03-01T09:00:00.000Z' },
    });
    await data(UPDATE, { changes: [{ id: pass.id, starting_amount: 20000 }] });
    expect(await data(CARD, { id: pass.id })).toMatchObject({ amount_check: 'mismatch' });
  });

  it("lists the card's transactions from the card provider, newest first, in cents", async () => {
    const pass = await loadedPass();
    expect(await data(TRANSACTIONS, { id: pass.id })).toEqual([
      { amount_cents: -4550, description: 'Onderhoudsbeurt', occurred_at: '2026-06-01T09:00:00.000Z' },
      { amount_cents: 15000, description: 'Opwaardering', occurred_at: '2026-03-01T09:00:00.000Z' },
    ]);
  });

  it('blocks a pass, refuses a second block as already blocked, unblocks it, and keeps who and when', async () => {
    const pass = await loadedPass();
    const blocked = await data<Pass>(BLOCK, { id: pass.id });
    expect(blocked.status).toBe('BLOCKED');
    expect(blocked.blocked_at).not.toBeNull();
    expect(await data(CARD, { id: pass.id })).toMatchObject({ result_code: '103', blocked: true });
    expect(errorCode(await admin.request(BLOCK, { id: pass.id }))).toBe('CARD_ALREADY_BLOCKED');
    const unblocked = await data<Pass>(UNBLOCK, { id: pass.id });
    expect(unblocked.status).toBe('ACTIVE');
    expect(new Date(unblocked.blocked_at!).getTime()).toBeGreaterThanOrEqual(
      new Date(blocked.blocked_at!).getTime(),
    );
    const again = await admin.request(UNBLOCK, { id: pass.id });
    expect(again.body.errors?.[0].extensions).toMatchObject({
      code: 'CARD_UNBLOCK_REFUSED',
      details: { code: '104' },
    });
    const history = await data<{ action: string; blocked_at: string | null; user_name: string }[]>(HISTORY, {
      id: pass.id,
    });
    expect(history.map((h) => h.action)).toEqual(['UNBLOCK', 'BLOCK']);
    expect(history.every((h) => h.blocked_at && h.user_name)).toBe(true);
  });

  it('empties a pass: nothing left, all of it used, the rest spent on the card, in its history', async () => {
    const pass = await loadedPass();
    const emptied = await data<Pass>(EMPTY, { id: pass.id });
    expect(emptied).toMatchObject({ status: 'EMPTIED', remaining_amount: 0, used_amount: 15000 });
    expect(emptied.emptied_at).not.toBeNull();
    const [latest] = await data<{ amount_cents: number }[]>(TRANSACTIONS, { id: pass.id });
    expect(latest.amount_cents).toBe(-10450);
    expect((await data<{ action: string }[]>(HISTORY, { id: pass.id })).map((h) => h.action)).toEqual([
      'EMPTY',
    ]);
  });

  it('refuses every role but the super user, and anyone signed out', async () => {
    const [pass] = (await add(barcodes(1))).added;
    const operations: [string, Record<string, unknown>][] = [
      [LIST, { page: 1 }],
      [ADD, { barcodes: barcodes(1) }],
      [UPDATE, { changes: [{ id: pass.id, comment: 'x' }] }],
      [ASSIGN, { ids: [pass.id], dealer_name: 'x' }],
      [PACK, { id: pass.id }],
      [CARD, { id: pass.id }],
      [TRANSACTIONS, { id: pass.id }],
      [HISTORY, { id: pass.id }],
      [BLOCK, { id: pass.id }],
      [UNBLOCK, { id: pass.id }],
      [EMPTY, { id: pass.id }],
      [BIKES, { search: 'Employee' }],
    ];
    for (const role of ['dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'] as const)
      for (const [query, variables] of operations)
        expect([role, errorCode(await clients[role].request(query, variables))]).toEqual([role, 'FORBIDDEN']);
    const anonymous = graphqlClient(suite.app);
    for (const [query, variables] of operations)
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(
        errorCode(await anonymous.request(query, variables)),
      );
    const [row] = await db().select().from(servicePasses).where(eq(servicePasses.id, pass.id));
    expect(row).toMatchObject({ comment: null, status: 'ACTIVE', dealer_name: null });
  });
});
