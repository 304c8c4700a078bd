import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bikeBrands, dealerHasBikeBrand, dealers } from '../../db/schema/dealers';
import { appSuite } from '../../test/app-suite';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedIn, signedInRoles, type Role } from '../../test/signed-in';

type Client = ReturnType<typeof graphqlClient>;

const INFO_FIELDS = `id official_registration_name tel_backoffice email name tel email_customers zip_code street city
  website_url active vat_id bike_brand_ids internal_editable`;
const INFO = `query($id: Int!) { dealerInfo(dealer_id: $id) { ${INFO_FIELDS} } }`;
const SAVE = `mutation($id: Int!, $input: DealerInfoInput!) { saveDealerInfo(dealer_id: $id, input: $input) { ${INFO_FIELDS} } }`;
const LOG = `query($recordId: String!) {
  settingsAuditLog(page: 1, size: 50, filter: { table: "dealers", recordId: $recordId }) {
    items { action field old_value new_value }
  }
}`;

const external = {
  name: 'Fietsen Peeters',
  tel: '09 123 45 67',
  email_customers: 'winkel@peeters.be',
  zip_code: '9000',
  street: 'Kerkstraat 1',
  city: 'Gent',
  website_url: 'www.peeters.be',
  vat_id: 'BE 0411.905.847',
};
const internal = {
  official_registration_name: 'Fietsen Peeters BV',
  tel_backoffice: '+32 470 12 34 56',
  email: 'backoffice@peeters.be',
};

type Info = Record<string, unknown> & { bike_brand_ids: number[] };

describe('dealers: the dealer info screens', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let clients: Record<Role, Client>;
  let dealer: { id: number };
  let otherDealer: { id: number };
  let brands: number[];

  const brandsOf = async (id: number) =>
    (await db().select().from(dealerHasBikeBrand).where(eq(dealerHasBikeBrand.dealer_fk, id)))
      .map((row) => row.bike_brand_fk)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    dealer = await createDealer(db(), { name: 'Peeters', city: 'Gent' });
    otherDealer = await createDealer(db());
    const company = await createCompany(db());
    clients = await signedInRoles(suite.app, {
      dealerId: dealer.id,
      otherDealerId: otherDealer.id,
      companyId: company.id,
    });
    const rows = await db()
      .insert(bikeBrands)
      .values(
        ['Alpha', 'Beta', 'Gamma'].map((name) => ({
          name: `${name} ${Date.now()}`,
          code: name.toUpperCase(),
        })),
      )
      .returning({ id: bikeBrands.id });
    brands = rows.map((row) => row.id);
  });

  it('saves both columns for a super user: normalised, brands diffed, all in the audit log', async () => {
    const target = await createDealer(db());
    await db()
      .insert(dealerHasBikeBrand)
      .values([brands[0], brands[1]].map((bike_brand_fk) => ({ dealer_fk: target.id, bike_brand_fk })));
    const [keptLink] = await db()
      .select()
      .from(dealerHasBikeBrand)
      .where(eq(dealerHasBikeBrand.bike_brand_fk, brands[1]));

    const saved = await clients.superUser.request<{ saveDealerInfo: Info }>(SAVE, {
      id: target.id,
      input: { ...internal, ...external, active: false, bike_brand_ids: [brands[2], brands[1]] },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveDealerInfo).toMatchObject({
      tel: '+3291234567',
      tel_backoffice: '+32470123456',
      website_url: 'https://www.peeters.be',
      vat_id: 'BE0411905847',
      active: false,
      bike_brand_ids: [brands[1], brands[2]],
      internal_editable: true,
    });
    expect(await brandsOf(target.id)).toEqual([brands[1], brands[2]]);
    // The kept brand keeps its link: only removed and new brands are touched.
    const [stillThere] = await db()
      .select()
      .from(dealerHasBikeBrand)
      .where(eq(dealerHasBikeBrand.id, keptLink.id));
    expect(stillThere).toBeDefined();

    const log = await clients.superUser.request<{
      settingsAuditLog: { items: { action: string; field: string; old_value: string; new_value: string }[] };
    }>(LOG, { recordId: String(target.id) });
    const byField = Object.fromEntries(log.body.data!.settingsAuditLog.items.map((row) => [row.field, row]));
    expect(byField.bike_brand_ids).toMatchObject({
      action: 'update',
      old_value: JSON.stringify([brands[0], brands[1]]),
      new_value: JSON.stringify([brands[1], brands[2]]),
    });
    expect(byField.official_registration_name).toMatchObject({
      old_value: null,
      new_value: '"Fietsen Peeters BV"',
    });
    expect(byField.active).toMatchObject({ old_value: 'true', new_value: 'false' });

    const read = await clients.superUser.request<{ dealerInfo: Info }>(INFO, { id: target.id });
    expect(read.body.data?.dealerInfo).toEqual(saved.body.data?.saveDealerInfo);
  });

  it('refuses every invalid field with its code, and writes nothing', async () => {
    const target = await createDealer(db(), { name: 'Blijft' });
    const response = await clients.superUser.request(SAVE, {
      id: target.id,
      input: {
        official_registration_name: ' ',
        tel_backoffice: '12',
        email: 'nope',
        name: '',
        tel: 'abc',
        email_customers: 'a@b',
        zip_code: '12-345',
        street: '',
        city: '',
        website_url: 'not a site',
        vat_id: 'BE0411905848',
        bike_brand_ids: [],
      },
    });
    expect(response.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_INPUT',
      details: {
        fields: {
          official_registration_name: 'REQUIRED',
          tel_backoffice: 'PHONE_INVALID',
          email: 'EMAIL_INVALID',
          name: 'REQUIRED',
          tel: 'PHONE_INVALID',
          email_customers: 'EMAIL_INVALID',
          zip_code: 'POSTCODE_INVALID',
          street: 'REQUIRED',
          city: 'REQUIRED',
          website_url: 'WEBSITE_INVALID',
          vat_id: 'VAT_INVALID',
        },
      },
    });
    const [row] = await db().select().from(dealers).where(eq(dealers.id, target.id));
    expect(row.name).toBe('Blijft');
  });

  it('refuses an unknown brand and rolls the whole save back', async () => {
    const target = await createDealer(db(), { name: 'Terug' });
    const response = await clients.superUser.request(SAVE, {
      id: target.id,
      input: { ...internal, ...external, bike_brand_ids: [brands[0], 999999] },
    });
    expect(errorCode(response)).toBe('BAD_INPUT');
    expect(await brandsOf(target.id)).toEqual([]);
    expect((await db().select().from(dealers).where(eq(dealers.id, target.id)))[0].name).toBe('Terug');
  });

  it('never switches the BACKOFFICE dealer off', async () => {
    const response = await clients.superUser.request(SAVE, {
      id: BACKOFFICE_DEALER_ID,
      input: { ...internal, ...external, name: 'BACKOFFICE', active: false, bike_brand_ids: [] },
    });
    expect(errorCode(response)).toBe('BACKOFFICE_DEALER_PROTECTED');
  });

  it('lets a dealer admin read its own dealer and save the external column and brands only', async () => {
    await db().update(dealers).set(internal).where(eq(dealers.id, dealer.id));
    const read = await clients.dealerAdmin.request<{ dealerInfo: Info }>(INFO, { id: dealer.id });
    expect(read.body.data?.dealerInfo).toMatchObject({
      id: dealer.id,
      official_registration_name: 'Fietsen Peeters BV',
      internal_editable: false,
    });
    const saved = await clients.dealerAdmin.request<{ saveDealerInfo: Info }>(SAVE, {
      id: dealer.id,
      input: { ...external, city: 'Gentbrugge', bike_brand_ids: [brands[0]] },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveDealerInfo).toMatchObject({
      city: 'Gentbrugge',
      official_registration_name: 'Fietsen Peeters BV',
      active: true,
      bike_brand_ids: [brands[0]],
    });
    // The external column alone is checked: the internal column is the back office's.
    const invalid = await clients.dealerAdmin.request(SAVE, {
      id: dealer.id,
      input: { ...external, city: '', bike_brand_ids: [] },
    });
    expect(invalid.body.errors?.[0].extensions).toMatchObject({ details: { fields: { city: 'REQUIRED' } } });
  });

  it('refuses a dealer admin the internal column, the in-use switch and another dealer', async () => {
    const admin = clients.dealerAdmin;
    for (const input of [
      { ...external, official_registration_name: 'Ander BV', bike_brand_ids: [] },
      { ...external, email: 'x@y.be', bike_brand_ids: [] },
      { ...external, active: false, bike_brand_ids: [] },
    ])
      expect(errorCode(await admin.request(SAVE, { id: dealer.id, input }))).toBe('FORBIDDEN');
    expect(errorCode(await admin.request(INFO, { id: otherDealer.id }))).toBe('NOT_FOUND');
    expect(
      errorCode(
        await admin.request(SAVE, { id: otherDealer.id, input: { ...external, bike_brand_ids: [] } }),
      ),
    ).toBe('NOT_FOUND');
    const [row] = await db().select().from(dealers).where(eq(dealers.id, otherDealer.id));
    expect(row.city).toBeNull();
  });

  it('refuses dealer users, employers and employer admins', async () => {
    const input = { ...external, bike_brand_ids: [] };
    for (const role of ['dealerUser', 'otherDealer', 'employer', 'employerAdmin'] as const) {
      expect([role, errorCode(await clients[role].request(INFO, { id: dealer.id }))]).toEqual([
        role,
        'FORBIDDEN',
      ]);
      expect([role, errorCode(await clients[role].request(SAVE, { id: dealer.id, input }))]).toEqual([
        role,
        'FORBIDDEN',
      ]);
    }
    // A second admin of another dealer finds nothing either.
    const both = await signedIn(suite.app, { admin: true, dealerIds: [otherDealer.id] });
    expect(errorCode(await both.request(INFO, { id: dealer.id }))).toBe('NOT_FOUND');
    expect(errorCode(await clients.superUser.request(INFO, { id: 999999 }))).toBe('NOT_FOUND');
  });
});
