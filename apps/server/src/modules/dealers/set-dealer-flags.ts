import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { changeDealer, dealerColumns, refuseBackofficeDealer } from './dealer-record';

/** The Dealers tab's internal-use-only checkbox, saved at once (spec 03 section 4, Dealer). */
export async function setDealerInternalUseOnly(
  db: Db,
  viewer: Viewer,
  options: { id: number; internalUseOnly: boolean },
) {
  requireSuperUser(viewer);
  return db.transaction((tx) =>
    changeDealer(tx, viewer, options.id, { internal_use_only: options.internalUseOnly }),
  );
}

const MAX_BULK = 500;

/**
 * The Dealers tab's bulk action: the selected dealers active or inactive, each change audited.
 * The BACKOFFICE pseudo-dealer is never switched off; an unknown id fails the whole change.
 */
export async function setDealersActive(db: Db, viewer: Viewer, options: { ids: number[]; active: boolean }) {
  requireSuperUser(viewer);
  const ids = [...new Set(options.ids)];
  if (ids.length === 0 || ids.length > MAX_BULK) fail('BAD_INPUT', `give 1 to ${MAX_BULK} dealers`);
  if (!options.active) ids.forEach(refuseBackofficeDealer);
  return db.transaction(async (tx) => {
    const before = await tx
      .select(dealerColumns)
      .from(dealers)
      .where(inArray(dealers.id, ids))
      .orderBy(asc(dealers.id))
      .for('update');
    if (before.length !== ids.length) fail('NOT_FOUND');
    const after = await tx
      .update(dealers)
      .set({ active: options.active, updated_at: new Date() })
      .where(inArray(dealers.id, ids))
      .returning(dealerColumns);
    const afterById = new Map(after.map((row) => [row.id, row]));
    for (const row of before)
      await recordSettingsChange(tx, viewer, {
        table: 'dealers',
        recordId: row.id,
        action: 'update',
        before: row,
        after: afterById.get(row.id),
      });
    return before.map((row) => afterById.get(row.id)!);
  });
}
