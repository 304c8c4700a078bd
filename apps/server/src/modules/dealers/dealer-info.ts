import { isDealerAdmin } from '@spokes/domain/roles';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dealerHasBikeBrand, dealers } from '../../db/schema/dealers';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { dealerColumns, type DealerRecord } from './dealer-record';

export type DealerInfo = DealerRecord & {
  bike_brand_ids: number[];
  /** The viewer may change the internal-use column and the in-use switch (super users). */
  internal_editable: boolean;
};

/**
 * Who reaches a dealer's info (docs/decisions.md, issue 23 Dealer info): a super user any dealer;
 * a dealer admin its own dealers, the external-use column only; a dealer admin of another dealer
 * finds nothing (NOT_FOUND, as for a missing dealer); anyone else is refused.
 */
export function dealerInfoAccess(viewer: Viewer, dealerId: number): { internalEditable: boolean } {
  if (viewer.superUser) return { internalEditable: true };
  if (!isDealerAdmin(viewer)) fail('FORBIDDEN');
  if (!viewer.dealerIds.includes(dealerId)) fail('NOT_FOUND');
  return { internalEditable: false };
}

export async function dealerBrandIds(db: Queryable, dealerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: dealerHasBikeBrand.bike_brand_fk })
    .from(dealerHasBikeBrand)
    .where(eq(dealerHasBikeBrand.dealer_fk, dealerId))
    .orderBy(asc(dealerHasBikeBrand.bike_brand_fk));
  return rows.map((row) => row.id);
}

/** The dealer info screens' data: the dealer's columns and its brands. */
export async function getDealerInfo(db: Queryable, viewer: Viewer, dealerId: number): Promise<DealerInfo> {
  const { internalEditable } = dealerInfoAccess(viewer, dealerId);
  const [row] = await db.select(dealerColumns).from(dealers).where(eq(dealers.id, dealerId));
  if (!row) fail('NOT_FOUND');
  return { ...row, bike_brand_ids: await dealerBrandIds(db, dealerId), internal_editable: internalEditable };
}
