import { eq } from 'drizzle-orm';
import { formatDate, formatMoney } from '@spokes/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/quotations';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import type { Role } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { inspectPdf } from '../documents/inspect-pdf';
import { pdfText } from '../../test/documents-test-support';
import type { createQuotationScene } from '../../test/create-quotation-test-support';
import { quotationSceneWithRoles } from '../../test/create-quotation-test-support';

const PREVIEW = `query($input: NewQuotationInput!) { quotationPreviewPdf(input: $input) { filename base64 } }`;
type Preview = { quotationPreviewPdf: { filename: string; base64: string } };

describe("the result card's PDF (quotationPreviewPdf)", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let scene: Awaited<ReturnType<typeof createQuotationScene>>;
  let clients: Record<Role, ReturnType<typeof graphqlClient>>;
  const preview = (role: Role, change: Record<string, unknown> = {}) =>
    clients[role].request<Preview>(PREVIEW, { input: { ...scene.input, ...change } });

  beforeAll(async () => {
    app = await createTestApp();
    ({ scene, clients } = await quotationSceneWithRoles(app));
  });
  afterAll(() => app.close());

  it('renders the amounts the server computes, without a number, and stores nothing', async () => {
    const response = await preview('dealerUser');
    expect(response.body.errors).toBeUndefined();
    const pdf = response.body.data!.quotationPreviewPdf;
    expect(pdf.filename).toBe('Offerte_Sara_Peeters.pdf');
    const bytes = new Uint8Array(Buffer.from(pdf.base64, 'base64'));
    expect(await inspectPdf(bytes)).toBeNull();
    const text = await pdfText(bytes);
    const spaced = (value: string) => value.replace(/\s+/g, ' ');
    for (const expected of [
      'Offerte Offerte voor een bedrijfsfiets',
      'Berekening vóór opslaan',
      formatDate(new Date()),
      'Sara Peeters',
      'Merk Gazelle',
      'Leverbaarheid Binnen 2 weken',
      // The factory names a field by its code; a LIST value is its choices, not their JSON.
      'BIKE_VALUE € 2.499,95',
      `COLOUR_${scene.company.id} Zwart`,
      `Leasebedrag incl. btw ${formatMoney(scene.expected.lease_amount_vat)}`,
      `Loonruil ${formatMoney(scene.expected.salary_swap)}`,
      `Totaal incl. btw ${formatMoney(265_045)}`,
      'Berekeningsblad versie 1',
    ])
      expect(text).toContain(spaced(expected));
    expect(text).not.toMatch(/Q\d{6}/);
    expect(await app.database.db.$count(quotations, eq(quotations.employee_fk, scene.employee.id))).toBe(0);
  });

  it('checks the input as Save does', async () => {
    expect(errorCode(await preview('dealerUser', { bike_brand_fk: 999_999 }))).toBe('BIKE_BRAND_INVALID');
    expect(errorCode(await preview('dealerUser', { deliverability: '' }))).toBe('BAD_INPUT');
    const fields = [{ field_fk: scene.fields.bike.id, value: 'twee euro' }];
    expect(errorCode(await preview('dealerUser', { fields }))).toBe('AMOUNT_INVALID');
  });

  it('serves super users and the dealer, and no one outside its dealers', async () => {
    for (const role of ['superUser', 'dealerAdmin'] as const)
      expect((await preview(role)).body.errors).toBeUndefined();
    expect(errorCode(await preview('otherDealer'))).toBe('NOT_FOUND');
    for (const role of ['employer', 'employerAdmin'] as const)
      expect(errorCode(await preview(role))).toBe('FORBIDDEN');
  });
});
