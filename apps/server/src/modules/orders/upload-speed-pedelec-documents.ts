import { and, eq } from 'drizzle-orm';
import {
  LICENSE_PLATE_REGISTRATION_TYPE,
  LICENSE_PLATE_REQUEST_STATUS,
  ORDER_LOG_TYPE,
} from '@spokes/domain/codes';
import { speedPedelecDocumentsSchema, type SpeedPedelecDocumentsValues } from '@spokes/domain/bike-schemas';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db, Tx } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { licensePlateRequests } from '../../db/schema/license-plates';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { readUploadedPdf } from '../documents/read-uploaded-pdf';
import { runDocumentWork } from '../documents/run-document-work';
import { storeOrderLog } from './store-order-log';
import { queueMail } from '../mail/queue-mail';
import { announceOrderChange } from './announce-order-change';
import { recordOrderHistory, type OrderHistoryEntry } from './history/record-order-history';
import { requireBikeWritable } from './require-bike-writable';
import { requireUploadFlow, type UploadFlowOrder } from './require-upload-flow';

export type SpeedPedelecDocumentsInput = {
  frame_number?: string | null;
  accu_number?: string | null;
  control_number?: string | null;
  sticker_number?: string | null;
  barcode_x12?: string | null;
};

export type UploadSpeedPedelecDocumentsOptions = {
  orderId: number;
  input: SpeedPedelecDocumentsInput;
  coc: readonly Blob[];
  doc705: readonly Blob[];
  storage: FileStorage;
};

/**
 * Speed-pedelec documents (spec 01 sections 4 and 5): the registration numbers go on the bike
 * (made from the quotation when the order has none yet), the CoC and the 705 become order logs,
 * the dealer gets the "ordered bike at shop" mail, and a licence plate request is made where the
 * invoice target allows automatic ones. All or nothing.
 */
export function uploadSpeedPedelecDocuments(
  db: Db,
  viewer: Viewer,
  options: UploadSpeedPedelecDocumentsOptions,
) {
  return runDocumentWork(db, viewer, options.storage, async (tx, files) => {
    const order = await requireUploadFlow(tx, viewer, options.orderId, 'SPEED_PEDELEC_DOCUMENTS');
    requireBikeWritable(viewer, order);
    const parsed = speedPedelecDocumentsSchema.safeParse(options.input);
    if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
    // The sticker is optional here: left empty, the bike keeps the one it has.
    const { sticker_number, ...required } = parsed.data;
    const numbers: BikeNumbers = sticker_number === null ? required : { ...required, sticker_number };
    const coc = await readUploadedPdf(options.coc);
    const doc705 = await readUploadedPdf(options.doc705);
    const recipient = await dealerRecipient(tx, order);

    const [before] = await tx.select().from(bikes).where(eq(bikes.order_fk, order.orderId));
    const [bike] = await tx
      .insert(bikes)
      .values({
        order_fk: order.orderId,
        employee_fk: order.employeeId,
        bike_type_fk: order.bikeTypeId,
        bike_brand_fk: order.bikeBrandId,
        ...numbers,
      })
      .onConflictDoUpdate({ target: bikes.order_fk, set: { ...numbers, updated_at: new Date() } })
      .returning({ id: bikes.id });
    const logs = [
      await storeOrderLog(tx, viewer, files, { ...order, type: ORDER_LOG_TYPE.COCDOC, bytes: coc }),
      await storeOrderLog(tx, viewer, files, { ...order, type: ORDER_LOG_TYPE.DOC705, bytes: doc705 }),
    ];
    await queueMail(tx, {
      to: recipient.email,
      template: 'ordered-bike-at-shop',
      language: recipient.language,
      data: {
        dealerName: recipient.dealerName,
        quotationNumber: order.quotationNumber,
        employeeName: recipient.employeeName,
        frameNumber: numbers.frame_number,
      },
    });
    const plate = order.invoiceTargetAllowsAutoPlate ? await requestPlate(tx, bike.id) : null;
    const entry = { quotationId: order.quotationId, orderId: order.orderId, source: 'screen' } as const;
    const history: OrderHistoryEntry[] = [
      ...bikeChanges(before, numbers).map((change) => ({ ...entry, kind: 'bike' as const, ...change })),
      { ...entry, kind: 'mail', field: 'ordered-bike-at-shop', new: recipient.email },
    ];
    if (plate?.created)
      history.push({ ...entry, kind: 'bike', field: 'license_plate_request', new: String(plate.id) });
    await recordOrderHistory(tx, viewer, history);
    await announceOrderChange(tx, { orderId: order.orderId });
    const licensePlateRequestId = plate?.id ?? null;
    return { orderId: order.orderId, orderStatusId: order.status.id, orderLogs: logs, licensePlateRequestId };
  });
}

type BikeNumbers = Partial<Record<keyof SpeedPedelecDocumentsValues, string>> &
  Omit<SpeedPedelecDocumentsValues, 'sticker_number'>;

/** The numbers that differ from the bike's, old -> new, for the history. */
function bikeChanges(before: typeof bikes.$inferSelect | undefined, numbers: BikeNumbers) {
  return Object.entries(numbers)
    .map(([field, value]) => ({ field, old: before?.[field as keyof BikeNumbers] ?? null, new: value }))
    .filter((change) => change.old !== change.new);
}

/** The quotation's dealer, who must have an e-mail address for the mail this flow sends. */
async function dealerRecipient(tx: Tx, order: UploadFlowOrder) {
  const [row] = await tx
    .select({
      email: dealers.email,
      language: dealers.language,
      dealerName: dealers.name,
      employeeName: employees.name,
    })
    .from(dealers)
    .innerJoin(employees, eq(employees.id, order.employeeId))
    .where(eq(dealers.id, order.dealerId));
  const email = row?.email?.trim();
  if (!row || !email) fail('DEALER_EMAIL_MISSING');
  return { ...row, email };
}

/**
 * An automatic plate request (registration type 2, status 1 Nieuw). Documents uploaded again
 * (a new frame number) while a request is still Nieuw reach the back office through that one.
 */
async function requestPlate(tx: Tx, bikeId: number): Promise<{ id: number; created: boolean }> {
  const [open] = await tx
    .select({ id: licensePlateRequests.id })
    .from(licensePlateRequests)
    .where(
      and(
        eq(licensePlateRequests.bike_fk, bikeId),
        eq(licensePlateRequests.license_plate_request_status_fk, LICENSE_PLATE_REQUEST_STATUS.NEW.id),
      ),
    );
  if (open) return { id: open.id, created: false };
  const [created] = await tx
    .insert(licensePlateRequests)
    .values({
      bike_fk: bikeId,
      license_plate_registration_type_fk: LICENSE_PLATE_REGISTRATION_TYPE.AUTOMATIC_REQUEST.id,
      license_plate_request_status_fk: LICENSE_PLATE_REQUEST_STATUS.NEW.id,
    })
    .returning({ id: licensePlateRequests.id });
  return { id: created.id, created: true };
}
