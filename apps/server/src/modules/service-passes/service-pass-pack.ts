import { and, asc, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import { SERVICE_PASS_PACK_NEIGHBOURS } from '@spokes/domain/service-passes';
import type { Queryable } from '../../db/client';
import { servicePasses } from '../../db/schema/service-passes';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { selectServicePassRows, type ServicePassRow } from './service-pass-rows';

export type ServicePassPack = {
  /** False for a pass in no pack: then its barcode neighbours are shown instead, with a notice. */
  in_pack: boolean;
  first_in_pack: string | null;
  items: ServicePassRow[];
};

/**
 * 'Show followers' (spec 03 sections 2.3 and 4): the chosen pass with the 10 passes before and
 * the 10 after it in barcode order, within its pack; a pass in no pack gets its 10 barcode
 * neighbours on either side among all passes ('Geen pakket gevonden...').
 */
export async function getServicePassPack(
  db: Queryable,
  viewer: Viewer,
  options: { id: number },
): Promise<ServicePassPack> {
  requireSuperUser(viewer);
  const [pass] = await db
    .select({ barcode: servicePasses.barcode, first_in_pack: servicePasses.first_in_pack })
    .from(servicePasses)
    .where(eq(servicePasses.id, options.id));
  if (!pass) fail('NOT_FOUND');
  const scope: SQL | undefined = pass.first_in_pack
    ? eq(servicePasses.first_in_pack, pass.first_in_pack)
    : undefined;
  const rows = selectServicePassRows;
  const [before, self, after] = await Promise.all([
    rows(db)
      .where(and(scope, lt(servicePasses.barcode, pass.barcode)))
      .orderBy(desc(servicePasses.barcode))
      .limit(SERVICE_PASS_PACK_NEIGHBOURS),
    rows(db).where(eq(servicePasses.id, options.id)),
    rows(db)
      .where(and(scope, gt(servicePasses.barcode, pass.barcode)))
      .orderBy(asc(servicePasses.barcode))
      .limit(SERVICE_PASS_PACK_NEIGHBOURS),
  ]);
  return {
    in_pack: pass.first_in_pack !== null,
    first_in_pack: pass.first_in_pack,
    items: [...before.reverse(), ...self, ...after],
  };
}
