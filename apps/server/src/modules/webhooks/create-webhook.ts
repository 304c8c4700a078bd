import type { Db } from '../../db/client';
import { webhooks } from '../../db/schema/webhooks';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { parseWebhookInput, webhookColumns } from './webhook-record';

/** A new webhook from the Webhooks tab: checked, saved and audited in one transaction. */
export async function createWebhook(db: Db, viewer: Viewer, input: unknown) {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    const values = await parseWebhookInput(tx, input);
    const [created] = await tx.insert(webhooks).values(values).returning(webhookColumns);
    await recordSettingsChange(tx, viewer, {
      table: 'webhooks',
      recordId: created.id,
      action: 'create',
      after: created,
    });
    return created;
  });
}
