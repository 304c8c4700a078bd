import type { Queryable } from '../../../db/client';
import {
  orderHistory,
  type ORDER_HISTORY_KINDS,
  type ORDER_HISTORY_SOURCES,
} from '../../../db/schema/order-history';
import type { Viewer } from '../../access/viewer';

export type OrderHistorySource = (typeof ORDER_HISTORY_SOURCES)[number];
export type OrderHistoryKind = (typeof ORDER_HISTORY_KINDS)[number];

/**
 * One change as the history keeps it. old and new are display-neutral text (ids, codes, ISO
 * dates): the web formats them in the reader's language.
 */
export type OrderHistoryEntry = {
  quotationId: number;
  orderId?: number | null;
  source: OrderHistorySource;
  kind: OrderHistoryKind;
  field?: string | null;
  old?: string | null;
  new?: string | null;
  /** Hidden from dealers: private comments and whatever else only super users may read. */
  private?: boolean;
};

/**
 * Appends entries to the order history in the caller's transaction, so they commit or roll back
 * with the change they describe. A null viewer is the system. The actor's name is copied so the
 * entry still says who it was after the user is deleted.
 */
export async function recordOrderHistory(
  tx: Queryable,
  viewer: Viewer | null,
  entries: OrderHistoryEntry | OrderHistoryEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  const actor = viewer && {
    actor_user_fk: viewer.userId,
    actor_name: `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email,
  };
  await tx.insert(orderHistory).values(
    list.map((entry) => ({
      ...actor,
      quotation_fk: entry.quotationId,
      order_fk: entry.orderId ?? null,
      source: entry.source,
      kind: entry.kind,
      field: entry.field ?? null,
      old_value: entry.old ?? null,
      new_value: entry.new ?? null,
      private: entry.private ?? false,
    })),
  );
}
