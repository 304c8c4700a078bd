import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/quotations';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import type { Role } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import type { createQuotationScene } from '../../test/create-quotation-test-support';
import { CREATE_QUOTATION, quotationSceneWithRoles } from '../../test/create-quotation-test-support';

const CALCULATION = `query($id: Int!) {
  quotationCalculation(quotation_id: $id) {
    quotation_id sheet_version sheet_source sheet_company { id name }
    parameters { duration_months vat_rate maintenance_monthly { bike_type_code cents } }
    bike_type_code statute_code salary_swap_share company_has_maintenance_field
    input_amounts { code name cents } fields { code name value }
    amounts { key stored recomputed } recomputable matches
  }
}`;
const GENERATE = `mutation($company: Int!) { generateCalculationSheet(company_id: $company) { version } }`;

type Calculation = {
  quotationCalculation: {
    sheet_version: number;
    amounts: { key: string; stored: number; recomputed: number | null }[];
  } & Record<string, unknown>;
};

describe('quotationCalculation: why a quotation has its amounts', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let scene: Awaited<ReturnType<typeof createQuotationScene>>;
  let clients: Record<Role, ReturnType<typeof graphqlClient>>;
  let quotationId: number;
  const explain = (role: Role, id = quotationId) => clients[role].request<Calculation>(CALCULATION, { id });

  beforeAll(async () => {
    app = await createTestApp();
    ({ scene, clients } = await quotationSceneWithRoles(app));
    const created = await clients.dealerUser.request<{ createQuotation: { id: number } }>(CREATE_QUOTATION, {
      input: scene.input,
    });
    quotationId = created.body.data!.createQuotation.id;
  });
  afterAll(() => app.close());

  it('shows a super user the inputs, the sheet and the amounts computed again, which match', async () => {
    const response = await explain('superUser');
    expect(response.body.errors).toBeUndefined();
    const calculation = response.body.data!.quotationCalculation;
    expect(calculation).toMatchObject({
      quotation_id: quotationId,
      sheet_version: 1,
      sheet_source: 'GLOBAL',
      sheet_company: null,
      parameters: { duration_months: 36, vat_rate: 0.21 },
      bike_type_code: 'ELEC_BIKE',
      salary_swap_share: 1,
      company_has_maintenance_field: false,
      input_amounts: [
        { code: 'BIKE_VALUE', name: 'Waarde fiets', cents: 249_995 },
        { code: 'LOOSE_PARTS_VALUE', name: 'Waarde losse onderdelen', cents: 15_050 },
      ],
      recomputable: true,
      matches: true,
    });
    expect(calculation.fields).toContainEqual({
      code: 'BIKE_VALUE',
      name: 'Waarde fiets',
      value: '2.499,95',
    });
    expect(calculation.amounts).toContainEqual({
      key: 'salary_swap',
      stored: scene.expected.salary_swap,
      recomputed: scene.expected.salary_swap,
    });
  });

  it('names the company whose sheet it was, and tells when a stored amount no longer follows', async () => {
    await clients.superUser.request(GENERATE, { company: scene.company.id });
    const created = await clients.dealerUser.request<{ createQuotation: { id: number } }>(CREATE_QUOTATION, {
      input: scene.input,
    });
    const id = created.body.data!.createQuotation.id;
    await app.database.db
      .update(quotations)
      .set({ lease_amount: scene.expected.lease_amount + 1 })
      .where(eq(quotations.id, id));
    const calculation = (await explain('superUser', id)).body.data!.quotationCalculation;
    expect(calculation).toMatchObject({
      sheet_source: 'COMPANY',
      sheet_company: { id: scene.company.id, name: scene.company.name },
      matches: false,
    });
    expect(calculation.amounts).toContainEqual({
      key: 'lease_amount',
      stored: scene.expected.lease_amount + 1,
      recomputed: scene.expected.lease_amount,
    });
  });

  it("is refused to everyone but super users, the quotation's own dealer included", async () => {
    for (const role of ['dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'] as const) {
      const response = await explain(role);
      expect(errorCode(response), role).toBe('FORBIDDEN');
      expect(response.body.data?.quotationCalculation ?? null).toBeNull();
    }
    expect(errorCode(await explain('superUser', 999_999_999))).toBe('NOT_FOUND');
  });

  it('gives every reader of the quotation the sheet version it was computed with', async () => {
    const response = await clients.dealerUser.request<{ quotation: { sheet_version: number } }>(
      `query($id: Int!) { quotation(id: $id) { sheet_version } }`,
      { id: quotationId },
    );
    expect(response.body.data?.quotation).toEqual({ sheet_version: 1 });
  });
});
