import { ilike, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countRows, containing, pageWindow, type ListDefinition, type PageRequest } from '../../db/list';
import { dealers } from '../../db/schema/dealers';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { dealerColumns } from './dealer-record';

export type SettingsDealersFilter = { name?: string | null };

export const settingsDealersList: ListDefinition<'name' | 'city'> = {
  defaultSize: 20,
  maxSize: 100,
  sortable: { name: sql`lower(${dealers.name})`, city: sql`lower(${dealers.city})` },
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: dealers.id,
};

function dealersWhere(filter: SettingsDealersFilter | null | undefined): SQL | undefined {
  const name = filter?.name?.trim();
  return name ? ilike(dealers.name, containing(name)) : undefined;
}

/** The Dealers tab (spec 03 section 2.2): every dealer, paged, searchable and sortable by name. */
export async function listSettingsDealers(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { filter?: SettingsDealersFilter | null },
) {
  requireSuperUser(viewer);
  const window = pageWindow(settingsDealersList, options);
  const where = dealersWhere(options.filter);
  const items = await db
    .select(dealerColumns)
    .from(dealers)
    .where(where)
    .orderBy(...window.orderBy)
    .limit(window.size)
    .offset(window.offset);
  return { items, total: await countRows(db, dealers, where), page: window.page, size: window.size };
}
