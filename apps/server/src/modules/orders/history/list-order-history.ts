import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { listPage, type ListDefinition } from '../../../db/list';
import { orderHistory } from '../../../db/schema/order-history';
import type { Viewer } from '../../access/viewer';
import { requireAccess } from '../../access/access-table';
import type { OrderHistoryKind } from './record-order-history';

/** Newest first; entries written in one transaction share their time, so the id breaks the tie. */
export const orderHistoryList: ListDefinition<'at'> = {
  defaultSize: 20,
  maxSize: 100,
  sortable: { at: orderHistory.at },
  defaultSort: { field: 'at', direction: 'desc' },
  tieBreaker: orderHistory.id,
};

/**
 * One quotation's history a page at a time, optionally only some kinds (none given: all). A
 * dealer never reads private entries; a quotation out of scope answers NOT_FOUND.
 */
export async function listOrderHistory(
  db: Queryable,
  viewer: Viewer,
  options: {
    quotationId: number;
    kinds?: OrderHistoryKind[] | null;
    page?: number | null;
    size?: number | null;
  },
) {
  await requireAccess(db, viewer, 'quotation', options.quotationId, 'write');
  return listPage(db, {
    table: orderHistory,
    where: and(
      eq(orderHistory.quotation_fk, options.quotationId),
      options.kinds?.length ? inArray(orderHistory.kind, options.kinds) : undefined,
      viewer.superUser ? undefined : eq(orderHistory.private, false),
    ),
    list: orderHistoryList,
    request: { page: options.page ?? 1, size: options.size },
  });
}
