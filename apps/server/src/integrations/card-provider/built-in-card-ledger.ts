import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { servicePasses, servicePassTransactions, simulatedCards } from '../../db/schema/service-passes';
import { CARD_ALREADY_BLOCKED, CARD_OK, type CardProvider } from './card-provider-port';

/** The simulator's refusals, in the provider's manner: a code and a description. */
const UNKNOWN_CARD = { resultCode: '101', description: 'Kaart niet gevonden' };
const NOT_ACTIVATED = { resultCode: '102', description: 'Kaart is niet geactiveerd' };
const NOT_BLOCKED = { resultCode: '104', description: 'Kaart is niet geblokkeerd' };
const OK = { resultCode: CARD_OK, description: null };

/**
 * The built-in card provider: a card ledger that keeps real state in this database. A card is
 * opened from its service pass the first time it is asked about (its balance, its block and its
 * first load as activation); from then on its balance and block change only here, and its
 * transactions are the `service_pass_transactions` of the pass with its barcode.
 */
export function createBuiltInCardLedger(db: Queryable): CardProvider {
  async function card(barcode: string) {
    await db.execute(sql`
      insert into ${simulatedCards} (barcode, balance_cents, loaded_cents, blocked, activated_at, activation_channel)
      select p.barcode, p.remaining_amount, p.starting_amount, p.status = 'BLOCKED',
        (select min(t.occurred_at) from ${servicePassTransactions} t where t.service_pass_fk = p.id and t.amount > 0),
        case when p.starting_amount > 0 then 'Back office' end
      from ${servicePasses} p where p.barcode = ${barcode}
      on conflict do nothing`);
    const [row] = await db.select().from(simulatedCards).where(eq(simulatedCards.barcode, barcode));
    return row ?? null;
  }

  const setBlocked = (barcode: string, blocked: boolean) =>
    db
      .update(simulatedCards)
      .set({ blocked, updated_at: new Date() })
      .where(eq(simulatedCards.barcode, barcode));

  return {
    kind: 'simulator',
    async getCardInfo({ barcode }) {
      const found = await card(barcode);
      if (!found) return { ...UNKNOWN_CARD, balanceCents: null, blocked: null };
      const answer = found.blocked
        ? { resultCode: CARD_ALREADY_BLOCKED, description: 'Kaart is geblokkeerd' }
        : OK;
      return { ...answer, balanceCents: found.balance_cents, blocked: found.blocked };
    },
    async getActivationDetails({ barcode }) {
      const found = await card(barcode);
      const none = { activatedAt: null, loadedCents: null, channel: null };
      if (!found) return { ...UNKNOWN_CARD, ...none };
      if (!found.activated_at) return { ...NOT_ACTIVATED, ...none };
      return {
        ...OK,
        activatedAt: found.activated_at,
        loadedCents: found.loaded_cents,
        channel: found.activation_channel,
      };
    },
    async emptyCard({ barcode }) {
      const found = await card(barcode);
      if (!found) return UNKNOWN_CARD;
      await db.transaction(async (tx) => {
        const [emptied] = await tx
          .select({ balance: simulatedCards.balance_cents })
          .from(simulatedCards)
          .where(and(eq(simulatedCards.barcode, barcode), gt(simulatedCards.balance_cents, 0)))
          .for('update');
        if (!emptied) return;
        await tx
          .update(simulatedCards)
          .set({ balance_cents: 0, updated_at: new Date() })
          .where(eq(simulatedCards.barcode, barcode));
        const [pass] = await tx
          .select({ id: servicePasses.id })
          .from(servicePasses)
          .where(eq(servicePasses.barcode, barcode));
        if (pass)
          await tx.insert(servicePassTransactions).values({
            service_pass_fk: pass.id,
            amount: -emptied.balance,
            description: 'Kaart leeggemaakt',
          });
      });
      return OK;
    },
    async blockCard(barcode) {
      const found = await card(barcode);
      if (!found) return UNKNOWN_CARD;
      if (found.blocked)
        return { resultCode: CARD_ALREADY_BLOCKED, description: 'Kaart is reeds geblokkeerd' };
      await setBlocked(barcode, true);
      return OK;
    },
    async unblock(barcode) {
      const found = await card(barcode);
      if (!found) return UNKNOWN_CARD;
      if (!found.blocked) return NOT_BLOCKED;
      await setBlocked(barcode, false);
      return OK;
    },
    async getTransactionsForCard(barcode) {
      const found = await card(barcode);
      if (!found) return { ...UNKNOWN_CARD, transactions: [] };
      const rows = await db
        .select({
          id: servicePassTransactions.id,
          amount: servicePassTransactions.amount,
          description: servicePassTransactions.description,
          occurred_at: servicePassTransactions.occurred_at,
        })
        .from(servicePassTransactions)
        .innerJoin(servicePasses, eq(servicePasses.id, servicePassTransactions.service_pass_fk))
        .where(eq(servicePasses.barcode, barcode))
        .orderBy(desc(servicePassTransactions.occurred_at), desc(servicePassTransactions.id));
      return {
        ...OK,
        transactions: rows.map((row) => ({
          id: String(row.id),
          amountCents: row.amount,
          description: row.description,
          occurredAt: row.occurred_at,
        })),
      };
    },
  };
}
