import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quotations } from '../../db/schema/quotations';
import { userCompanies } from '../../db/schema/users';
import type { Viewer } from '../auth/viewer';
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
  const result = (await tx.execute(sql`
    with recursive above(id) as (
      select ${companies.id} from ${companies} where ${companies.id} = ${quotation.companyId}
      union
      select c.company_parent_fk from ${companies} c join above a on c.id = a.id
      where c.company_parent_fk is not null
    )
    select distinct ${userCompanies.user_id} as user_id from ${userCompanies}
    where ${userCompanies.company_id} in (select id from above) and ${userCompanies.user_id} <> ${viewer.userId}
    order by 1`)) as unknown as { rows: { user_id: number }[] };
  const params = { quotationNumber: quotation.quotationNumber, employeeName: quotation.employeeName };
  for (const { user_id } of result.rows)
    await createNotification(tx, {
      userId: Number(user_id),
      message: DECISION_AWAITED,
      params,
      action: 'goToQuotation',
      actionParams: { quotationId, employeeName: quotation.employeeName },
    });
}
