import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhooks } from '../../db/schema/webhooks';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { lockWebhook } from './webhook-record';

/**
 * Removes a webhook, audited with the whole record. Its attempts stay (webhook_fk set null) and
 * its pending deliveries end silently when the worker finds it gone (deliver-webhook.ts).
 */
export async function deleteWebhook(db: Db, viewer: Viewer, id: number) {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    const before = await lockWebhook(tx, id);
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    await recordSettingsChange(tx, viewer, { table: 'webhooks', recordId: id, action: 'delete', before });
    return true;
  });
}
