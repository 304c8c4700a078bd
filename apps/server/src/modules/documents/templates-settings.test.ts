import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LOG_TYPE } from '@spokes/domain/codes';
import { variants } from '../../db/schema/reference';
import { templates } from '../../db/schema/templates';
import { documentsSuite, pdfFile, pdfText, storedObjects } from '../../test/documents-test-support';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedInRoles, type Role } from '../../test/signed-in';
import { seedDefaultTemplates } from './seed-default-templates';
import { DOCUMENT_TYPE_FIELDS } from './template-fields';

type Client = ReturnType<typeof graphqlClient>;

const SAVED = 'template { id name file_id language order_log_type variant preview_url } unknown_fields';
const LIST = `query($filter: SettingsTemplatesFilter, $sort: ListSort) {
  settingsTemplates(page: 1, size: 100, filter: $filter, sort: $sort) { total items { id name order_log_type } }
}`;
const CREATE = `mutation($input: TemplateInput!, $file: File!) { createTemplate(input: $input, file: $file) { ${SAVED} } }`;
const UPDATE = `mutation($id: Int!, $input: TemplateInput!, $file: File) {
  updateTemplate(id: $id, input: $input, file: $file) { ${SAVED} }
}`;
const DELETE = 'mutation($id: Int!) { deleteTemplate(id: $id) }';
const LOG = `query($recordId: String!) {
  settingsAuditLog(page: 1, size: 50, filter: { table: "templates", recordId: $recordId }) { items { action field } }
}`;

/** A one-page fillable PDF with a text field of each name. */
async function fillablePdf(fieldNames: readonly string[]): Promise<File> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const form = doc.getForm();
  fieldNames.forEach((name, i) =>
    form.createTextField(name).addToPage(page, { x: 50, y: 800 - i * 22, width: 300, height: 18 }),
  );
  return pdfFile(await doc.save(), 'template.pdf');
}

type Saved = { template: { id: number; file_id: string; preview_url: string }; unknown_fields: string[] };

describe('documents: the Templates tab', () => {
  const suite = documentsSuite();
  const db = () => suite.app.database.db;
  let clients: Record<Role, Client>;
  let admin: Client;
  let variantId: number;
  let baseUrl: string;
  const receiptFields = DOCUMENT_TYPE_FIELDS.RECEIPTDOC;

  const input = (name: string, orderLogTypeId: number = ORDER_LOG_TYPE.RECEIPTDOC.id, languageId = 2) => ({
    name,
    language_fk: languageId,
    order_log_type_fk: orderLogTypeId,
    variant_fk: variantId,
  });
  const create = async (name: string, fields: readonly string[], orderLogTypeId?: number) =>
    admin.upload<{ createTemplate: Saved }>(CREATE, { input: input(name, orderLogTypeId), file: null }, [
      ['variables.file', await fillablePdf(fields)],
    ]);
  const receiptTemplates = () =>
    db()
      .select()
      .from(templates)
      .where(
        and(
          eq(templates.order_log_type_fk, ORDER_LOG_TYPE.RECEIPTDOC.id),
          eq(templates.variant_fk, variantId),
          eq(templates.language_fk, 2),
        ),
      );

  beforeAll(async () => {
    baseUrl = await suite.app.listen(0, '127.0.0.1');
    await seedDefaultTemplates(db(), suite.app.storage);
    [{ id: variantId }] = await db().select({ id: variants.id }).from(variants).limit(1);
    const [dealer, other, company] = [
      await createDealer(db()),
      await createDealer(db()),
      await createCompany(db()),
    ];
    clients = await signedInRoles(suite.app, {
      dealerId: dealer.id,
      otherDealerId: other.id,
      companyId: company.id,
    });
    admin = clients.superUser;
  });

  it('saves a template with every field its document needs, reports the unknown ones, and audits it', async () => {
    const response = await create('Ontvangstbewijs ontwerp', [...receiptFields, 'logo_text', 'aaa']);
    expect(response.body.errors).toBeUndefined();
    const saved = response.body.data!.createTemplate;
    expect(saved).toMatchObject({
      template: { name: 'Ontvangstbewijs ontwerp', language: 'fr', order_log_type: 'Ontvangstbewijs' },
      unknown_fields: ['aaa', 'logo_text'],
    });
    expect(await storedObjects(suite.filesDir)).toContain(saved.template.file_id);
    const log = await admin.request<{ settingsAuditLog: { items: { action: string; field: string }[] } }>(
      LOG,
      {
        recordId: String(saved.template.id),
      },
    );
    expect(log.body.data!.settingsAuditLog.items.map((row) => row.field)).toEqual(
      expect.arrayContaining(['name', 'file_id', 'order_log_type_fk']),
    );
  });

  it('refuses a PDF that lacks fields its document type needs, naming every missing one, and stores nothing', async () => {
    const filesBefore = await storedObjects(suite.filesDir);
    const rowsBefore = await db().$count(templates);
    const response = await create('Zonder velden', receiptFields.slice(2));
    expect(response.body.errors?.[0].extensions).toMatchObject({
      code: 'TEMPLATE_FIELDS_MISSING',
      details: { fields: receiptFields.slice(0, 2).join(', ') },
    });
    expect(await db().$count(templates)).toBe(rowsBefore);
    expect(await storedObjects(suite.filesDir)).toEqual(filesBefore);
    // a document type the application never generates needs no field.
    expect((await create('Factuur', [], ORDER_LOG_TYPE.INVOICEDOC.id)).body.errors).toBeUndefined();
  });

  it('checks the kept file again when a template moves to another document type', async () => {
    const saved = (await create('Wordt berekening', receiptFields)).body.data!.createTemplate;
    const moved = await admin.request(UPDATE, {
      id: saved.template.id,
      input: input('Wordt berekening', ORDER_LOG_TYPE.CALCULATIONDOC.id),
    });
    expect(errorCode(moved)).toBe('TEMPLATE_FIELDS_MISSING');
    const renamed = await admin.request<{ updateTemplate: Saved }>(UPDATE, {
      id: saved.template.id,
      input: input('Hernoemd'),
    });
    expect(renamed.body.data?.updateTemplate).toMatchObject({
      template: { id: saved.template.id },
      unknown_fields: [],
    });
  });

  it('refuses to delete or move away the only template generation would pick, and deletes one that has a twin', async () => {
    await db()
      .delete(templates)
      .where(
        and(
          eq(templates.order_log_type_fk, ORDER_LOG_TYPE.RECEIPTDOC.id),
          eq(templates.variant_fk, variantId),
          eq(templates.language_fk, 2),
        ),
      );
    const only = (await create('Enige', receiptFields)).body.data!.createTemplate.template;
    const refused = await admin.request(DELETE, { id: only.id });
    expect(refused.body.errors?.[0].extensions).toMatchObject({
      code: 'TEMPLATE_IN_USE',
      details: { document: 'Ontvangstbewijs', language: 'FR' },
    });
    expect(errorCode(await admin.request(UPDATE, { id: only.id, input: input('Enige', undefined, 1) }))).toBe(
      'TEMPLATE_IN_USE',
    );
    expect(await receiptTemplates()).toHaveLength(1);

    const twin = (await create('Tweede', receiptFields)).body.data!.createTemplate.template;
    expect((await admin.request(DELETE, { id: only.id })).body.data).toEqual({ deleteTemplate: true });
    expect((await receiptTemplates()).map((row) => row.id)).toEqual([twin.id]);
    expect(await storedObjects(suite.filesDir)).not.toContain(only.file_id);
  });

  it('lists templates filtered on name and sorted on document type', async () => {
    const tag = `Lijst${Date.now()}`;
    const receipt = (await create(`${tag} a`, receiptFields)).body.data!.createTemplate.template;
    const calculation = (
      await create(`${tag} b`, DOCUMENT_TYPE_FIELDS.CALCULATIONDOC, ORDER_LOG_TYPE.CALCULATIONDOC.id)
    ).body.data!.createTemplate.template;
    const page = await admin.request<{ settingsTemplates: { total: number; items: { id: number }[] } }>(
      LIST,
      {
        filter: { name: tag.toLowerCase() },
        sort: { field: 'order_log_type', direction: 'asc' },
      },
    );
    expect(page.body.data?.settingsTemplates.total).toBe(2);
    expect(page.body.data?.settingsTemplates.items.map((row) => row.id)).toEqual([
      calculation.id,
      receipt.id,
    ]);
  });

  it('previews a template filled with a made-up order, for super users only', async () => {
    const saved = (await create('Voorbeeld', receiptFields)).body.data!.createTemplate.template;
    const url = `${baseUrl}${saved.preview_url}`;
    const response = await fetch(url, { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Q000123');
    expect(text).toContain('Jan Peeters');
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { cookie: clients.dealerAdmin.cookie } })).status).toBe(403);
    expect(
      (await fetch(`${baseUrl}/files/templates/999999/preview`, { headers: { cookie: admin.cookie } }))
        .status,
    ).toBe(404);
  });

  it('refuses every role but the super user', async () => {
    const saved = (await create('Rollen', receiptFields)).body.data!.createTemplate.template;
    const file = await fillablePdf(receiptFields);
    for (const role of ['dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'] as const) {
      const client = clients[role];
      expect([role, errorCode(await client.request(LIST, {}))]).toEqual([role, 'FORBIDDEN']);
      expect([
        role,
        errorCode(await client.upload(CREATE, { input: input('X'), file: null }, [['variables.file', file]])),
      ]).toEqual([role, 'FORBIDDEN']);
      expect([role, errorCode(await client.request(UPDATE, { id: saved.id, input: input('X') }))]).toEqual([
        role,
        'FORBIDDEN',
      ]);
      expect([role, errorCode(await client.request(DELETE, { id: saved.id }))]).toEqual([role, 'FORBIDDEN']);
    }
    const [row] = await db().select().from(templates).where(eq(templates.id, saved.id));
    expect(row.name).toBe('Rollen');
  });
});
