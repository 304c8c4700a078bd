import { normalizeQuotationNumber } from '@spokes/domain/quotation-number';
import type { Queryable } from '../../db/client';
import { dealsPort } from '../../integrations/crm/deals-port';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { toDealViews } from './deal-view';

/** The deals a super user may link to an order: those of the quotation number, however it is typed. */
export async function searchDealsToLink(
  db: Queryable,
  viewer: Viewer,
  options: { quotation_number: string },
) {
  requireSuperUser(viewer);
  const quotationNumber = normalizeQuotationNumber(options.quotation_number);
  if (!quotationNumber) return [];
  return toDealViews(db, await dealsPort(db).searchByQuotationNumber(quotationNumber));
}
