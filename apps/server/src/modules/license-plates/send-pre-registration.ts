import { LICENSE_PLATE_REQUEST_STATUS } from '@spokes/domain/codes';
import { automaticDates } from '@spokes/domain/license-plates';
import type { Db } from '../../db/client';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { queuePreRegistrationMail, type PreRegistrationKind } from './license-plate-mails';
import { lockLicensePlateRequest } from './read-license-plate-request';
import { today, writeLicensePlateRequest } from './write-license-plate-request';

/**
 * Sends the pre-registration mail to the dealer (spec 03 section 4): the normal one sets status 2
 * (Voorinschrijving verzonden), the one for a bike older than 2 years status 3.
 */
export async function sendPreRegistration(
  db: Db,
  viewer: Viewer,
  options: { id: number; kind: PreRegistrationKind },
) {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    const row = await lockLicensePlateRequest(tx, viewer, options.id);
    const mail = await queuePreRegistrationMail(tx, row, options.kind);
    const status =
      options.kind === 'normal'
        ? LICENSE_PLATE_REQUEST_STATUS.PRE_REGISTRATION_SENT.id
        : LICENSE_PLATE_REQUEST_STATUS.PRE_REGISTRATION_OVER_2_YEARS_SENT.id;
    await writeLicensePlateRequest(tx, viewer, row, {
      request: { license_plate_request_status_fk: status, ...automaticDates(row, status, today()) },
      mails: [mail],
    });
    return { id: row.id };
  });
}
