import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogoPng } from '../../db/seed/demo-logos';
import { companies } from '../../db/schema/companies';
import { createCompany, createQuotation } from '../../test/factories';
import { overviewSuite, type Client } from '../../test/overview-test-support';

const TREE = '{ companyTree { id logo_url } }';
const INFO = 'query($id: Int!) { companyInfo(id: $id) { logo_url } }';

describe("a company's logo", () => {
  const suite = overviewSuite();
  let baseUrl: string;
  let logoUrl: string;
  const logo = demoLogoPng('Brouwerij Zonnedal');
  beforeAll(async () => {
    baseUrl = await suite.app.listen(0, '127.0.0.1');
    await suite.app.storage.put('company-logos/a.png', logo, 'image/png');
    await suite.app.database.db
      .update(companies)
      .set({ logo_id: 'company-logos/a.png' })
      .where(eq(companies.id, suite.roles.companyA.id));
    const tree = await suite.roles.dealerUser.request<{
      companyTree: { id: number; logo_url: string | null }[];
    }>(TREE);
    logoUrl = tree.body.data!.companyTree.find(
      (company) => company.id === suite.roles.companyA.id,
    )!.logo_url!;
  });

  const get = (client: Client | undefined, path = logoUrl) =>
    fetch(new URL(path, baseUrl), { headers: client ? { cookie: client.cookie } : {} });

  it('is served from its own address, which the tree and the info card give', async () => {
    expect(logoUrl).toMatch(new RegExp(`^/files/companies/${suite.roles.companyA.id}/logo\\?v=a\\.png$`));
    const info = await suite.roles.dealerUser.request<{ companyInfo: { logo_url: string } }>(INFO, {
      id: suite.roles.companyA.id,
    });
    expect(info.body.data!.companyInfo.logo_url).toBe(logoUrl);

    const response = await get(suite.roles.dealerUser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(Buffer.from(await response.arrayBuffer()).equals(logo)).toBe(true);
  });

  it('goes to whoever may read the company, and nobody else', async () => {
    for (const client of [
      suite.roles.superUser,
      suite.roles.dealerAdmin,
      suite.roles.otherDealer,
      suite.roles.employer,
    ])
      expect((await get(client)).status).toBe(200);
    const stranger = await createCompany(suite.app.database.db, {
      logo_id: 'company-logos/a.png',
      hide: true,
    });
    for (const client of [suite.roles.dealerUser, suite.roles.employer]) {
      const response = await get(client, `/files/companies/${stranger.id}/logo`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await get(undefined)).status).toBe(401);
  });

  it('is absent for a company without one', async () => {
    const bare = await createCompany(suite.app.database.db);
    expect((await get(suite.roles.superUser, `/files/companies/${bare.id}/logo`)).status).toBe(404);
    const info = await suite.roles.superUser.request<{ companyInfo: { logo_url: string | null } }>(INFO, {
      id: bare.id,
    });
    expect(info.body.data!.companyInfo.logo_url).toBeNull();
  });

  it('heads the quotation PDF when it is a PNG or JPEG', async () => {
    const quotation = await createQuotation(suite.app.database.db, {
      dealerId: suite.roles.dealerA.id,
      companyId: suite.roles.companyA.id,
    });
    const pdf = await get(suite.roles.dealerUser, `/files/quotations/${quotation.id}/pdf`);
    expect(pdf.status).toBe(200);
    // Image streams stay outside pdf-lib's compressed object streams, so the marker is readable.
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('/Subtype /Image');
  });
});
