import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import { issueCodes } from '@spokes/domain/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';

/** A dealer's columns as the settings and the dealer info screens read and audit them. */
export const dealerColumns = {
  id: dealers.id,
  name: dealers.name,
  contact: dealers.contact,
  language: dealers.language,
  account_manager: dealers.account_manager,
  email: dealers.email,
  tel: dealers.tel,
  street: dealers.street,
  zip_code: dealers.zip_code,
  city: dealers.city,
  active: dealers.active,
  internal_use_only: dealers.internal_use_only,
  official_registration_name: dealers.official_registration_name,
  tel_backoffice: dealers.tel_backoffice,
  website_url: dealers.website_url,
  email_customers: dealers.email_customers,
  vat_id: dealers.vat_id,
};

export type DealerRecord = {
  id: number;
  name: string;
  contact: string | null;
  language: 'nl' | 'fr';
  account_manager: string | null;
  email: string | null;
  tel: string | null;
  street: string | null;
  zip_code: string | null;
  city: string | null;
  active: boolean;
  internal_use_only: boolean;
  official_registration_name: string | null;
  tel_backoffice: string | null;
  website_url: string | null;
  email_customers: string | null;
  vat_id: string | null;
};

/** The dealer locked for a change, or NOT_FOUND. */
export async function lockDealer(tx: Queryable, id: number): Promise<DealerRecord> {
  const [row] = await tx.select(dealerColumns).from(dealers).where(eq(dealers.id, id)).for('update');
  if (!row) fail('NOT_FOUND');
  return row;
}

/**
 * Changes one dealer's columns under its row lock and logs what changed, in the caller's
 * transaction: the one step behind the modal's save and the internal-use-only checkbox.
 */
export async function changeDealer(
  tx: Queryable,
  viewer: Viewer,
  id: number,
  values: Partial<typeof dealers.$inferInsert>,
): Promise<DealerRecord> {
  const before = await lockDealer(tx, id);
  const [after] = await tx
    .update(dealers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(dealers.id, id))
    .returning(dealerColumns);
  await recordSettingsChange(tx, viewer, { table: 'dealers', recordId: id, action: 'update', before, after });
  return after;
}

/** The BACKOFFICE pseudo-dealer is never deleted nor switched off: quotations and users rely on it. */
export function refuseBackofficeDealer(id: number): void {
  if (id === BACKOFFICE_DEALER_ID) fail('BACKOFFICE_DEALER_PROTECTED');
}

/** The input read through a domain schema, or BAD_INPUT with the error code of each wrong field. */
export function parseDealerInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  return parsed.data;
}
