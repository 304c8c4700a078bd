import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import { quotationEmployerIds } from '../access/company-tree';
import type { Viewer } from '../access/viewer';
import { createNotification } from '../notifications/create-notification';
import { DECISION_AWAITED } from './resolve-decision-awaited';

/**
 * An order reached SEND_TO_DECIDER: every employer user of the quotation's company, and of the
 * companies above it (whose employers see the quotation too), finds it in the inbox, in the
 * transaction of the step. The message is a translation key, so each reads it in the language
 * of its own session. The user who took the step is not told about it.
 */
export async function notifyDecisionAwaited(tx: Tx, viewer: Viewer, quotationId: number) {
  const [quotation] = await tx
    .select({
      quotationNumber: quotations.quotation_number,
      employeeName: quotations.employee_name,
      companyId: quotations.company_fk,
    })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  const recipients = await quotationEmployerIds(tx, quotation.companyId, viewer.userId);
  const params = { quotationNumber: quotation.quotationNumber, employeeName: quotation.employeeName };
  for (const userId of recipients)
    await createNotification(tx, {
      userId,
      message: DECISION_AWAITED,
      params,
      action: 'goToQuotation',
      actionParams: { quotationId, employeeName: quotation.employeeName },
    });
}
