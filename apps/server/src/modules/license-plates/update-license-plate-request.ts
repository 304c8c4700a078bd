import {
  licensePlateRequestChangesSchema,
  type LicensePlateRequestChangesInput,
} from '@spokes/domain/license-plate-schemas';
import { licensePlateRequestAfterSave } from '@spokes/domain/license-plates';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { queueRegisteredMail } from './license-plate-mails';
import { lockLicensePlateRequest } from './read-license-plate-request';
import { today, writeLicensePlateRequest } from './write-license-plate-request';

export type UpdateLicensePlateRequestOptions = { id: number; changes: LicensePlateRequestChangesInput };

/**
 * Saves the changed cells of one row of the table (spec 03 sections 4 and 5): a changed licence
 * number is stored normalised, registers the request (status 4) and mails the dealer or the
 * employer; the registration date is filled at status 4 and the sent-to-dealer date at 5 or 6,
 * each only when empty. All in one transaction: a refused mail saves nothing.
 */
export async function updateLicensePlateRequest(
  db: Db,
  viewer: Viewer,
  options: UpdateLicensePlateRequestOptions,
) {
  requireSuperUser(viewer);
  const parsed = licensePlateRequestChangesSchema.safeParse(options.changes);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  const changes = parsed.data;
  return db.transaction(async (tx) => {
    const row = await lockLicensePlateRequest(tx, viewer, options.id);
    const after = licensePlateRequestAfterSave(row, changes, today());
    const mails = after.registered ? [await queueRegisteredMail(tx, row, after.license_number!)] : [];
    await writeLicensePlateRequest(tx, viewer, row, {
      bike: {
        frame_number: changes.frame_number,
        control_number: changes.control_number,
        barcode_x12: changes.barcode_x12,
        license_number: changes.license_number,
      },
      request: {
        license_plate_registration_type_fk: changes.license_plate_registration_type_fk,
        comment: changes.comment,
        license_plate_request_status_fk: after.license_plate_request_status_fk,
        registration_date: after.registration_date,
        license_plate_sent_to_dealer_date: after.license_plate_sent_to_dealer_date,
      },
      mails,
    });
    return { id: row.id };
  });
}
