import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { servicePasses, servicePassHistory, type ServicePassAction } from '../../db/schema/service-passes';
import { cardProvider } from '../../integrations/card-provider/card-provider';
import { CARD_ALREADY_BLOCKED, CARD_OK } from '../../integrations/card-provider/card-provider-port';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { loadPass, reached, type CardProviderSettings } from './service-pass-card';
import { servicePassRowsByIds, type ServicePassRow } from './service-pass-rows';

type Options = { id: number; config: CardProviderSettings };

const userName = (viewer: Viewer) => `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;

/** The pass after the provider did `action`, and the history line that says who did it, together. */
async function record(
  db: Queryable,
  viewer: Viewer,
  passId: number,
  action: ServicePassAction,
  set: Partial<typeof servicePasses.$inferInsert>,
): Promise<ServicePassRow> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx
      .update(servicePasses)
      .set({ ...set, updated_at: now })
      .where(eq(servicePasses.id, passId));
    await tx.insert(servicePassHistory).values({
      service_pass_fk: passId,
      action,
      blocked_at: set.blocked_at ?? null,
      emptied_at: set.emptied_at ?? null,
      result_code: CARD_OK,
      user_fk: viewer.userId,
      user_name: userName(viewer),
      created_at: now,
    });
    const [row] = await servicePassRowsByIds(tx, eq(servicePasses.id, passId));
    return row;
  });
}

/**
 * Block (spec 03 sections 4 and 7.4): '0' blocks the pass (blocked_at set, in its history);
 * '103' is 'Kaart is reeds geblokkeerd' (the pass is marked blocked, as the card is); any other
 * answer, or none, is 'Er ging iets mis'.
 */
export async function blockServicePass(db: Queryable, viewer: Viewer, options: Options) {
  requireSuperUser(viewer);
  const pass = await loadPass(db, options.id);
  const answer = await reached(cardProvider(options.config, db).blockCard(pass.barcode));
  if (answer?.resultCode === CARD_ALREADY_BLOCKED) {
    if (pass.status !== 'BLOCKED')
      await db.update(servicePasses).set({ status: 'BLOCKED' }).where(eq(servicePasses.id, pass.id));
    fail('CARD_ALREADY_BLOCKED');
  }
  if (answer?.resultCode !== CARD_OK) fail('CARD_PROVIDER_FAILED', answer?.description ?? undefined);
  return record(db, viewer, pass.id, 'BLOCK', { status: 'BLOCKED', blocked_at: new Date() });
}

/**
 * Unblock: '0' makes the pass usable again and, as the spec writes it, sets blocked_at too (the
 * history says it was an unblock); any other code is 'Kaart is kan niet gedeblokkeerd worden of
 * is reeds actief. Code: {code}', no answer 'Er ging iets mis'.
 */
export async function unblockServicePass(db: Queryable, viewer: Viewer, options: Options) {
  requireSuperUser(viewer);
  const pass = await loadPass(db, options.id);
  const answer = await reached(cardProvider(options.config, db).unblock(pass.barcode));
  if (!answer) fail('CARD_PROVIDER_FAILED');
  if (answer.resultCode !== CARD_OK) fail('CARD_UNBLOCK_REFUSED', undefined, { code: answer.resultCode });
  return record(db, viewer, pass.id, 'UNBLOCK', {
    status: pass.emptied_at ? 'EMPTIED' : 'ACTIVE',
    blocked_at: new Date(),
  });
}

/** Empty: '0' sets what is left to zero (all of it used) and emptied_at; anything else 'Er ging iets mis'. */
export async function emptyServicePass(db: Queryable, viewer: Viewer, options: Options) {
  requireSuperUser(viewer);
  const pass = await loadPass(db, options.id);
  const answer = await reached(
    cardProvider(options.config, db).emptyCard({ barcode: pass.barcode, id: pass.id }),
  );
  if (answer?.resultCode !== CARD_OK) fail('CARD_PROVIDER_FAILED', answer?.description ?? undefined);
  return record(db, viewer, pass.id, 'EMPTY', {
    status: pass.status === 'BLOCKED' ? 'BLOCKED' : 'EMPTIED',
    remaining_amount: 0,
    used_amount: pass.used_amount + pass.remaining_amount,
    emptied_at: new Date(),
  });
}
