import { ilike, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { containing, countRows, pageWindow, type ListDefinition, type PageRequest } from '../../db/list';
import { orderLogTypes } from '../../db/schema/reference';
import { templates } from '../../db/schema/templates';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { selectTemplates } from './template-record';

export type SettingsTemplatesFilter = { name?: string | null };

export const settingsTemplatesList: ListDefinition<'name' | 'order_log_type'> = {
  defaultSize: 20,
  maxSize: 100,
  sortable: { name: sql`lower(${templates.name})`, order_log_type: sql`lower(${orderLogTypes.name})` },
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: templates.id,
};

function templatesWhere(filter: SettingsTemplatesFilter | null | undefined): SQL | undefined {
  const name = filter?.name?.trim();
  return name ? ilike(templates.name, containing(name)) : undefined;
}

/** The Templates tab (spec 03 section 2.2): paged, filtered on name, sorted on name or document type. */
export async function listTemplates(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { filter?: SettingsTemplatesFilter | null },
) {
  requireSuperUser(viewer);
  const window = pageWindow(settingsTemplatesList, options);
  const where = templatesWhere(options.filter);
  const items = await selectTemplates(db)
    .where(where)
    .orderBy(...window.orderBy)
    .limit(window.size)
    .offset(window.offset);
  return { items, total: await countRows(db, templates, where), page: window.page, size: window.size };
}
