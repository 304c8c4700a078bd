import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { publish } from '../signals/events';
import { loadQuotationListRows, type QuotationListRow } from './quotation-list-rows';
import { accessScope } from '../access/access-table';

/** A bulk switch covers at most ten pages of the list; larger calls are refused, not cut. */
export const SET_ACTIVE_MAX_IDS = 100;

/**
 * The list's active switch, for one row or the selected rows: every quotation must be in the
 * viewer's list, or nothing changes and the answer is NOT_FOUND, as for a missing id.
 */
export async function setQuotationsActive(
  db: Db,
  viewer: Viewer,
  options: { ids: number[]; active: boolean },
): Promise<QuotationListRow[]> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0 || ids.length > SET_ACTIVE_MAX_IDS) {
    fail('BAD_INPUT', `ids must hold 1 to ${SET_ACTIVE_MAX_IDS} quotations`);
  }
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(quotations)
      .set({ active: options.active, updated_at: new Date() })
      .where(and(inArray(quotations.id, ids), accessScope(viewer, 'quotation', 'write')))
      .returning({ id: quotations.id });
    if (updated.length !== ids.length) fail('NOT_FOUND');
    for (const id of ids) await publish(tx, { topic: 'quotationUpdated', quotationId: id });
    return loadQuotationListRows(tx, ids);
  });
}
