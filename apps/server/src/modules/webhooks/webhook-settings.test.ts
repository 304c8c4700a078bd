import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhooks } from '../../db/schema/webhooks';
import { appSuite } from '../../test/app-suite';
import { createCompany, createDealer, createWebhook } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedInRoles, type Role } from '../../test/signed-in';
import { startWebhookReceiver } from '../../test/webhooks-test-support';

type Client = ReturnType<typeof graphqlClient>;

const FIELDS = 'id url invoice_target_fk invoice_target_name webhook_format_fk filter deal_status_fk';
const LIST = `query($target: Int) { webhooks(invoice_target_id: $target) { ${FIELDS} deal_status_name } }`;
const OPTIONS = 'query { webhookOptions { formats { id code } deal_statuses { id code } } }';
const CREATE = `mutation($input: WebhookInput!) { createWebhook(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deleteWebhook(id: $id) }';
const TEST = 'mutation($id: Int!) { sendTestWebhook(id: $id) { url status_code response duration_ms } }';
const LOG = `query($recordId: String!) {
  settingsAuditLog(page: 1, size: 50, filter: { table: "webhooks", recordId: $recordId }) {
    items { action field old_value new_value }
  }
}`;

type Row = {
  id: number;
  url: string;
  invoice_target_fk: number;
  filter: string | null;
  deal_status_fk: number | null;
};
type AuditItem = { action: string; field: string | null; old_value: string | null; new_value: string | null };

describe('webhooks: the Webhooks tab', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let clients: Record<Role, Client>;
  let admin: Client;
  let target: number;

  const audit = async (id: number) =>
    (await admin.request<{ settingsAuditLog: { items: AuditItem[] } }>(LOG, { recordId: String(id) })).body
      .data!.settingsAuditLog.items;
  const input = (values: Record<string, unknown> = {}) => ({
    url: receiver.url('/ok'),
    invoice_target_fk: target,
    webhook_format_fk: 1,
    ...values,
  });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const [dealer, other] = [await createDealer(db()), await createDealer(db())];
    const company = await createCompany(db());
    target = company.invoice_target_fk;
    clients = await signedInRoles(suite.app, {
      dealerId: dealer.id,
      otherDealerId: other.id,
      companyId: company.id,
    });
    admin = clients.superUser;
  });
  afterAll(() => receiver.close());

  it('creates a webhook with a normalised filter, lists it under its invoice target, and audits each field set', async () => {
    const created = await admin.request<{ createWebhook: Row }>(CREATE, {
      input: input({
        url: ' https://hooks.example.be/in ',
        filter: 'approved, DELIVERED,approved',
        deal_status_fk: 3,
      }),
    });
    expect(created.body.errors).toBeUndefined();
    const webhook = created.body.data!.createWebhook;
    expect(webhook).toMatchObject({
      url: 'https://hooks.example.be/in',
      invoice_target_fk: target,
      webhook_format_fk: 1,
      filter: 'APPROVED, DELIVERED',
      deal_status_fk: 3,
    });
    const listed = await admin.request<{ webhooks: (Row & { deal_status_name: string })[] }>(LIST, {
      target,
    });
    expect(listed.body.data!.webhooks.map((w) => w.id)).toContain(webhook.id);
    expect(listed.body.data!.webhooks.every((w) => w.invoice_target_fk === target)).toBe(true);
    const fields = (await audit(webhook.id)).map((row) => [row.action, row.field, row.new_value]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['create', 'url', '"https://hooks.example.be/in"'],
        ['create', 'filter', '"APPROVED, DELIVERED"'],
        ['create', 'deal_status_fk', '3'],
      ]),
    );
  });

  it('edits a webhook and audits only what changed; an empty filter and deal status become null', async () => {
    const webhook = await createWebhook(db(), {
      url: receiver.url('/ok'),
      invoice_target_fk: target,
      filter: 'SIGNED',
      deal_status_fk: 2,
    });
    const updated = await admin.request<{ updateWebhook: Row }>(UPDATE, {
      id: webhook.id,
      input: input({ filter: ' ', deal_status_fk: null }),
    });
    expect(updated.body.data!.updateWebhook).toMatchObject({ filter: null, deal_status_fk: null });
    expect(await audit(webhook.id)).toEqual(
      expect.arrayContaining([
        { action: 'update', field: 'filter', old_value: '"SIGNED"', new_value: null },
        { action: 'update', field: 'deal_status_fk', old_value: '2', new_value: null },
      ]),
    );
    expect((await audit(webhook.id)).map((row) => row.field)).not.toContain('url');
  });

  it('deletes a webhook, keeps its attempts, and audits the whole record', async () => {
    const webhook = await createWebhook(db(), { url: receiver.url('/ok'), invoice_target_fk: target });
    const [attempt] = await db()
      .insert(webhookAttempts)
      .values({ webhook_fk: webhook.id, url: webhook.url, status_code: 200 })
      .returning();
    expect((await admin.request(DELETE, { id: webhook.id })).body.data).toEqual({ deleteWebhook: true });
    expect(await db().select().from(webhooks).where(eq(webhooks.id, webhook.id))).toEqual([]);
    const [kept] = await db().select().from(webhookAttempts).where(eq(webhookAttempts.id, attempt.id));
    expect(kept.webhook_fk).toBeNull();
    const [row] = await audit(webhook.id);
    expect(row).toMatchObject({ action: 'delete', field: null, new_value: null });
    expect(JSON.parse(row.old_value!)).toMatchObject({ url: webhook.url, invoice_target_fk: target });
    expect(errorCode(await admin.request(DELETE, { id: webhook.id }))).toBe('NOT_FOUND');
  });

  it('refuses a url that is not http(s), an unknown status in the filter and an unknown reference, saving nothing', async () => {
    const fieldsOf = (response: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
      (response.body.errors?.[0]?.extensions?.details as { fields?: unknown } | undefined)?.fields;
    for (const url of ['ftp://hooks.example.be', 'hooks.example.be/in', 'javascript:alert(1)', ''])
      expect(fieldsOf(await admin.request(CREATE, { input: input({ url }) }))).toEqual({
        url: url === '' ? 'REQUIRED' : 'WEBHOOK_URL_INVALID',
      });
    expect(fieldsOf(await admin.request(CREATE, { input: input({ filter: 'APPROVED, SHIPPED' }) }))).toEqual({
      filter: 'WEBHOOK_FILTER_INVALID',
    });
    const unknown = await admin.request(CREATE, {
      input: input({ invoice_target_fk: 999999, deal_status_fk: 99 }),
    });
    expect(errorCode(unknown)).toBe('BAD_INPUT');
    expect(fieldsOf(unknown)).toEqual({ invoice_target_fk: 'NOT_FOUND', deal_status_fk: 'NOT_FOUND' });
    const webhook = await createWebhook(db(), { url: receiver.url('/ok'), invoice_target_fk: target });
    expect(
      errorCode(await admin.request(UPDATE, { id: webhook.id, input: input({ url: 'mailto:a@b.be' }) })),
    ).toBe('BAD_INPUT');
    expect((await db().select().from(webhooks).where(eq(webhooks.id, webhook.id)))[0].url).toBe(
      receiver.url('/ok'),
    );
    expect(await audit(webhook.id)).toEqual([]);
  });

  it("sends a test event in the webhook's format and answers status, body and duration, recording no attempt", async () => {
    const ok = await createWebhook(db(), { url: receiver.url('/ok'), invoice_target_fk: target });
    const broken = await createWebhook(db(), { url: receiver.url('/fail'), invoice_target_fk: target });
    const before = receiver.calls.length;
    type Answer = {
      sendTestWebhook: { url: string; status_code: number; response: string; duration_ms: number };
    };
    const first = (await admin.request<Answer>(TEST, { id: ok.id })).body.data!.sendTestWebhook;
    expect(first).toMatchObject({ url: receiver.url('/ok'), status_code: 200, response: 'thanks' });
    expect(first.duration_ms).toBeGreaterThanOrEqual(0);
    const second = (await admin.request<Answer>(TEST, { id: broken.id })).body.data!.sendTestWebhook;
    expect(second).toMatchObject({ status_code: 500, response: 'receiver broke' });
    const calls = receiver.calls.slice(before);
    expect(calls.map((call) => call.path)).toEqual(['/ok', '/fail']);
    expect(calls[0].body).toMatchObject({ event: 'webhook.test', webhook_id: ok.id });
    expect(calls[0].headers).toMatchObject({ 'content-type': 'application/json', 'x-spokes-test': 'true' });
    expect(await db().select().from(webhookAttempts).where(eq(webhookAttempts.webhook_fk, ok.id))).toEqual(
      [],
    );
    expect(errorCode(await admin.request(TEST, { id: 999999 }))).toBe('NOT_FOUND');
  });

  it('answers a test event that reaches nobody with no status code and the reason', async () => {
    const closed = await startWebhookReceiver();
    const url = closed.url('/ok');
    await closed.close();
    const webhook = await createWebhook(db(), { url, invoice_target_fk: target });
    const answer = await admin.request<{ sendTestWebhook: { status_code: number | null; response: string } }>(
      TEST,
      {
        id: webhook.id,
      },
    );
    expect(answer.body.data!.sendTestWebhook).toMatchObject({
      status_code: null,
      response: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('refuses every role but the super user, and a signed-out caller, changing nothing and calling nobody', async () => {
    const webhook = await createWebhook(db(), { url: receiver.url('/ok'), invoice_target_fk: target });
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [OPTIONS, {}],
      [CREATE, { input: input() }],
      [UPDATE, { id: webhook.id, input: input({ url: 'https://evil.example' }) }],
      [DELETE, { id: webhook.id }],
      [TEST, { id: webhook.id }],
    ];
    const before = receiver.calls.length;
    for (const role of ['dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'] as const)
      for (const [query, variables] of operations)
        expect([role, errorCode(await clients[role].request(query, variables))]).toEqual([role, 'FORBIDDEN']);
    // Signed out: asked to sign in first.
    const anonymous = graphqlClient(suite.app);
    for (const [query, variables] of operations)
      expect(errorCode(await anonymous.request(query, variables))).toBe('UNAUTHENTICATED');
    expect(receiver.calls.length).toBe(before);
    expect((await db().select().from(webhooks).where(eq(webhooks.id, webhook.id)))[0].url).toBe(
      receiver.url('/ok'),
    );
    expect(await audit(webhook.id)).toEqual([]);
  });

  it('offers the formats and deal statuses for the form', async () => {
    const options = await admin.request<{
      webhookOptions: { formats: { code: string }[]; deal_statuses: { code: string }[] };
    }>(OPTIONS);
    expect(options.body.data!.webhookOptions.formats.map((f) => f.code)).toContain('JSON');
    expect(options.body.data!.webhookOptions.deal_statuses.map((s) => s.code)).toContain('WON');
  });
});
