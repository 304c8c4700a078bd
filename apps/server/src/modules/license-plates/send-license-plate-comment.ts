import { LICENSE_PLATE_REQUEST_STATUS } from '@spokes/domain/codes';
import { requiredText } from '@spokes/domain/schemas';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { queueCommentMail } from './license-plate-mails';
import { lockLicensePlateRequest } from './read-license-plate-request';
import { writeLicensePlateRequest } from './write-license-plate-request';

/**
 * The comment modal's send button (spec 03 section 4): the comment is stored on the request,
 * mailed to the dealer, and the request goes to status 7 (Opmerking verzonden).
 */
export async function sendLicensePlateComment(
  db: Db,
  viewer: Viewer,
  options: { id: number; comment: string },
) {
  requireSuperUser(viewer);
  const parsed = requiredText.safeParse(options.comment);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: { comment: 'REQUIRED' } });
  const comment = parsed.data;
  return db.transaction(async (tx) => {
    const row = await lockLicensePlateRequest(tx, viewer, options.id);
    const mail = await queueCommentMail(tx, row, comment);
    await writeLicensePlateRequest(tx, viewer, row, {
      request: { comment, license_plate_request_status_fk: LICENSE_PLATE_REQUEST_STATUS.COMMENT_SENT.id },
      mails: [mail],
    });
    return { id: row.id };
  });
}
