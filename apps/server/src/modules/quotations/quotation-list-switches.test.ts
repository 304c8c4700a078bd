import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderHistory } from '../../db/schema/order-history';
import { quotations } from '../../db/schema/quotations';
import { createCompany, createDealer, createQuotation } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedInRoles } from '../../test/signed-in';
import { waitUntil } from '../../test/subscription-client';
import { createTestApp } from '../../test/test-app';
import { REALTIME_CHANNEL, type RealtimeEvent } from '../signals/events';

const SET_ACTIVE = `mutation($ids: [Int!]!, $active: Boolean!) {
  setQuotationsActive(ids: $ids, active: $active) { id active }
}`;
const CHANGE_DEALER = `mutation($quotation: Int!, $dealer: Int!) {
  changeQuotationDealer(quotation_id: $quotation, dealer_id: $dealer) { id dealer { id name } }
}`;

type Client = ReturnType<typeof graphqlClient>;

describe('the quotation list switches: active flag and dealer', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => app.database.db;
  let dealer: { id: number };
  let otherDealer: { id: number; name: string };
  let company: { id: number };
  const events: RealtimeEvent[] = [];
  let unlisten: () => Promise<void>;

  const own = () => createQuotation(db(), { dealerId: dealer.id, companyId: company.id });
  const activeOf = async (ids: number[]) =>
    (
      await db().select({ active: quotations.active }).from(quotations).where(inArray(quotations.id, ids))
    ).map((row) => row.active);
  const updatedIds = () =>
    events.flatMap((event) => (event.topic === 'quotationUpdated' ? [event.quotationId] : []));

  let superUser: Client;
  let dealerUser: Client;
  let dealerAdmin: Client;
  let foreignDealerUser: Client;
  let employer: Client;
  let employerAdmin: Client;

  beforeAll(async () => {
    app = await createTestApp();
    dealer = await createDealer(db());
    otherDealer = await createDealer(db(), { name: 'Velo Bruno' });
    company = await createCompany(db());
    unlisten = await app.database.listen(REALTIME_CHANNEL, (payload) => events.push(JSON.parse(payload)));
    ({
      superUser,
      dealerUser,
      dealerAdmin,
      otherDealer: foreignDealerUser,
      employer,
      employerAdmin,
    } = await signedInRoles(app, {
      dealerId: dealer.id,
      otherDealerId: otherDealer.id,
      companyId: company.id,
    }));
  });
  beforeEach(() => {
    events.length = 0;
  });
  afterAll(async () => {
    await unlisten();
    await app.close();
  });

  it('switches the selected quotations off and on again, announcing each one', async () => {
    const [a, b] = [await own(), await own()];
    for (const client of [dealerUser, dealerAdmin, superUser]) {
      const off = await client.request(SET_ACTIVE, { ids: [a.id, b.id], active: false });
      expect(off.body.data).toEqual({
        setQuotationsActive: [
          { id: a.id, active: false },
          { id: b.id, active: false },
        ],
      });
      expect(await activeOf([a.id, b.id])).toEqual([false, false]);
      await client.request(SET_ACTIVE, { ids: [a.id], active: true });
      expect(await activeOf([a.id])).toEqual([true]);
    }
    await waitUntil(() => updatedIds().length >= 9);
    expect(updatedIds().slice(0, 3)).toEqual([a.id, b.id, a.id]);
  });

  it('changes nothing when one quotation is out of scope or missing, answering NOT_FOUND', async () => {
    const [a, foreign] = [
      await own(),
      await createQuotation(db(), { dealerId: otherDealer.id, companyId: company.id }),
    ];
    expect(errorCode(await dealerUser.request(SET_ACTIVE, { ids: [a.id, foreign.id], active: false }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await superUser.request(SET_ACTIVE, { ids: [a.id, 999_999_999], active: false }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await foreignDealerUser.request(SET_ACTIVE, { ids: [a.id], active: false }))).toBe(
      'NOT_FOUND',
    );
    expect(await activeOf([a.id, foreign.id])).toEqual([true, true]);
    expect(updatedIds()).toEqual([]);
  });

  it('refuses employers, and an empty or oversized selection', async () => {
    const a = await own();
    expect(errorCode(await employer.request(SET_ACTIVE, { ids: [a.id], active: false }))).toBe('FORBIDDEN');
    expect(errorCode(await employerAdmin.request(SET_ACTIVE, { ids: [a.id], active: false }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await superUser.request(SET_ACTIVE, { ids: [], active: false }))).toBe('BAD_INPUT');
    const tooMany = Array.from({ length: 101 }, (_, i) => a.id + i);
    expect(errorCode(await superUser.request(SET_ACTIVE, { ids: tooMany, active: false }))).toBe('BAD_INPUT');
    expect(await activeOf([a.id])).toEqual([true]);
  });

  it('lets a super user give a quotation another dealer, announced and kept in the history', async () => {
    const a = await own();
    const response = await superUser.request(CHANGE_DEALER, { quotation: a.id, dealer: otherDealer.id });
    expect(response.body.data).toEqual({
      changeQuotationDealer: { id: a.id, dealer: { id: otherDealer.id, name: 'Velo Bruno' } },
    });
    await waitUntil(() => updatedIds().includes(a.id));
    const history = await db().select().from(orderHistory).where(eq(orderHistory.quotation_fk, a.id));
    expect(history).toMatchObject([
      { kind: 'dealer', field: 'dealer_fk', old_value: String(dealer.id), new_value: String(otherDealer.id) },
    ]);
    await superUser.request(CHANGE_DEALER, { quotation: a.id, dealer: otherDealer.id });
    expect(await db().select().from(orderHistory).where(eq(orderHistory.quotation_fk, a.id))).toHaveLength(1);
    expect(errorCode(await superUser.request(CHANGE_DEALER, { quotation: a.id, dealer: -1 }))).toBe(
      'INVALID_DEALER',
    );
    expect(errorCode(await superUser.request(CHANGE_DEALER, { quotation: a.id, dealer: 999_999_999 }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorCode(await superUser.request(CHANGE_DEALER, { quotation: 999_999_999, dealer: dealer.id })),
    ).toBe('NOT_FOUND');
  });

  it('refuses the dealer change to everyone but super users', async () => {
    const a = await own();
    for (const client of [dealerUser, dealerAdmin, foreignDealerUser, employer, employerAdmin]) {
      const response = await client.request(CHANGE_DEALER, { quotation: a.id, dealer: otherDealer.id });
      expect(errorCode(response)).toBe('FORBIDDEN');
    }
    const [row] = await db()
      .select({ dealer_fk: quotations.dealer_fk })
      .from(quotations)
      .where(inArray(quotations.id, [a.id]));
    expect(row.dealer_fk).toBe(dealer.id);
  });
});
