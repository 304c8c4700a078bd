import { usesPartnerPortal } from '@spokes/domain/partner-portal';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { accessScope, requireAccess } from '../access/access-table';
import { lockQuotationOrder } from './lock-order';
import { orderChange, type OrderChange } from './order-change';
import { recordOrderHistory } from './history/record-order-history';
import { publish } from '../signals/events';

export type ChangeQuotationCompanyOptions = { quotationId: number; companyId: number };

/**
 * Moves a quotation to another company (the change-company modal, super users). Only to a
 * different company, one the viewer may read, and not to one whose employees must use a partner
 * portal (the picker shows those disabled).
 */
export async function changeQuotationCompany(db: Db, viewer: Viewer, options: ChangeQuotationCompanyOptions) {
  requireSuperUser(viewer);
  return db.transaction(async (tx): Promise<OrderChange> => {
    // The lock first: a quotation read before it could be one another change has just moved.
    const order = await lockQuotationOrder(tx, viewer, options.quotationId);
    const quotation = await requireAccess(tx, viewer, 'quotation', options.quotationId, 'read');
    if (quotation.companyId === options.companyId) fail('SAME_COMPANY');
    const [company] = await tx
      .select({ id: companies.id, partner_integration: companies.partner_integration })
      .from(companies)
      .where(and(eq(companies.id, options.companyId), accessScope(viewer, 'company', 'read')));
    if (!company) fail('NOT_FOUND');
    if (usesPartnerPortal(company)) fail('PARTNER_PORTAL_COMPANY');
    await tx
      .update(quotations)
      .set({ company_fk: company.id, updated_at: new Date() })
      .where(eq(quotations.id, quotation.id));
    await recordOrderHistory(tx, viewer, {
      quotationId: quotation.id,
      orderId: order?.orderId ?? null,
      source: 'screen',
      kind: 'company',
      field: 'company_fk',
      old: String(quotation.companyId),
      new: String(company.id),
    });
    await publish(tx, { topic: 'quotationUpdated', quotationId: quotation.id });
    return order ? orderChange(order) : { quotationId: quotation.id, orderId: null, orderStatusId: null };
  });
}
