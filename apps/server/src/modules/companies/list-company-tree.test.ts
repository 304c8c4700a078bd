import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CALCULATION_SHEET } from '@spokes/domain/lease-calculation';
import { companyCalculationSheets } from '../../db/schema/companies';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const COMPANY_TREE = `query($include_hidden: Boolean) {
  companyTree(include_hidden: $include_hidden) {
    id name company_parent_fk hide fip own_calculation_sheet partner_integration invoice_target_name
  }
}`;

type Node = {
  id: number;
  name: string;
  company_parent_fk: number | null;
  hide: boolean;
  fip: boolean;
  own_calculation_sheet: boolean;
  partner_integration: string | null;
  invoice_target_name: string;
};

describe('companyTree: the company picker', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof createWorld>>;

  async function createWorld() {
    const db = app.database.db;
    const parent = await createCompany(db, { name: 'Tree Parent', fip: true });
    const child = await createCompany(db, { name: 'Tree Child', company_parent_fk: parent.id });
    const hidden = await createCompany(db, { name: 'Tree Hidden', hide: true, company_parent_fk: parent.id });
    const partner = await createCompany(db, { name: 'Tree Partner', partner_integration: 'KPMG' });
    await db
      .insert(companyCalculationSheets)
      .values({ company_fk: child.id, parameters: DEFAULT_CALCULATION_SHEET });
    const dealer = await createDealer(db);
    return {
      parent,
      child,
      hidden,
      partner,
      superUser: await signedIn(app, { super_user: true }),
      dealerUser: await signedIn(app, { dealerIds: [dealer.id], companyIds: [hidden.id] }),
      employerAdmin: await signedIn(app, { admin: true, companyIds: [hidden.id] }),
      anonymous: graphqlClient(app),
    };
  }

  async function tree(client: ReturnType<typeof graphqlClient>, includeHidden?: boolean) {
    const response = await client.request<{ companyTree: Node[] }>(COMPANY_TREE, {
      include_hidden: includeHidden,
    });
    expect(response.body.errors).toBeUndefined();
    return new Map(response.body.data!.companyTree.map((node) => [node.id, node]));
  }

  beforeAll(async () => {
    app = await createTestApp();
    world = await createWorld();
  });
  afterAll(() => app.close());

  it('gives each company its parent, badges, partner integration and invoice target', async () => {
    const nodes = await tree(world.superUser);
    expect(nodes.get(world.parent.id)).toMatchObject({
      company_parent_fk: null,
      fip: true,
      own_calculation_sheet: false,
    });
    expect(nodes.get(world.child.id)).toMatchObject({
      company_parent_fk: world.parent.id,
      fip: false,
      own_calculation_sheet: true,
      partner_integration: null,
    });
    expect(nodes.get(world.partner.id)?.partner_integration).toBe('KPMG');
    expect(nodes.get(world.child.id)?.invoice_target_name).toMatch(/^Target /);
  });

  it('sorts the companies by name', async () => {
    const names = [...(await tree(world.superUser)).values()].map((node) => node.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('leaves hidden companies out unless a super user asks for them', async () => {
    expect((await tree(world.superUser)).has(world.hidden.id)).toBe(false);
    expect((await tree(world.superUser, true)).get(world.hidden.id)?.hide).toBe(true);
  });

  it('never shows a dealer a hidden company, not even one of its own companies when it asks', async () => {
    const nodes = await tree(world.dealerUser, true);
    expect(nodes.has(world.child.id)).toBe(true);
    expect(nodes.has(world.hidden.id)).toBe(false);
  });

  it('gives an employer-only user nothing, not even its own company', async () => {
    expect((await tree(world.employerAdmin, true)).size).toBe(0);
  });

  it('refuses a caller without a session', async () => {
    expect(errorCode(await world.anonymous.request(COMPANY_TREE))).toBe('UNAUTHENTICATED');
  });
});

const EMPLOYER_COMPANIES = `{ employerCompanies { id name company_parent_fk hide } }`;

describe("employerCompanies: the employers portal's picker", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof createWorld>>;

  async function createWorld() {
    const db = app.database.db;
    const parent = await createCompany(db, { name: 'Portal Parent' });
    const child = await createCompany(db, { name: 'Portal Child', company_parent_fk: parent.id });
    const hidden = await createCompany(db, {
      name: 'Portal Hidden',
      hide: true,
      company_parent_fk: parent.id,
    });
    const other = await createCompany(db, { name: 'Portal Other' });
    const dealer = await createDealer(db);
    return {
      parent,
      child,
      hidden,
      other,
      superUser: await signedIn(app, { super_user: true }),
      parentEmployer: await signedIn(app, { companyIds: [parent.id] }),
      childEmployer: await signedIn(app, { admin: true, companyIds: [child.id] }),
      dealerAndEmployer: await signedIn(app, { dealerIds: [dealer.id], companyIds: [child.id] }),
      dealerOnly: await signedIn(app, { dealerIds: [dealer.id] }),
      anonymous: graphqlClient(app),
    };
  }

  async function ids(client: ReturnType<typeof graphqlClient>) {
    const response = await client.request<{ employerCompanies: { id: number }[] }>(EMPLOYER_COMPANIES);
    expect(response.body.errors).toBeUndefined();
    return response.body.data!.employerCompanies.map((company) => company.id);
  }

  beforeAll(async () => {
    app = await createTestApp();
    world = await createWorld();
  });
  afterAll(() => app.close());

  it('gives an employer its company and the companies below it, hidden ones too, by name', async () => {
    expect(await ids(world.parentEmployer)).toEqual([world.child.id, world.hidden.id, world.parent.id]);
  });

  it('gives the employer of a sub-company that company only, never its parent or another company', async () => {
    expect(await ids(world.childEmployer)).toEqual([world.child.id]);
  });

  it("gives a user who is dealer and employer its employer companies only, not the dealer's", async () => {
    expect(await ids(world.dealerAndEmployer)).toEqual([world.child.id]);
  });

  it('gives a super user every company, hidden ones included', async () => {
    const all = await ids(world.superUser);
    for (const company of [world.parent, world.child, world.hidden, world.other])
      expect(all).toContain(company.id);
  });

  it('refuses a dealer-only user and a caller without a session', async () => {
    expect(errorCode(await world.dealerOnly.request(EMPLOYER_COMPANIES))).toBe('FORBIDDEN');
    expect(errorCode(await world.anonymous.request(EMPLOYER_COMPANIES))).toBe('UNAUTHENTICATED');
  });
});
