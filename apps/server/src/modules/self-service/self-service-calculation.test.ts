import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readStoredFile } from '../documents/stored-files';
import { companies, companyHasEmployeeStatute } from '../../db/schema/companies';
import { outboxMessages } from '../../db/schema/outbox';
import { appSuite } from '../../test/app-suite';
import { CREATE_QUOTATION } from '../../test/create-quotation-test-support';
import { pdfText } from '../../test/documents-test-support';
import { createDealer } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import {
  SELF_SERVICE_CALCULATION,
  SELF_SERVICE_FORM,
  SEND_SELF_SERVICE,
  selfServiceScene,
  WORKER_SHARE,
} from '../../test/self-service-test-support';
import { signedIn } from '../../test/signed-in';
import { RATE_LIMITS } from '../auth/rate-limit';

type Amounts = Record<string, number | string | null>;

describe('employee self-service', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  const anyone = (address = '192.0.2.10') => graphqlClient(suite.app, { remoteAddress: address });

  it("gives the form of the code's company: fields, statutes, bike types and dealers by postcode", async () => {
    const scene = await selfServiceScene(db());
    await createDealer(db(), { name: 'Zuid', zip_code: '1000', city: 'Brussel' });
    await createDealer(db(), { name: 'Intern', zip_code: '0001', internal_use_only: true });
    await db()
      .update(companies)
      .set({ employee_required_fields: ['employee_number', 'employee_title_fk'] })
      .where(eq(companies.id, scene.company.id));
    // The company's own statutes, by name: Arbeider before Bediende.
    await db()
      .insert(companyHasEmployeeStatute)
      .values([1, 2].map((statute) => ({ company_fk: scene.company.id, employee_statute_fk: statute })));
    const { body } = await anyone().request<{ selfServiceForm: Record<string, unknown> }>(SELF_SERVICE_FORM, {
      code: ` ${scene.code.toLowerCase().slice(0, 3)} ${scene.code.toLowerCase().slice(3)} `,
    });
    expect(body.errors).toBeUndefined();
    const form = body.data!.selfServiceForm as {
      dealers: { name: string; zip_code: string | null }[];
      statutes: { code: string }[];
      fields: { id: number }[];
      detail_fields: string[];
      company_name: string;
    };
    expect(form.company_name).toBe(scene.company.name);
    expect(form.fields.map((field) => field.id)).toEqual(
      Object.values(scene.fields).map((field) => field.id),
    );
    expect(form.statutes.map((statute) => statute.code)).toEqual(['WORKER', 'EMPLOYEE']);
    expect(form.detail_fields).toEqual(['employee_number']);
    const zips = form.dealers.map((dealer) => dealer.zip_code ?? '');
    expect(zips.filter(Boolean)).toEqual([...zips.filter(Boolean)].sort());
    expect(form.dealers.map((dealer) => dealer.name)).toContain('Zuid');
    expect(form.dealers.map((dealer) => dealer.name)).not.toContain('Intern');
  });

  it("computes to the cent what the dealer's new quotation computes for the same inputs", async () => {
    const scene = await selfServiceScene(db());
    const dealer = await signedIn(suite.app, { dealerIds: [scene.dealer.id] });
    const created = await dealer.request<{ createQuotation: Amounts }>(CREATE_QUOTATION, {
      input: scene.input,
    });
    expect(created.body.errors).toBeUndefined();
    const worker = await anyone().request<{ selfServiceCalculation: Amounts }>(SELF_SERVICE_CALCULATION, {
      code: scene.code,
      input: scene.request,
    });
    expect(worker.body.errors).toBeUndefined();
    const { warning_message: _dealerWarning, ...stored } = created.body.data!.createQuotation;
    const { warning_message: _warning, ...computed } = worker.body.data!.selfServiceCalculation;
    for (const [key, cents] of Object.entries(computed)) expect([key, stored[key]]).toEqual([key, cents]);

    // The statute chosen counts: an employee (EMPLOYEE) pays the default share by salary swap.
    const employee = await anyone().request<{ selfServiceCalculation: Amounts }>(SELF_SERVICE_CALCULATION, {
      code: scene.code,
      input: { ...scene.request, employee_statute_fk: 1 },
    });
    const swap = (share: number) => Math.round(Number(computed.lease_amount_vat) * share);
    expect(Number(computed.salary_swap)).toBeCloseTo(swap(WORKER_SHARE), -1);
    expect(employee.body.data!.selfServiceCalculation.salary_swap).not.toBe(computed.salary_swap);
  });

  it('refuses a bad request field by field and a dealer that sells to no one', async () => {
    const scene = await selfServiceScene(db());
    await db()
      .update(companies)
      .set({ employee_required_fields: ['drivers_license_date'] })
      .where(eq(companies.id, scene.company.id));
    const bad = await anyone().request(SELF_SERVICE_CALCULATION, {
      code: scene.code,
      input: { ...scene.request, email: 'sara@', employee_statute_fk: 99 },
    });
    expect(errorCode(bad)).toBe('BAD_INPUT');
    expect(bad.body.errors![0].extensions).toMatchObject({
      details: { fields: { email: 'EMAIL_INVALID', 'details.drivers_license_date': 'REQUIRED' } },
    });
    const internal = await createDealer(db(), { internal_use_only: true });
    const request = {
      ...scene.request,
      dealer_fk: internal.id,
      details: { drivers_license_date: '2012-03-04' },
    };
    const refused = await anyone().request(SELF_SERVICE_CALCULATION, { code: scene.code, input: request });
    expect(refused.body.errors![0].extensions).toMatchObject({
      details: { fields: { dealer_fk: 'REQUIRED' } },
    });
    const amount = await anyone().request(SELF_SERVICE_CALCULATION, {
      code: scene.code,
      input: {
        ...scene.request,
        details: request.details,
        fields: [{ field_fk: scene.fields.bike.id, value: '12,345' }],
      },
    });
    expect(errorCode(amount)).toBe('AMOUNT_INVALID');
  });

  it('mails the employee and the dealer, each in their language, with the simulation as a PDF', async () => {
    const scene = await selfServiceScene(db());
    await db()
      .update(companies)
      .set({ employee_required_fields: ['employee_number'] })
      .where(eq(companies.id, scene.company.id));
    const dealerMail = `shop-${scene.dealer.id}@example.be`;
    const { dealers } = await import('../../db/schema/dealers');
    await db()
      .update(dealers)
      .set({ email_customers: dealerMail, language: 'fr' })
      .where(eq(dealers.id, scene.dealer.id));
    const input = { ...scene.request, details: { employee_number: 'E-1042' } };
    const sent = await anyone('192.0.2.20').request<{ sendSelfServiceCalculation: string[] }>(
      SEND_SELF_SERVICE,
      {
        code: scene.code,
        language: 'nl',
        input,
        employee: true,
        dealer: true,
      },
    );
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data!.sendSelfServiceCalculation).toEqual([scene.request.email, dealerMail]);

    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'self-service-calculation'));
    const toEmployee = mails.find((mail) => mail.recipient === scene.request.email)!;
    expect(toEmployee).toMatchObject({
      language: 'nl',
      subject: `Je simulatie voor een fiets via ${scene.company.name}`,
    });
    const [toDealer] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, dealerMail));
    expect(toDealer).toMatchObject({ language: 'fr', template: 'self-service-calculation-dealer' });
    expect(toDealer.text).toContain('Numéro de personnel: E-1042');
    expect(toDealer.text).toContain('Statut: Arbeider');
    expect(toDealer.attachments).toEqual(toEmployee.attachments);

    const [attachment] = toEmployee.attachments;
    expect(attachment.filename).toBe('Simulatie_Sara_Peeters.pdf');
    const text = await pdfText((await readStoredFile(suite.app.storage, attachment.fileId))!);
    expect(text).toContain('Simulatie');
    expect(text).toContain('geen offerte');
    expect(text).toContain('2.499,95');
  });

  it('mails nothing without a recipient, and caps a burst of mails from one address', async () => {
    const scene = await selfServiceScene(db());
    const from = anyone('192.0.2.30');
    const send = (employee: boolean) =>
      from.request(SEND_SELF_SERVICE, { code: scene.code, input: scene.request, employee, dealer: false });
    expect(errorCode(await send(false))).toBe('BAD_INPUT');
    for (let i = 0; i < RATE_LIMITS.selfServiceMailAddress.limit; i++)
      expect(errorCode(await send(true))).toBeUndefined();
    expect(errorCode(await send(true))).toBe('TOO_MANY_ATTEMPTS');
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, scene.request.email));
    expect(mails).toHaveLength(RATE_LIMITS.selfServiceMailAddress.limit);
    const other = await anyone('192.0.2.31').request(SEND_SELF_SERVICE, {
      code: scene.code,
      input: scene.request,
      employee: true,
      dealer: false,
    });
    expect(errorCode(other)).toBeUndefined();
  });
});
