import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { servicePasses, servicePassTransactions } from '../../db/schema/service-passes';
import { CARD_ALREADY_BLOCKED, CARD_OK, type CardProvider, type CardRef } from './card-provider-port';

/** A pass of its own with a load of 150 euro on 1 March and a spend of 45,50 euro on 1 June. */
export async function cardWithHistory(db: Queryable): Promise<CardRef> {
  const barcode = `3120${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
  const [pass] = await db
    .insert(servicePasses)
    .values({ barcode, starting_amount: 15000, remaining_amount: 10450, used_amount: 4550 })
    .returning({ id: servicePasses.id, barcode: servicePasses.barcode });
  await db.insert(servicePassTransactions).values([
    {
      service_pass_fk: pass.id,
      amount: 15000,
      description: 'Opwaardering',
      occurred_at: new Date('2026-03-01T09:00:00Z'),
    },
    {
      service_pass_fk: pass.id,
      amount: -4550,
      description: 'Onderhoudsbeurt',
      occurred_at: new Date('2026-06-01T09:00:00Z'),
    },
  ]);
  return pass;
}

/**
 * What every card provider must answer, whichever adapter: the simulator and the HTTP adapter
 * against a server playing the provider run these same cases.
 */
export function cardProviderContract(
  setup: () => { provider: CardProvider; newCard: () => Promise<CardRef> },
) {
  it('tells a card balance in cents and that it is not blocked', async () => {
    const { provider, newCard } = setup();
    const card = await newCard();
    expect(await provider.getCardInfo(card)).toMatchObject({
      resultCode: CARD_OK,
      balanceCents: 10450,
      blocked: false,
    });
  });

  it('tells how the card was activated and what was loaded', async () => {
    const { provider, newCard } = setup();
    const card = await newCard();
    const details = await provider.getActivationDetails(card);
    expect(details).toMatchObject({ resultCode: CARD_OK, loadedCents: 15000 });
    expect(details.activatedAt?.toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });

  it('lists the transactions newest first, in cents', async () => {
    const { provider, newCard } = setup();
    const card = await newCard();
    const answer = await provider.getTransactionsForCard(card.barcode);
    expect(answer.resultCode).toBe(CARD_OK);
    expect(answer.transactions.map((t) => [t.amountCents, t.description])).toEqual([
      [-4550, 'Onderhoudsbeurt'],
      [15000, 'Opwaardering'],
    ]);
  });

  it('blocks a card once, answers 103 when it is already blocked, and unblocks it', async () => {
    const { provider, newCard } = setup();
    const card = await newCard();
    expect((await provider.blockCard(card.barcode)).resultCode).toBe(CARD_OK);
    expect((await provider.blockCard(card.barcode)).resultCode).toBe(CARD_ALREADY_BLOCKED);
    expect(await provider.getCardInfo(card)).toMatchObject({
      resultCode: CARD_ALREADY_BLOCKED,
      blocked: true,
    });
    expect((await provider.unblock(card.barcode)).resultCode).toBe(CARD_OK);
    expect(await provider.getCardInfo(card)).toMatchObject({ resultCode: CARD_OK, blocked: false });
  });

  it('refuses to unblock a card that is not blocked, with a code of its own', async () => {
    const { provider, newCard } = setup();
    const card = await newCard();
    const answer = await provider.unblock(card.barcode);
    expect(answer.resultCode).not.toBe(CARD_OK);
    expect(answer.resultCode).not.toBe(CARD_ALREADY_BLOCKED);
  });

  it('empties a card: balance zero and the rest spent as a transaction', async () => {
    const { provider, newCard } = setup();
    const card = await newCard();
    expect((await provider.emptyCard(card)).resultCode).toBe(CARD_OK);
    expect(await provider.getCardInfo(card)).toMatchObject({ resultCode: CARD_OK, balanceCents: 0 });
    const [latest] = (await provider.getTransactionsForCard(card.barcode)).transactions;
    expect(latest.amountCents).toBe(-10450);
  });

  it('answers a refusal, not success, for a card it does not know', async () => {
    const { provider } = setup();
    const unknown = { barcode: '9999999999999999999', id: 0 };
    const info = await provider.getCardInfo(unknown);
    expect([CARD_OK, CARD_ALREADY_BLOCKED]).not.toContain(info.resultCode);
    expect((await provider.blockCard(unknown.barcode)).resultCode).not.toBe(CARD_OK);
    expect((await provider.getTransactionsForCard(unknown.barcode)).resultCode).not.toBe(CARD_OK);
  });
}
