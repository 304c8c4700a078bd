import { inArray } from 'drizzle-orm';
import { servicePassBarcodesSchema } from '@spokes/domain/bike-schemas';
import { packsOf } from '@spokes/domain/service-passes';
import type { Queryable } from '../../db/client';
import { servicePasses } from '../../db/schema/service-passes';
import { fail } from '../../errors';
import { parseInput } from '../../lib/parse-input';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { servicePassRowsByIds, type ServicePassRow } from './service-pass-rows';

/** One add: a few boxes of cards scanned in one go. */
export const SERVICE_PASS_ADD_MAX = 1000;

export type AddedServicePasses = {
  added: ServicePassRow[];
  /** Barcodes refused because a pass with that barcode exists already, each once. */
  duplicates: string[];
};

/**
 * 'Add passes' (spec 03 section 5): barcodes of 19 digits, scanned or typed one by one. Each run
 * of consecutive barcodes is recorded as one pack (first_in_pack); a barcode that exists already
 * is refused on its own and the others are added. None at all is NO_SERVICE_PASSES_ADDED.
 */
export async function addServicePasses(
  db: Queryable,
  viewer: Viewer,
  options: { barcodes: string[] },
): Promise<AddedServicePasses> {
  requireSuperUser(viewer);
  if (options.barcodes.length === 0) fail('NO_SERVICE_PASSES_ADDED');
  if (options.barcodes.length > SERVICE_PASS_ADD_MAX)
    fail('BAD_INPUT', `at most ${SERVICE_PASS_ADD_MAX} barcodes at once`);
  const { barcodes } = parseInput(servicePassBarcodesSchema, { barcodes: options.barcodes });
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ barcode: servicePasses.barcode })
      .from(servicePasses)
      .where(inArray(servicePasses.barcode, barcodes));
    const taken = new Set(existing.map((row) => row.barcode));
    const fresh = packsOf(barcodes.filter((barcode) => !taken.has(barcode)));
    const duplicates = [...new Set(barcodes.filter((barcode) => taken.has(barcode)))];
    if (fresh.length === 0) return { added: [], duplicates };
    const inserted = await tx
      .insert(servicePasses)
      .values(fresh)
      .onConflictDoNothing()
      .returning({ id: servicePasses.id });
    const added = await servicePassRowsByIds(
      tx,
      inArray(
        servicePasses.id,
        inserted.map((row) => row.id),
      ),
    );
    return { added, duplicates };
  });
}
