import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import type { Viewer } from '../auth/viewer';

/** The viewer's own dealers with their names, in the order of `dealerIds` (the dealer selector's index). */
export async function viewerDealers(db: Queryable, viewer: Viewer) {
  if (viewer.dealerIds.length === 0) return [];
  const rows = await db
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(inArray(dealers.id, viewer.dealerIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return viewer.dealerIds.flatMap((id) => byId.get(id) ?? []);
}
