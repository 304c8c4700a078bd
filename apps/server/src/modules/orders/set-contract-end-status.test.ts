import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { createQuotation } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import {
  historyOf,
  notSuperUsers,
  overviewSuite,
  quotationWithOrder,
  type Client,
} from '../../test/overview-test-support';

const SET = `mutation($quotation: Int!, $status: ContractEndStatus) {
  setContractEndStatus(quotation_id: $quotation, contract_end_status: $status) { quotation_id }
}`;
type Set = { setContractEndStatus: { quotation_id: number } };
const SHOWN = `query($id: Int!) { quotation(id: $id) { order { contract_end_status } } }`;
type Shown = { quotation: { order: { contract_end_status: string | null } } };

const EMPLOYER_LIST = `query($id: Int!) {
  employerQuotations(page: 1, filter: { quotation_id: $id }) { items { contract_end_status } }
}`;

const DELIVERED = 5;

describe("setting the contract end status of a quotation's order", () => {
  const suite = overviewSuite();
  const db = () => suite.app.database.db;
  const setStatus = (client: Client, quotation: number, status: string | null) =>
    client.request<Set>(SET, { quotation, status });
  const storedOf = async (orderId: number) =>
    (await db().select().from(orders).where(eq(orders.id, orderId)))[0].contract_end_status;
  const delivered = () =>
    quotationWithOrder(suite.app, suite.roles, { order: { order_status_fk: DELIVERED } });

  it('sets it on a delivered order, records it, and tells the employer portal', async () => {
    const { quotation, order } = await delivered();
    const { body } = await setStatus(suite.roles.superUser, quotation.id, 'TAKEOVER');
    expect(body.errors).toBeUndefined();
    expect(body.data?.setContractEndStatus).toEqual({ quotation_id: quotation.id });
    const { body: shown } = await suite.roles.superUser.request<Shown>(SHOWN, { id: quotation.id });
    expect(shown.data?.quotation.order.contract_end_status).toBe('TAKEOVER');
    expect(await storedOf(order.id)).toBe('TAKEOVER');
    expect(await historyOf(suite.app, quotation.id)).toEqual([
      ['order', 'contract_end_status', null, 'TAKEOVER'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(suite.heard).toContainEqual({
      topic: 'orderUpdated',
      orderId: order.id,
      quotationId: quotation.id,
    });
    const { body: list } = await suite.roles.employer.request<{
      employerQuotations: { items: { contract_end_status: string }[] };
    }>(EMPLOYER_LIST, { id: quotation.id });
    expect(list.data?.employerQuotations.items).toEqual([{ contract_end_status: 'TAKEOVER' }]);
  });

  it('changes and clears it, each step in the history', async () => {
    const { quotation, order } = await delivered();
    await setStatus(suite.roles.superUser, quotation.id, 'DAMAGE');
    await setStatus(suite.roles.superUser, quotation.id, 'RETURN');
    await setStatus(suite.roles.superUser, quotation.id, null);
    const { body: shown } = await suite.roles.superUser.request<Shown>(SHOWN, { id: quotation.id });
    expect(shown.data?.quotation.order.contract_end_status).toBeNull();
    expect(await storedOf(order.id)).toBeNull();
    expect(await historyOf(suite.app, quotation.id)).toEqual([
      ['order', 'contract_end_status', null, 'DAMAGE'],
      ['order', 'contract_end_status', 'DAMAGE', 'RETURN'],
      ['order', 'contract_end_status', 'RETURN', null],
    ]);
  });

  it('records nothing when the value stays the same', async () => {
    const { quotation } = await delivered();
    await setStatus(suite.roles.superUser, quotation.id, 'RETURN');
    const { body } = await setStatus(suite.roles.superUser, quotation.id, 'RETURN');
    expect(body.errors).toBeUndefined();
    expect(await historyOf(suite.app, quotation.id)).toHaveLength(1);
  });

  it('refuses one before delivery with its own text, and clears it there', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles, {
      order: { order_status_fk: 4, contract_end_status: 'DAMAGE' },
    });
    const refused = await setStatus(suite.roles.superUser, quotation.id, 'RETURN');
    expect(errorCode(refused)).toBe('CONTRACT_END_BEFORE_DELIVERY');
    expect(refused.body.errors?.[0].extensions?.i18nKey).toBe('errors.contractEndBeforeDelivery');
    expect(await storedOf(order.id)).toBe('DAMAGE');
    expect(await historyOf(suite.app, quotation.id)).toEqual([]);
    expect((await setStatus(suite.roles.superUser, quotation.id, null)).body.errors).toBeUndefined();
    expect(await storedOf(order.id)).toBeNull();
  });

  it('refuses an unknown value, a quotation without an order and a missing quotation', async () => {
    const { quotation, order } = await delivered();
    const unknown = await setStatus(suite.roles.superUser, quotation.id, 'LOST');
    expect(unknown.body.errors?.[0].message).toContain('"LOST" does not exist in "ContractEndStatus" enum');
    expect(await storedOf(order.id)).toBeNull();
    const bare = await createQuotation(db(), {
      dealerId: suite.roles.dealerA.id,
      companyId: suite.roles.companyA.id,
    });
    expect(errorCode(await setStatus(suite.roles.superUser, bare.id, 'RETURN'))).toBe('NO_ORDER');
    expect(errorCode(await setStatus(suite.roles.superUser, 2_000_000_000, 'RETURN'))).toBe('NOT_FOUND');
  });

  it('is for super users only: dealers and employers are refused', async () => {
    const { quotation, order } = await delivered();
    for (const client of notSuperUsers(suite.roles))
      expect(errorCode(await setStatus(client, quotation.id, 'RETURN'))).toBe('FORBIDDEN');
    expect(await storedOf(order.id)).toBeNull();
    expect(await historyOf(suite.app, quotation.id)).toEqual([]);
  });
});
