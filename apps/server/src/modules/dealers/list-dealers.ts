import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';

export type DealerChoice = { id: number; name: string; active: boolean };

/** The dealers of the viewer's scope by name, for dealer pickers (super users: all, BACKOFFICE included). */
export async function listDealers(db: Queryable, viewer: Viewer): Promise<DealerChoice[]> {
  return db
    .select({ id: dealers.id, name: dealers.name, active: dealers.active })
    .from(dealers)
    .where(accessScope(viewer, 'dealer', 'read'))
    .orderBy(asc(dealers.name), asc(dealers.id));
}
