import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';

/** Which dealers the viewer may read: super users all, a dealer user its own, an employer none. */
export function dealerScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return viewer.dealerIds.length > 0 ? inArray(dealers.id, viewer.dealerIds) : sql`false`;
}

/** The dealer when the viewer may read it; NOT_FOUND when it is missing or out of scope alike. */
export async function requireDealerAccess(db: Queryable, viewer: Viewer, dealerId: number) {
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.id, dealerId), dealerScope(viewer)));
  return row ?? fail('NOT_FOUND');
}
