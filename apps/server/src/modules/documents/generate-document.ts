import { and, desc, eq } from 'drizzle-orm';
import { languageById, LANGUAGES } from '@spokes/domain/codes';
import type { Tx } from '../../db/client';
import { orderLogs } from '../../db/schema/orders';
import { variants } from '../../db/schema/reference';
import { templates } from '../../db/schema/templates';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { publish } from '../signals/events';
import { loadDocumentData } from './document-data';
import { fillTemplate } from './fill-template';
import { readAll, type StoredFiles } from './stored-files';
import { generatedDocumentType, TEMPLATE_FIELDS, type TemplateFieldName } from './template-fields';

export type GenerateDocumentOptions = {
  orderId: number;
  /** CALCULATIONDOC (1, "Berekening") or RECEIPTDOC (3, "Ontvangstbewijs"). */
  orderLogTypeId: number;
  /** Where the template is read and the document written; the document is deleted if the work fails. */
  files: StoredFiles;
  now?: Date;
};

/**
 * Fills the order's template (its company's variant, its employee's language) with the
 * quotation, order, employee, company and bike, flattens it and stores it as a new order log.
 * Runs inside the caller's transaction (Execute, Create receipt); call it through
 * `runDocumentWork` so a missing template also reaches the viewer as an onError event and a
 * stored document is removed again when the transaction rolls back.
 */
export async function generateDocument(tx: Tx, viewer: Viewer, options: GenerateDocumentOptions) {
  const type =
    generatedDocumentType(options.orderLogTypeId) ?? fail('BAD_INPUT', 'not a generated document type');
  const data = (await loadDocumentData(tx, viewer, options.orderId)) ?? fail('NOT_FOUND');
  const language = languageById(data.employee.language_fk);

  const [template] = await tx
    .select({ file_id: templates.file_id })
    .from(templates)
    .where(
      and(
        eq(templates.order_log_type_fk, type.id),
        eq(templates.variant_fk, data.company.variant_fk),
        eq(templates.language_fk, LANGUAGES[language].id),
      ),
    )
    // several uploads for one combination: the newest wins.
    .orderBy(desc(templates.id))
    .limit(1);
  const stored = template ? await options.files.storage.get(template.file_id) : null;
  if (!stored) {
    const [variant] = await tx
      .select({ name: variants.name })
      .from(variants)
      .where(eq(variants.id, data.company.variant_fk));
    // Named as the settings' Templates tab names them, so a super user knows which to upload.
    fail('TEMPLATE_MISSING', undefined, {
      document: type.name,
      language: language.toUpperCase(),
      variant: variant?.name ?? '',
    });
  }

  const now = options.now ?? new Date();
  const values = Object.fromEntries(
    (Object.keys(TEMPLATE_FIELDS) as TemplateFieldName[]).map((name) => [
      name,
      TEMPLATE_FIELDS[name](data, language, now),
    ]),
  );
  const pdf = await fillTemplate(await readAll(stored.stream), values);
  const fileId = await options.files.putPdf('order-logs', pdf);

  const [orderLog] = await tx
    .insert(orderLogs)
    .values({
      order_fk: data.order.id,
      order_log_type_fk: type.id,
      description: type.name,
      file_id: fileId,
      log_date: now,
    })
    .returning();
  await publish(tx, {
    topic: 'orderLogCreated',
    orderLogId: orderLog.id,
    orderId: data.order.id,
    quotationId: data.quotation.id,
  });
  return orderLog;
}
