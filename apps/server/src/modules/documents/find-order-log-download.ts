import { eq } from 'drizzle-orm';
import { licensePlateRequiredForDownload } from '@spokes/domain/document-rules';
import type { Queryable } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';

export type OrderLogDownload = { fileId: string; filename: string };

/**
 * The stored file of an order log the viewer may read (dealers their dealers' orders,
 * employers their companies' non-hidden documents, super users all), with the name to save it
 * under. NOT_FOUND when missing or out of scope; null for a log without a file, which the route
 * answers alike.
 */
export async function findOrderLogDownload(
  db: Queryable,
  viewer: Viewer,
  orderLogId: number,
): Promise<OrderLogDownload | null> {
  await requireAccess(db, viewer, 'orderLog', orderLogId, 'read');
  const [row] = await db
    .select({
      fileId: orderLogs.file_id,
      orderLogTypeId: orderLogs.order_log_type_fk,
      description: orderLogs.description,
      quotationNumber: quotations.quotation_number,
      bikeTypeId: quotations.bike_type_fk,
      licenseNumber: bikes.license_number,
    })
    .from(orderLogs)
    .innerJoin(orders, eq(orders.id, orderLogs.order_fk))
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .leftJoin(bikes, eq(bikes.order_fk, orders.id))
    .where(eq(orderLogs.id, orderLogId));
  if (!row?.fileId) return null;
  if (licensePlateRequiredForDownload(row)) fail('LICENSE_PLATE_REQUIRED_FOR_DOWNLOAD');
  const title = (row.description ?? '').replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim();
  return { fileId: row.fileId, filename: `${[row.quotationNumber, title].filter(Boolean).join(' ')}.pdf` };
}
