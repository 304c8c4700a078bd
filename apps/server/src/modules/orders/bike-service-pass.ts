import { eq } from 'drizzle-orm';
import { validateServicePassBarcode } from '@spokes/domain/bike-validation';
import type { Queryable } from '../../db/client';
import { servicePasses } from '../../db/schema/service-passes';
import { fail } from '../../errors';

/** The barcode of the service pass on the bike, if any. */
export async function bikeServicePass(tx: Queryable, bikeId: number): Promise<string | null> {
  const [pass] = await tx
    .select({ barcode: servicePasses.barcode })
    .from(servicePasses)
    .where(eq(servicePasses.bike_fk, bikeId));
  return pass?.barcode ?? null;
}

/**
 * Puts the pass with this barcode on the bike, taking the previous one off. A pass of another
 * bike is refused; a pass the administration does not know yet is registered for the dealer,
 * under the administration's barcode rule (19 digits).
 */
export async function linkServicePass(
  tx: Queryable,
  bikeId: number,
  current: string | null,
  barcode: string | null,
  dealerId: number,
): Promise<string | null> {
  if (barcode === current) return current;
  if (current !== null)
    await tx.update(servicePasses).set({ bike_fk: null }).where(eq(servicePasses.bike_fk, bikeId));
  if (barcode === null) return null;
  const [known] = await tx
    .select({ id: servicePasses.id, bikeId: servicePasses.bike_fk })
    .from(servicePasses)
    .where(eq(servicePasses.barcode, barcode))
    .for('update');
  if (known) {
    if (known.bikeId !== null) fail('SERVICE_PASS_IN_USE');
    await tx
      .update(servicePasses)
      .set({ bike_fk: bikeId, updated_at: new Date() })
      .where(eq(servicePasses.id, known.id));
    return barcode;
  }
  const checked = validateServicePassBarcode(barcode);
  if (!checked.ok) fail('BAD_INPUT', undefined, { fields: { service_pass: checked.error } });
  await tx.insert(servicePasses).values({ barcode: checked.value, bike_fk: bikeId, dealer_fk: dealerId });
  return checked.value;
}
