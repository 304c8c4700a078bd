import type { Queryable } from '../../db/client';
import { pageWindow, type Page, type PageRequest } from '../../db/list';
import { requireSuperUser, type Viewer } from '../access/viewer';
import {
  countServicePasses,
  selectServicePassRows,
  servicePassList,
  servicePassWhere,
  type ServicePassFilter,
  type ServicePassRow,
} from './service-pass-rows';

/**
 * Service-pass management's table (spec 03 section 2.3): 100 to a page, barcode ascending
 * unless sorted otherwise, filtered on employee, dealer, barcode and quotation number.
 */
export async function listServicePasses(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { filter?: ServicePassFilter | null },
): Promise<Page<ServicePassRow>> {
  requireSuperUser(viewer);
  const window = pageWindow(servicePassList, options);
  const where = servicePassWhere(options.filter);
  const [items, total] = await Promise.all([
    selectServicePassRows(db)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.size)
      .offset(window.offset),
    countServicePasses(db, where),
  ]);
  return { items, total, page: window.page, size: window.size };
}
