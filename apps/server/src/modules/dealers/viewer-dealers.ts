import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import type { Viewer } from '../access/viewer';
import { listDealers } from './list-dealers';

/**
 * The dealers of the top bar's dealer selector: a user's own in the order of `dealerIds`; for a
 * super user every dealer by name, the BACKOFFICE entry among them (spec 02 section 6).
 */
export async function viewerDealers(db: Queryable, viewer: Viewer): Promise<{ id: number; name: string }[]> {
  if (viewer.superUser) return listDealers(db, viewer);
  if (viewer.dealerIds.length === 0) return [];
  const rows = await db
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(inArray(dealers.id, viewer.dealerIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return viewer.dealerIds.flatMap((id) => byId.get(id) ?? []);
}
