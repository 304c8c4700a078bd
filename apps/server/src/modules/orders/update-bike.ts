import { eq } from 'drizzle-orm';
import { bikeFormSchema, type BikeFormInput, type BikeFormValues } from '@spokes/domain/bike-schemas';
import { isSpeedPedelec } from '@spokes/domain/bike-validation';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { bikeBrands } from '../../db/schema/dealers';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';
import { announceOrderChange } from './announce-order-change';
import { lockOrder } from './lock-order';
import { orderChange } from './order-change';
import { requireBikeWritable } from './require-bike-writable';
import { recordOrderHistory } from './history/record-order-history';
import { bikeServicePass, linkServicePass } from './bike-service-pass';

/** The form as sent: anything may be missing, the domain's schema says what is required. */
export type UpdateBikeOptions = {
  orderId: number;
  input: { [K in keyof BikeFormInput]?: BikeFormInput[K] | null };
};

/** The bike columns the form writes, in the order the history lists them. */
const BIKE_FIELDS = [
  'bike_brand_fk',
  'model',
  'comment',
  'key_number_1',
  'key_number_2',
  'frame_number',
  'sticker_number',
  'license_number',
  'accu_number',
  'control_number',
  'barcode_x12',
] as const satisfies readonly (keyof BikeFormValues & keyof typeof bikes.$inferSelect)[];

/**
 * Saves the bike form of an order (spec 01 section 5), creating the bike on its first save. The
 * domain's bike schema decides what is required for the quotation's bike type and maintenance;
 * from deal status INVOICED only a super user may still change it. Answers whether a speed
 * pedelec's frame number was corrected, so its registration documents are asked for again.
 */
export async function updateBike(db: Db, viewer: Viewer, options: UpdateBikeOptions) {
  return db.transaction(async (tx) => {
    const context = await lockOrder(
      tx,
      viewer,
      { orderId: options.orderId },
      accessScope(viewer, 'order', 'write'),
    );
    requireBikeWritable(viewer, context);
    const { quotationId } = context;
    const bikeTypeId = context.quotationBikeTypeId;

    const parsed = bikeFormSchema(bikeTypeId, context.maintenanceAmount).safeParse(options.input);
    if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
    const values = parsed.data;
    const [brand] = await tx
      .select({ id: bikeBrands.id })
      .from(bikeBrands)
      .where(eq(bikeBrands.id, values.bike_brand_fk));
    if (!brand) fail('BAD_INPUT', 'Unknown bike brand', { fields: { bike_brand_fk: 'REQUIRED' } });

    const [before] = await tx.select().from(bikes).where(eq(bikes.order_fk, options.orderId));
    const columns = Object.fromEntries(BIKE_FIELDS.map((field) => [field, values[field]]));
    const [bike] = before
      ? await tx
          .update(bikes)
          .set({ ...columns, updated_at: new Date() })
          .where(eq(bikes.id, before.id))
          .returning()
      : await tx
          .insert(bikes)
          .values({
            ...columns,
            bike_brand_fk: values.bike_brand_fk,
            order_fk: options.orderId,
            employee_fk: context.employeeId,
            bike_type_fk: bikeTypeId,
          })
          .returning();
    const passBefore = before ? await bikeServicePass(tx, before.id) : null;
    const pass = await linkServicePass(tx, bike.id, passBefore, values.service_pass, context.dealerId);

    const changes = [
      ...BIKE_FIELDS.map((field) => ({ field, old: before?.[field] ?? null, new: bike[field] })),
      { field: 'service_pass', old: passBefore, new: pass },
    ].filter((change) => change.old !== change.new);
    await recordOrderHistory(
      tx,
      viewer,
      changes.map((change) => ({
        quotationId,
        orderId: options.orderId,
        source: 'screen' as const,
        kind: 'bike' as const,
        field: change.field,
        old: change.old === null ? null : String(change.old),
        new: change.new === null ? null : String(change.new),
      })),
    );

    await announceOrderChange(tx, { orderId: options.orderId });
    // A corrected frame number makes the registration documents of a speed pedelec wrong; a
    // first frame number corrects nothing.
    const frameNumberChanged =
      isSpeedPedelec(bikeTypeId) && !!before?.frame_number && before.frame_number !== bike.frame_number;
    return { ...orderChange(context), frameNumberChanged };
  });
}
