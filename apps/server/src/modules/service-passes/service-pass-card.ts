import { desc, eq } from 'drizzle-orm';
import { compareStartingAmount } from '@spokes/domain/service-passes';
import type { Queryable } from '../../db/client';
import { servicePasses, servicePassHistory } from '../../db/schema/service-passes';
import { cardProvider } from '../../integrations/card-provider/card-provider';
import {
  CARD_ALREADY_BLOCKED,
  CARD_OK,
  CardProviderUnavailable,
  type CardTransaction,
} from '../../integrations/card-provider/card-provider-port';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';

export type CardProviderSettings = Parameters<typeof cardProvider>[0];

export async function loadPass(db: Queryable, id: number) {
  const [pass] = await db.select().from(servicePasses).where(eq(servicePasses.id, id));
  return pass ?? fail('NOT_FOUND');
}

/** A call that may not reach the provider: null instead of the answer when it cannot. */
export async function reached<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof CardProviderUnavailable) return null;
    throw error;
  }
}

export type ServicePassCard = {
  result_code: string;
  /** The provider's remark on an accepted answer other than '0' ('Info uit givacard: ...'). */
  info_warning: string | null;
  balance_cents: number | null;
  blocked: boolean | null;
  /** Null when the activation details could not be fetched ('Kon activatiedetails niet ophalen.'). */
  activation: { activated_at: Date | null; loaded_cents: number | null; channel: string | null } | null;
  /** The starting amount against what was loaded at activation. */
  amount_check: 'match' | 'mismatch' | 'unknown';
};

/**
 * The details modal's card: getCardInfo ('0', or '103' accepted with its description shown as a
 * warning) and getActivationDetails, whose failure leaves the card info standing. A card info
 * that fails or is refused is CARD_PROVIDER_FAILED ('Er ging iets mis').
 */
export async function getServicePassCard(
  db: Queryable,
  viewer: Viewer,
  options: { id: number; config: CardProviderSettings },
): Promise<ServicePassCard> {
  requireSuperUser(viewer);
  const pass = await loadPass(db, options.id);
  const provider = cardProvider(options.config, db);
  const card = { barcode: pass.barcode, id: pass.id };
  const [info, activation] = await Promise.all([
    reached(provider.getCardInfo(card)),
    reached(provider.getActivationDetails(card)),
  ]);
  if (!info || (info.resultCode !== CARD_OK && info.resultCode !== CARD_ALREADY_BLOCKED))
    fail('CARD_PROVIDER_FAILED', info?.description ?? undefined);
  const activated = activation?.resultCode === CARD_OK ? activation : null;
  return {
    result_code: info.resultCode,
    info_warning: info.resultCode === CARD_OK ? null : (info.description ?? info.resultCode),
    balance_cents: info.balanceCents,
    blocked: info.blocked,
    activation: activated && {
      activated_at: activated.activatedAt,
      loaded_cents: activated.loadedCents,
      channel: activated.channel,
    },
    amount_check: compareStartingAmount(pass.starting_amount, activated?.loadedCents),
  };
}

/** The card's transactions, newest first; any failure is 'Probleem bij het ophalen van de transacties'. */
export async function getServicePassTransactions(
  db: Queryable,
  viewer: Viewer,
  options: { id: number; config: CardProviderSettings },
): Promise<CardTransaction[]> {
  requireSuperUser(viewer);
  const pass = await loadPass(db, options.id);
  const answer = await reached(cardProvider(options.config, db).getTransactionsForCard(pass.barcode));
  if (!answer || answer.resultCode !== CARD_OK) fail('CARD_TRANSACTIONS_FAILED');
  return answer.transactions;
}

/** Every block, unblock and empty of a pass, newest first, with who and when. */
export async function getServicePassHistory(db: Queryable, viewer: Viewer, options: { id: number }) {
  requireSuperUser(viewer);
  await loadPass(db, options.id);
  return db
    .select()
    .from(servicePassHistory)
    .where(eq(servicePassHistory.service_pass_fk, options.id))
    .orderBy(desc(servicePassHistory.created_at), desc(servicePassHistory.id));
}
