import type { Queryable } from '../../db/client';
import { fail } from '../../errors';
import { dealsPort } from '../../integrations/crm/deals-port';
import type { Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';
import { toDealView } from './deal-view';

/** One deal, for a super user or the dealer of the order it is linked to; else not found. */
export async function getDeal(db: Queryable, viewer: Viewer, options: { id: number }) {
  await requireAccess(db, viewer, 'deal', options.id, 'read');
  const deal = await dealsPort(db).get(options.id);
  return deal ? toDealView(db, deal) : fail('NOT_FOUND');
}
