import {
  DEALER_INFO_INTERNAL_FIELDS,
  dealerInfoExternalSchema,
  dealerInfoSchema,
} from '@spokes/domain/contact-schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bikeBrands, dealerHasBikeBrand, dealers } from '../../db/schema/dealers';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { dealerBrandIds, dealerInfoAccess, type DealerInfo } from './dealer-info';
import { dealerColumns, lockDealer, parseDealerInput, refuseBackofficeDealer } from './dealer-record';

export type DealerInfoInput = Record<string, unknown> & {
  active?: boolean | null;
  bike_brand_ids: number[];
};

/**
 * Saves the dealer info form (spec 03 sections 2.1, 4 and 5) in one transaction: the dealer's
 * columns, then its brand links diffed (removed links deleted, new ones created), audited as one
 * record with its brands. A super user saves both columns and the in-use switch; a dealer admin
 * sends the external-use column and the brands only (any other field is refused, FORBIDDEN).
 */
export async function saveDealerInfo(
  db: Db,
  viewer: Viewer,
  options: { dealerId: number; input: DealerInfoInput },
): Promise<DealerInfo> {
  const { internalEditable } = dealerInfoAccess(viewer, options.dealerId);
  const { active, bike_brand_ids: brandInput, ...fields } = options.input;
  if (!internalEditable) {
    const internalGiven = DEALER_INFO_INTERNAL_FIELDS.some((field) => fields[field] != null);
    if (internalGiven || active != null) fail('FORBIDDEN', 'a dealer admin changes the external data only');
  }
  const values = internalEditable
    ? parseDealerInput(dealerInfoSchema, fields)
    : parseDealerInput(dealerInfoExternalSchema, fields);
  if (active === false) refuseBackofficeDealer(options.dealerId);
  const brandIds = [...new Set(brandInput)].sort((a, b) => a - b);

  return db.transaction(async (tx) => {
    const before = await lockDealer(tx, options.dealerId);
    const brandsBefore = await dealerBrandIds(tx, options.dealerId);
    if (brandIds.length > 0) {
      const known = await tx
        .select({ id: bikeBrands.id })
        .from(bikeBrands)
        .where(inArray(bikeBrands.id, brandIds));
      if (known.length !== brandIds.length) fail('BAD_INPUT', 'Unknown bike brand');
    }
    const removed = brandsBefore.filter((id) => !brandIds.includes(id));
    const added = brandIds.filter((id) => !brandsBefore.includes(id));
    if (removed.length > 0)
      await tx
        .delete(dealerHasBikeBrand)
        .where(
          and(
            eq(dealerHasBikeBrand.dealer_fk, options.dealerId),
            inArray(dealerHasBikeBrand.bike_brand_fk, removed),
          ),
        );
    if (added.length > 0)
      await tx
        .insert(dealerHasBikeBrand)
        .values(added.map((bike_brand_fk) => ({ dealer_fk: options.dealerId, bike_brand_fk })));
    const [after] = await tx
      .update(dealers)
      .set({ ...values, ...(internalEditable && active != null ? { active } : {}), updated_at: new Date() })
      .where(eq(dealers.id, options.dealerId))
      .returning(dealerColumns);
    await recordSettingsChange(tx, viewer, {
      table: 'dealers',
      recordId: options.dealerId,
      action: 'update',
      before: { ...before, bike_brand_ids: brandsBefore },
      after: { ...after, bike_brand_ids: brandIds },
    });
    return { ...after, bike_brand_ids: brandIds, internal_editable: internalEditable };
  });
}
