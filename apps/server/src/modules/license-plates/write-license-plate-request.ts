import { eq } from 'drizzle-orm';
import { calendarDateOf, isoCalendarDate } from '@spokes/domain/format';
import type { Tx } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { licensePlateRequests } from '../../db/schema/license-plates';
import type { Viewer } from '../access/viewer';
import { announceOrderChange } from '../orders/announce-order-change';
import { recordOrderHistory, type OrderHistoryEntry } from '../orders/history/record-order-history';
import type { LicensePlateRequestRow } from './read-license-plate-request';

/** Today in Brussels as an ISO date: what the automatic dates are filled with. */
export function today(now = new Date()): string {
  return isoCalendarDate(calendarDateOf(now));
}

export type RequestColumns = Partial<
  Pick<
    typeof licensePlateRequests.$inferInsert,
    | 'license_plate_registration_type_fk'
    | 'license_plate_request_status_fk'
    | 'registration_date'
    | 'license_plate_sent_to_dealer_date'
    | 'comment'
  >
>;
export type BikeColumns = Partial<
  Pick<typeof bikes.$inferInsert, 'frame_number' | 'control_number' | 'license_number' | 'barcode_x12'>
>;

/** How the history names a request's columns (the bike's keep their own names). */
const HISTORY_FIELD: Record<keyof RequestColumns, string> = {
  license_plate_registration_type_fk: 'license_plate_registration_type',
  license_plate_request_status_fk: 'license_plate_request_status',
  registration_date: 'license_plate_registration_date',
  license_plate_sent_to_dealer_date: 'license_plate_sent_to_dealer_date',
  comment: 'license_plate_comment',
};

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * Writes what changed of a request and its bike, in the caller's transaction: only the columns
 * whose value differs, each recorded in the order's history (with the mails sent), and the
 * order-changed fan-out announced once. Answers the columns that changed.
 */
export async function writeLicensePlateRequest(
  tx: Tx,
  viewer: Viewer,
  row: LicensePlateRequestRow,
  change: { request?: RequestColumns; bike?: BikeColumns; mails?: { template: string; to: string }[] },
) {
  const request = changed(row, change.request ?? {});
  const bike = changed(row, change.bike ?? {});
  if (Object.keys(request).length)
    await tx
      .update(licensePlateRequests)
      .set({ ...request, updated_at: new Date() })
      .where(eq(licensePlateRequests.id, row.id));
  if (Object.keys(bike).length)
    await tx
      .update(bikes)
      .set({ ...bike, updated_at: new Date() })
      .where(eq(bikes.id, row.bike_id));

  const entry = { quotationId: row.quotation_id, orderId: row.order_id, source: 'screen' } as const;
  const history: OrderHistoryEntry[] = [
    ...Object.entries(bike).map(([field, value]) => ({
      ...entry,
      kind: 'bike' as const,
      field,
      old: text(row[field as keyof BikeColumns]),
      new: text(value),
    })),
    ...Object.entries(request).map(([field, value]) => ({
      ...entry,
      kind: 'bike' as const,
      field: HISTORY_FIELD[field as keyof RequestColumns],
      old: text(row[field as keyof RequestColumns]),
      new: text(value),
    })),
    ...(change.mails ?? []).map((mail) => ({
      ...entry,
      kind: 'mail' as const,
      field: mail.template,
      new: mail.to,
    })),
  ];
  await recordOrderHistory(tx, viewer, history);
  if (history.length) await announceOrderChange(tx, { orderId: row.order_id });
  return { ...request, ...bike };
}

function changed<T extends Record<string, unknown>>(row: LicensePlateRequestRow, values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) =>
        value !== undefined && (row[field as keyof LicensePlateRequestRow] ?? null) !== value,
    ),
  ) as Partial<T>;
}
