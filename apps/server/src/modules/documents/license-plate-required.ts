import { eq } from 'drizzle-orm';
import { licensePlateRequiredForDownload } from '@spokes/domain/document-rules';
import type { Queryable } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';

/** What the "Provide license plate to download" rule reads about an order log's bike. */
export type DownloadFacts = { bikeTypeId: number; licenseNumber: string | null };

export async function loadDownloadFacts(db: Queryable, orderId: number): Promise<DownloadFacts> {
  const [facts] = await db
    .select({ bikeTypeId: quotations.bike_type_fk, licenseNumber: bikes.license_number })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .leftJoin(bikes, eq(bikes.order_fk, orders.id))
    .where(eq(orders.id, orderId));
  return facts;
}

/**
 * Whether the log's document stays closed until the bike has a licence plate (spec 01 section
 * 6). A caller that already loaded the bike passes its facts; otherwise they are looked up.
 */
export async function isLicensePlateRequired(
  db: Queryable,
  log: { order_fk: number; order_log_type_fk: number; downloadFacts?: DownloadFacts },
): Promise<boolean> {
  const facts = log.downloadFacts ?? (await loadDownloadFacts(db, log.order_fk));
  return licensePlateRequiredForDownload({ ...facts, orderLogTypeId: log.order_log_type_fk });
}
