import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhooks } from '../../db/schema/webhooks';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { lockWebhook, parseWebhookInput, webhookColumns } from './webhook-record';

/**
 * A webhook changed in the Webhooks tab, audited field by field. Deliveries already queued go to
 * the new url (the worker reads it when it sends); the filter applies to the next order change.
 */
export async function updateWebhook(db: Db, viewer: Viewer, options: { id: number; input: unknown }) {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    const before = await lockWebhook(tx, options.id);
    const values = await parseWebhookInput(tx, options.input);
    const [after] = await tx
      .update(webhooks)
      .set(values)
      .where(eq(webhooks.id, options.id))
      .returning(webhookColumns);
    await recordSettingsChange(tx, viewer, {
      table: 'webhooks',
      recordId: options.id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
