import { eq } from 'drizzle-orm';
import { nlErrorTexts } from '@spokes/domain/error-texts-nl';
import { describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/quotations';
import { createCompany } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import {
  historyOf,
  notSuperUsers,
  overviewSuite,
  quotationWithOrder,
  type Client,
} from '../../test/overview-test-support';

const CHANGE = `mutation($quotation: Int!, $company: Int!) {
  changeQuotationCompany(quotation_id: $quotation, company_id: $company) { quotation_id }
}`;
type Changed = { changeQuotationCompany: { quotation_id: number } };
const COMPANY_SHOWN = `query($id: Int!) { quotation(id: $id) { company { id name } } }`;

describe("changing a quotation's company", () => {
  const suite = overviewSuite();
  const db = () => suite.app.database.db;
  const change = (client: Client, quotation: number, company: number) =>
    client.request<Changed>(CHANGE, { quotation, company });
  const companyOf = async (quotationId: number) =>
    (await db().select().from(quotations).where(eq(quotations.id, quotationId)))[0].company_fk;

  it('moves the quotation to another company and tells the open overviews', async () => {
    const { quotation } = await quotationWithOrder(suite.app, suite.roles);
    const target = await createCompany(db(), { hide: true });
    const { body } = await change(suite.roles.superUser, quotation.id, target.id);
    expect(body.errors).toBeUndefined();
    expect(body.data?.changeQuotationCompany).toEqual({ quotation_id: quotation.id });
    const { body: shown } = await suite.roles.superUser.request(COMPANY_SHOWN, { id: quotation.id });
    expect(shown.data).toEqual({ quotation: { company: { id: target.id, name: target.name } } });
    expect(await companyOf(quotation.id)).toBe(target.id);
    expect(await historyOf(suite.app, quotation.id)).toEqual([
      ['company', 'company_fk', String(suite.roles.companyA.id), String(target.id)],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(suite.heard).toContainEqual({ topic: 'quotationUpdated', quotationId: quotation.id });
  });

  it('refuses the same company, a missing one and one whose employees use a partner portal', async () => {
    const { quotation } = await quotationWithOrder(suite.app, suite.roles);
    const partner = await createCompany(db(), { partner_integration: 'KPMG' });
    expect(errorCode(await change(suite.roles.superUser, quotation.id, suite.roles.companyA.id))).toBe(
      'SAME_COMPANY',
    );
    expect(errorCode(await change(suite.roles.superUser, quotation.id, 2_000_000_000))).toBe('NOT_FOUND');
    const refused = await change(suite.roles.superUser, quotation.id, partner.id);
    expect(errorCode(refused)).toBe('PARTNER_PORTAL_COMPANY');
    expect(nlErrorTexts.PARTNER_PORTAL_COMPANY).toBe('De werknemer moet het partnerportaal gebruiken');
    expect(await companyOf(quotation.id)).toBe(suite.roles.companyA.id);
  });

  it('is for super users only: dealers and employers are refused', async () => {
    const { quotation } = await quotationWithOrder(suite.app, suite.roles);
    const target = await createCompany(db());
    for (const client of notSuperUsers(suite.roles))
      expect(errorCode(await change(client, quotation.id, target.id))).toBe('FORBIDDEN');
    expect(await companyOf(quotation.id)).toBe(suite.roles.companyA.id);
  });
});
