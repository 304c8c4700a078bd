import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { dealers } from '../../db/schema/dealers';
import { servicePasses } from '../../db/schema/service-passes';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { servicePassRowsByIds, type ServicePassRow } from './service-pass-rows';

/**
 * A row's editable cells: who it is given to (a registered dealer or a free-text dealer name;
 * an employee's bike or a free-text employee name), its starting amount and its comment. A
 * field left out keeps its value.
 */
export type ServicePassChange = {
  id: number;
  dealer_fk?: number | null;
  dealer_name?: string | null;
  bike_fk?: number | null;
  employee_name?: string | null;
  starting_amount?: number | null;
  comment?: string | null;
};

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

async function applyChange(tx: Tx, change: ServicePassChange) {
  const [pass] = await tx.select().from(servicePasses).where(eq(servicePasses.id, change.id)).for('update');
  if (!pass) fail('NOT_FOUND');
  const set: Partial<typeof servicePasses.$inferInsert> = { updated_at: new Date() };
  if (change.dealer_fk !== undefined || change.dealer_name !== undefined) {
    const dealerId = change.dealer_fk ?? null;
    if (dealerId !== null) {
      const [dealer] = await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId));
      if (!dealer) fail('INVALID_DEALER');
    }
    set.dealer_fk = dealerId;
    set.dealer_name = dealerId === null ? blankToNull(change.dealer_name) : null;
  }
  if (change.bike_fk !== undefined || change.employee_name !== undefined) {
    const bikeId = change.bike_fk ?? null;
    if (bikeId !== null) {
      const [bike] = await tx.select({ id: bikes.id }).from(bikes).where(eq(bikes.id, bikeId));
      if (!bike) fail('NOT_FOUND');
      const [other] = await tx
        .select({ id: servicePasses.id })
        .from(servicePasses)
        .where(and(eq(servicePasses.bike_fk, bikeId), ne(servicePasses.id, pass.id)));
      if (other) fail('SERVICE_PASS_IN_USE');
    }
    set.bike_fk = bikeId;
    set.employee_name = bikeId === null ? blankToNull(change.employee_name) : null;
  }
  if (change.starting_amount !== undefined && change.starting_amount !== null) {
    if (!Number.isInteger(change.starting_amount) || change.starting_amount < 0) fail('AMOUNT_INVALID');
    set.starting_amount = change.starting_amount;
    // What is left follows the new start; what was used stays what the card spent.
    set.remaining_amount = pass.emptied_at ? 0 : Math.max(0, change.starting_amount - pass.used_amount);
  }
  if (change.comment !== undefined) set.comment = blankToNull(change.comment);
  await tx.update(servicePasses).set(set).where(eq(servicePasses.id, pass.id));
}

/**
 * Per-row save and bulk save of the changed rows (spec 03 section 2.3), in one transaction: one
 * refused row (an unknown dealer, a bike that has another pass) saves none of them.
 */
export async function updateServicePasses(
  db: Queryable,
  viewer: Viewer,
  options: { changes: ServicePassChange[] },
): Promise<ServicePassRow[]> {
  requireSuperUser(viewer);
  if (options.changes.length === 0) return [];
  if (options.changes.length > 100) fail('BAD_INPUT', 'at most one page (100 rows) at once');
  return db.transaction(async (tx) => {
    for (const change of options.changes) await applyChange(tx, change);
    return servicePassRowsByIds(
      tx,
      inArray(
        servicePasses.id,
        options.changes.map((change) => change.id),
      ),
    );
  });
}

/**
 * Bulk-assign a dealer to the selected passes: a registered dealer (dealer_fk) or a free-text
 * name (dealer_name), as one change of each row.
 */
export function assignServicePassDealer(
  db: Queryable,
  viewer: Viewer,
  options: { ids: number[]; dealer_fk?: number | null; dealer_name?: string | null },
): Promise<ServicePassRow[]> {
  requireSuperUser(viewer);
  if (!options.dealer_fk && !blankToNull(options.dealer_name)) fail('INVALID_DEALER');
  return updateServicePasses(db, viewer, {
    changes: options.ids.map((id) => ({
      id,
      dealer_fk: options.dealer_fk ?? null,
      dealer_name: options.dealer_name ?? null,
    })),
  });
}
