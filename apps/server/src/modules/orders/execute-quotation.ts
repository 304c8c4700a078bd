import { and, eq } from 'drizzle-orm';
import { languageById, ORDER_LOG_TYPE, ORDER_STATUS } from '@spokes/domain/codes';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { createDealForOrder } from '../deals/create-deal-for-order';
import { generateDocument } from '../documents/generate-document';
import { runDocumentWork } from '../documents/run-document-work';
import { queueMail } from '../mail/queue-mail';
import { announceOrderChange } from './announce-order-change';
import { recordOrderHistory } from './history/record-order-history';
import { accessScope } from '../access/access-table';

export type ExecutedQuotation = {
  orderId: number;
  calculationOrderLogId: number;
  /** A FIP company: the calculation was mailed to the employee and the quotation document is asked for. */
  fip: boolean;
};

/**
 * Execute (spec 01 section 4): the quotation's order in status NEW with its "Berekening"
 * generated from the template, its deal, and for a FIP company the calculation mailed to the
 * employee in the employee's language. One transaction: any failure leaves no order, log,
 * stored file, mail, deal, webhook job or history entry, and the viewer hears of it on onError.
 */
export function executeQuotation(
  db: Db,
  viewer: Viewer,
  options: { quotationId: number; storage: FileStorage },
): Promise<ExecutedQuotation> {
  return runDocumentWork(db, viewer, options.storage, async (tx, files) => {
    const quotation = await loadExecutable(tx, viewer, options.quotationId);
    const orderId = await insertOrder(tx, quotation.id);
    const calculation = await generateDocument(tx, viewer, {
      orderId,
      orderLogTypeId: ORDER_LOG_TYPE.CALCULATIONDOC.id,
      files,
    });
    const deal = await createDealForOrder(tx, { id: orderId });
    if (quotation.fip) {
      await queueMail(tx, {
        to: quotation.employeeEmail ?? fail('MAIL_DATA_MISSING', 'the employee has no e-mail address'),
        template: 'calculation-document',
        language: languageById(quotation.employeeLanguageId),
        data: {
          firstName: quotation.employeeFirstName,
          quotationNumber: quotation.number,
          companyName: quotation.companyName,
        },
        attachments: [
          {
            fileId: calculation.file_id!,
            filename: `${quotation.number} ${ORDER_LOG_TYPE.CALCULATIONDOC.name}.pdf`,
            contentType: 'application/pdf',
          },
        ],
      });
    }
    const entry = { quotationId: quotation.id, orderId, source: 'screen' } as const;
    await recordOrderHistory(tx, viewer, [
      { ...entry, kind: 'order', field: 'order_status', new: ORDER_STATUS.NEW.code },
      { ...entry, kind: 'document', field: ORDER_LOG_TYPE.CALCULATIONDOC.code, new: String(calculation.id) },
      { ...entry, kind: 'deal', field: 'deal_id_v2', new: String(deal.id) },
      ...(quotation.fip ? [{ ...entry, kind: 'mail' as const, field: 'calculation-document' }] : []),
    ]);
    await announceOrderChange(tx, { orderId, statusChanged: true });
    return { orderId, calculationOrderLogId: calculation.id, fip: quotation.fip };
  });
}

/** The quotation with what Execute needs; NOT_FOUND out of scope, ORDER_EXISTS when it has its order. */
async function loadExecutable(tx: Tx, viewer: Viewer, quotationId: number) {
  const [row] = await tx
    .select({
      id: quotations.id,
      number: quotations.quotation_number,
      fip: companies.fip,
      companyName: companies.name,
      employeeFirstName: employees.first_name,
      employeeEmail: employees.email,
      employeeLanguageId: employees.language_fk,
      orderId: orders.id,
    })
    .from(quotations)
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .innerJoin(employees, eq(employees.id, quotations.employee_fk))
    .leftJoin(orders, eq(orders.quotation_fk, quotations.id))
    .where(and(eq(quotations.id, quotationId), accessScope(viewer, 'quotation', 'write')));
  if (!row) fail('NOT_FOUND');
  if (row.orderId !== null) fail('ORDER_EXISTS');
  return row;
}

/** The new order; a second Execute of the same quotation at the same moment meets the unique index. */
async function insertOrder(tx: Tx, quotationId: number): Promise<number> {
  try {
    const [order] = await tx
      .insert(orders)
      .values({ quotation_fk: quotationId, order_status_fk: ORDER_STATUS.NEW.id })
      .returning({ id: orders.id });
    return order.id;
  } catch (error) {
    if (isUniqueViolation(error, 'orders_quotation_fk_unique')) fail('ORDER_EXISTS');
    throw error;
  }
}
