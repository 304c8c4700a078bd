import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals } from '../../db/schema/deals';
import { employees } from '../../db/schema/employees';
import { jobs } from '../../db/schema/jobs';
import { orderHistory } from '../../db/schema/order-history';
import { orderLogs, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { variants } from '../../db/schema/reference';
import { createCompany, createDealer, createQuotation, createWebhook } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import { createDocumentsTestApp, storedObjects, type TestApp } from '../../test/documents-test-support';
import { seedDefaultTemplates } from '../documents/seed-default-templates';
import { DELIVER_WEBHOOK } from '../webhooks/deliver-webhook';

type Executed = {
  executeQuotation: { order_id: number; calculation_order_log_id: number; fip_warning: boolean };
};
const EXECUTE = `mutation($id: Int!) {
  executeQuotation(quotation_id: $id) { order_id calculation_order_log_id fip_warning }
}`;

describe('Execute', () => {
  let app: TestApp;
  let filesDir: string;
  let close: () => Promise<void>;
  let baseUrl: string;
  const db = () => app.database.db;

  beforeAll(async () => {
    ({ app, filesDir, close } = await createDocumentsTestApp());
    baseUrl = await app.listen(0, '127.0.0.1');
    await seedDefaultTemplates(db(), app.storage);
  });
  afterAll(() => close());

  /** A quotation without an order of dealer A for a French-speaking employee, with a webhook on its invoice target. */
  async function scene(companyValues: Parameters<typeof createCompany>[1] = {}, withEmail = true) {
    const dealerA = await createDealer(db());
    const dealerB = await createDealer(db());
    const company = await createCompany(db(), companyValues);
    const quotation = await createQuotation(db(), { dealerId: dealerA.id, companyId: company.id });
    await db()
      .update(employees)
      .set({ first_name: 'Jo', email: withEmail ? employeeEmail(quotation) : null, language_fk: 2 })
      .where(eq(employees.id, quotation.employee_fk));
    await createWebhook(db(), {
      url: 'http://127.0.0.1:9/hook',
      invoice_target_fk: company.invoice_target_fk,
    });
    return {
      quotation,
      superUser: await signedIn(app, { super_user: true }),
      dealer: await signedIn(app, { dealerIds: [dealerA.id] }),
      otherDealer: await signedIn(app, { dealerIds: [dealerB.id] }),
      employer: await signedIn(app, { companyIds: [company.id] }),
    };
  }

  const employeeEmail = (quotation: { id: number }) => `jo-${quotation.id}@test.test`;

  /** Everything an Execute of the quotation leaves behind. */
  async function traces(quotation: { id: number; quotation_number: string }) {
    const [order] = await db().select().from(orders).where(eq(orders.quotation_fk, quotation.id));
    const webhookJobs = (await db().select().from(jobs).where(eq(jobs.name, DELIVER_WEBHOOK))).filter(
      (job) =>
        (job.payload as { data?: { quotation_number?: string } }).data?.quotation_number ===
        quotation.quotation_number,
    );
    return {
      order,
      logs: order ? await db().select().from(orderLogs).where(eq(orderLogs.order_fk, order.id)) : [],
      deals: await db().select().from(deals).where(eq(deals.quotation_number, quotation.quotation_number)),
      mails: await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, employeeEmail(quotation))),
      webhookJobs,
      history: await db().select().from(orderHistory).where(eq(orderHistory.quotation_fk, quotation.id)),
    };
  }

  async function expectNothingLeft(
    quotation: { id: number; quotation_number: string },
    filesBefore: string[],
  ) {
    const left = await traces(quotation);
    expect(left.order).toBeUndefined();
    expect(left.deals).toEqual([]);
    expect(left.webhookJobs).toEqual([]);
    expect(left.history).toEqual([]);
    expect(await storedObjects(filesDir)).toEqual(filesBefore);
  }

  it('creates the order in status NEW with its Berekening, deal, webhook job and history, and mails nobody', async () => {
    const { quotation, dealer } = await scene();
    const { body } = await dealer.request<Executed>(EXECUTE, { id: quotation.id });
    expect(body.errors).toBeUndefined();
    const result = body.data!.executeQuotation;
    expect(result.fip_warning).toBe(false);

    const left = await traces(quotation);
    expect(left.order).toMatchObject({ id: result.order_id, order_status_fk: 1, deal_status_fk: 1 });
    expect(left.logs).toEqual([
      expect.objectContaining({
        id: result.calculation_order_log_id,
        order_log_type_fk: 1,
        description: 'Berekening',
      }),
    ]);
    expect(await storedObjects(filesDir)).toContain(left.logs[0].file_id);
    expect(left.deals.map((deal) => deal.id)).toEqual([left.order.deal_id_v2]);
    expect(left.webhookJobs).toHaveLength(1);
    expect(left.mails).toEqual([]);
    expect(left.history.map((entry) => [entry.kind, entry.source, entry.new_value])).toEqual([
      ['order', 'screen', 'NEW'],
      ['document', 'screen', String(result.calculation_order_log_id)],
      ['deal', 'screen', String(left.order.deal_id_v2)],
    ]);
  });

  it('mails a FIP employee the calculation in their language and asks for the quotation document', async () => {
    const { quotation, superUser } = await scene({ fip: true });
    const { body } = await superUser.request<Executed>(EXECUTE, { id: quotation.id });
    expect(body.data!.executeQuotation.fip_warning).toBe(true);
    const left = await traces(quotation);
    expect(left.mails).toEqual([
      expect.objectContaining({
        template: 'calculation-document',
        language: 'fr',
        subject: `Calcul ${quotation.quotation_number}`,
        attachments: [
          {
            fileId: left.logs[0].file_id,
            filename: `${quotation.quotation_number} Berekening.pdf`,
            contentType: 'application/pdf',
          },
        ],
      }),
    ]);
    expect(left.history.map((entry) => entry.kind)).toContain('mail');
  });

  it('refuses a second Execute of the same quotation', async () => {
    const { quotation, dealer } = await scene();
    await dealer.request(EXECUTE, { id: quotation.id });
    expect(errorCode(await dealer.request(EXECUTE, { id: quotation.id }))).toBe('ORDER_EXISTS');
    expect((await traces(quotation)).logs).toHaveLength(1);
  });

  it('answers another dealer and a missing quotation NOT_FOUND, and refuses an employer', async () => {
    const { quotation, otherDealer, employer, superUser } = await scene();
    expect(errorCode(await otherDealer.request(EXECUTE, { id: quotation.id }))).toBe('NOT_FOUND');
    expect(errorCode(await superUser.request(EXECUTE, { id: 2_000_000_000 }))).toBe('NOT_FOUND');
    expect(errorCode(await employer.request(EXECUTE, { id: quotation.id }))).toBe('FORBIDDEN');
    await expectNothingLeft(quotation, await storedObjects(filesDir));
  });

  describe('rolls everything back and tells the user on onError', () => {
    async function failingExecute(
      prepared: Awaited<ReturnType<typeof scene>>,
      expected: { code: string; i18nKey: string },
    ) {
      const before = await storedObjects(filesDir);
      const socket = subscriptionClient(baseUrl, prepared.dealer.cookie);
      const errors = socket.subscribe('subscription { onError { i18nKey } }');
      try {
        await waitUntil(() => app.pubsub.listenerCount() >= 1);
        expect(errorCode(await prepared.dealer.request(EXECUTE, { id: prepared.quotation.id }))).toBe(
          expected.code,
        );
        expect((await errors.next()).data).toEqual({ onError: { i18nKey: expected.i18nKey } });
      } finally {
        await socket.dispose();
      }
      await expectNothingLeft(prepared.quotation, before);
      expect((await traces(prepared.quotation)).mails).toEqual([]);
    }

    it('when the template is missing', async () => {
      const [variant] = await db()
        .insert(variants)
        .values({ code: 'NO_TEMPLATES_X', name: 'Zonder' })
        .returning();
      await failingExecute(await scene({ fip: true, variant_fk: variant.id }), {
        code: 'TEMPLATE_MISSING',
        i18nKey: 'errors.templateMissing',
      });
    });

    it('when the calculation mail cannot be queued (a FIP employee without e-mail)', async () => {
      await failingExecute(await scene({ fip: true }, false), {
        code: 'MAIL_DATA_MISSING',
        i18nKey: 'errors.mailDataMissing',
      });
    });

    it('when the CRM refuses the deal', async () => {
      const prepared = await scene({ fip: true });
      // The CRM (the built-in deals table) refuses this quotation's deal: a real database refusal.
      await db().execute(
        sql.raw(
          `alter table deals add constraint deals_refused_${prepared.quotation.id} check (quotation_number <> '${prepared.quotation.quotation_number}')`,
        ),
      );
      // The caller gets Yoga's masked error; the onError event says what the user reads.
      await failingExecute(prepared, { code: 'INTERNAL_SERVER_ERROR', i18nKey: 'errors.somethingWentWrong' });
    });
  });
});
