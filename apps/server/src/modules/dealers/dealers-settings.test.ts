import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealers } from '../../db/schema/dealers';
import { userDealers } from '../../db/schema/users';
import { appSuite } from '../../test/app-suite';
import { createCompany, createDealer, createQuotation, createUser } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedInRoles, type Role } from '../../test/signed-in';

type Client = ReturnType<typeof graphqlClient>;

const FIELDS =
  'id name contact language account_manager email tel street zip_code city active internal_use_only';
const LIST = `query($page: Int!, $filter: SettingsDealersFilter, $sort: ListSort) {
  settingsDealers(page: $page, size: 100, filter: $filter, sort: $sort) { total items { id name city } }
}`;
const CREATE = `mutation($input: DealerSettingsInput!) { createDealer(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: DealerSettingsInput!) { updateDealer(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deleteDealer(id: $id) }';
const INTERNAL = `mutation($id: Int!, $on: Boolean!) {
  setDealerInternalUseOnly(id: $id, internal_use_only: $on) { id internal_use_only }
}`;
const ACTIVE =
  'mutation($ids: [Int!]!, $active: Boolean!) { setDealersActive(ids: $ids, active: $active) { id active } }';
const LOG = `query($recordId: String!) {
  settingsAuditLog(page: 1, size: 50, filter: { table: "dealers", recordId: $recordId }) {
    items { action field old_value new_value }
  }
}`;

type AuditItem = { action: string; field: string | null; old_value: string | null; new_value: string | null };

describe('dealers: the Dealers tab', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let clients: Record<Role, Client>;
  let admin: Client;
  let ownDealer: { id: number };
  let company: { id: number };

  const audit = async (id: number) =>
    (await admin.request<{ settingsAuditLog: { items: AuditItem[] } }>(LOG, { recordId: String(id) })).body
      .data!.settingsAuditLog.items;

  beforeAll(async () => {
    ownDealer = await createDealer(db());
    const other = await createDealer(db());
    company = await createCompany(db());
    clients = await signedInRoles(suite.app, {
      dealerId: ownDealer.id,
      otherDealerId: other.id,
      companyId: company.id,
    });
    admin = clients.superUser;
  });

  it('creates a dealer with normalised contact data, and audits each field set', async () => {
    const created = await admin.request<{ createDealer: { id: number } & Record<string, unknown> }>(CREATE, {
      input: {
        name: ' Fietsen Maes ',
        contact: 'Jan Maes',
        language: 'fr',
        account_manager: 'Els',
        email: 'info@maes.be',
        tel: '0470 12 34 56',
        street: 'Kerkstraat 1',
        city: 'Gent',
        zip_code: '9000',
      },
    });
    expect(created.body.errors).toBeUndefined();
    const dealer = created.body.data!.createDealer;
    expect(dealer).toMatchObject({
      name: 'Fietsen Maes',
      language: 'fr',
      tel: '+32470123456',
      active: true,
      internal_use_only: false,
    });
    const rows = await audit(dealer.id);
    expect(rows.every((row) => row.action === 'create')).toBe(true);
    expect(rows.map((row) => row.field)).toEqual(expect.arrayContaining(['name', 'tel', 'city', 'zip_code']));
  });

  it('refuses invalid fields with their codes', async () => {
    const response = await admin.request(CREATE, {
      input: { name: '', language: 'de', email: 'x', tel: '12', zip_code: 'abc' },
    });
    expect(response.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_INPUT',
      details: {
        fields: {
          name: 'REQUIRED',
          email: 'EMAIL_INVALID',
          tel: 'PHONE_INVALID',
          zip_code: 'POSTCODE_INVALID',
        },
      },
    });
  });

  it('updates a dealer from the modal and audits only what changed', async () => {
    const dealer = await createDealer(db(), { name: 'Oud', city: 'Brugge' });
    const response = await admin.request<{ updateDealer: { name: string; city: string } }>(UPDATE, {
      id: dealer.id,
      input: { name: 'Nieuw', language: 'nl', city: 'Brugge' },
    });
    expect(response.body.data?.updateDealer).toMatchObject({ name: 'Nieuw', city: 'Brugge' });
    expect(await audit(dealer.id)).toEqual([
      { action: 'update', field: 'name', old_value: '"Oud"', new_value: '"Nieuw"' },
    ]);
    expect(errorCode(await admin.request(UPDATE, { id: 999999, input: { name: 'X', language: 'nl' } }))).toBe(
      'NOT_FOUND',
    );
  });

  it('lists dealers by name with their city, searchable and sortable', async () => {
    const tag = `Zoek${Date.now()}`;
    const b = await createDealer(db(), { name: `${tag} B`, city: 'Antwerpen' });
    const a = await createDealer(db(), { name: `${tag} a`, city: 'Leuven' });
    const page = await admin.request<{
      settingsDealers: { total: number; items: { id: number; city: string }[] };
    }>(LIST, { page: 1, filter: { name: tag.toLowerCase() } });
    expect(page.body.data?.settingsDealers).toEqual({
      total: 2,
      items: [
        { id: a.id, name: `${tag} a`, city: 'Leuven' },
        { id: b.id, name: `${tag} B`, city: 'Antwerpen' },
      ],
    });
    const byCity = await admin.request<{ settingsDealers: { items: { id: number }[] } }>(LIST, {
      page: 1,
      filter: { name: tag },
      sort: { field: 'city', direction: 'asc' },
    });
    expect(byCity.body.data?.settingsDealers.items.map((row) => row.id)).toEqual([b.id, a.id]);
    expect(
      errorCode(await admin.request(LIST, { page: 1, sort: { field: 'email', direction: 'asc' } })),
    ).toBe('BAD_INPUT');
  });

  it('deletes a dealer without quotations, with its user links, and audits the whole record', async () => {
    const dealer = await createDealer(db(), { name: 'Weg', city: 'Gent' });
    await createUser(db(), { dealerIds: [dealer.id] });
    const response = await admin.request(DELETE, { id: dealer.id });
    expect(response.body.data).toEqual({ deleteDealer: true });
    expect(await db().select().from(dealers).where(eq(dealers.id, dealer.id))).toEqual([]);
    expect(await db().select().from(userDealers).where(eq(userDealers.dealer_id, dealer.id))).toEqual([]);
    const [row] = await audit(dealer.id);
    expect(row).toMatchObject({ action: 'delete', field: null, new_value: null });
    expect(JSON.parse(row.old_value!)).toMatchObject({ name: 'Weg', city: 'Gent' });
  });

  it('refuses to delete a dealer with quotations, and the BACKOFFICE dealer', async () => {
    const dealer = await createDealer(db());
    await createQuotation(db(), { dealerId: dealer.id, companyId: company.id });
    expect(errorCode(await admin.request(DELETE, { id: dealer.id }))).toBe('DEALER_HAS_QUOTATIONS');
    expect(await db().select().from(dealers).where(eq(dealers.id, dealer.id))).toHaveLength(1);
    expect(await audit(dealer.id)).toEqual([]);
    expect(errorCode(await admin.request(DELETE, { id: BACKOFFICE_DEALER_ID }))).toBe(
      'BACKOFFICE_DEALER_PROTECTED',
    );
  });

  it('saves internal-use-only at once, audited', async () => {
    const dealer = await createDealer(db());
    const on = await admin.request(INTERNAL, { id: dealer.id, on: true });
    expect(on.body.data).toEqual({ setDealerInternalUseOnly: { id: dealer.id, internal_use_only: true } });
    expect(await audit(dealer.id)).toEqual([
      { action: 'update', field: 'internal_use_only', old_value: 'false', new_value: 'true' },
    ]);
  });

  it('sets the selected dealers inactive and active again, one audit row per dealer', async () => {
    const [a, b] = [await createDealer(db()), await createDealer(db())];
    const off = await admin.request(ACTIVE, { ids: [b.id, a.id], active: false });
    expect(off.body.data).toEqual({
      setDealersActive: [
        { id: a.id, active: false },
        { id: b.id, active: false },
      ],
    });
    for (const id of [a.id, b.id])
      expect(await audit(id)).toEqual([
        { action: 'update', field: 'active', old_value: 'true', new_value: 'false' },
      ]);
    await admin.request(ACTIVE, { ids: [a.id], active: true });
    expect((await db().select().from(dealers).where(eq(dealers.id, a.id)))[0].active).toBe(true);
  });

  it('never switches the BACKOFFICE dealer off, nor changes anything when one id is unknown', async () => {
    const dealer = await createDealer(db());
    expect(
      errorCode(await admin.request(ACTIVE, { ids: [dealer.id, BACKOFFICE_DEALER_ID], active: false })),
    ).toBe('BACKOFFICE_DEALER_PROTECTED');
    expect(errorCode(await admin.request(ACTIVE, { ids: [dealer.id, 999999], active: false }))).toBe(
      'NOT_FOUND',
    );
    expect((await db().select().from(dealers).where(eq(dealers.id, dealer.id)))[0].active).toBe(true);
    const on = await admin.request(ACTIVE, { ids: [BACKOFFICE_DEALER_ID], active: true });
    expect(on.body.errors).toBeUndefined();
  });

  it('refuses every role but the super user', async () => {
    const dealer = await createDealer(db());
    const operations: [string, Record<string, unknown>][] = [
      [LIST, { page: 1 }],
      [CREATE, { input: { name: 'X', language: 'nl' } }],
      [UPDATE, { id: dealer.id, input: { name: 'X', language: 'nl' } }],
      [DELETE, { id: dealer.id }],
      [INTERNAL, { id: dealer.id, on: true }],
      [ACTIVE, { ids: [dealer.id], active: false }],
    ];
    for (const role of ['dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'] as const)
      for (const [query, variables] of operations)
        expect([role, errorCode(await clients[role].request(query, variables))]).toEqual([role, 'FORBIDDEN']);
    const [row] = await db().select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(row).toMatchObject({ name: dealer.name, active: true, internal_use_only: false });
  });
});
