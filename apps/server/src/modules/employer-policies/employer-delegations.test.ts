import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spokes/domain/codes';
import { addDays, brusselsToday } from '@spokes/domain/format';
import { settingsAuditLog } from '../../db/schema/audit';
import { employerDelegations } from '../../db/schema/employer-policies';
import { notifications } from '../../db/schema/notifications';
import { confirmedOrders } from '../../db/schema/orders';
import { appSuite } from '../../test/app-suite';
import { createCompany, createDealer, createOrder, createQuotation, createUser } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedIn, signedInAs } from '../../test/signed-in';
import { historyOf } from '../../test/overview-test-support';

type Client = ReturnType<typeof graphqlClient>;

const CREATE = `mutation($input: CreateEmployerDelegationInput!) { createEmployerDelegation(input: $input) {
  id company_id delegator_user_id delegator_name delegate_user_id delegate_name first_day last_day active ended_at } }`;
const LIST = `query($company: Int!) { employerDelegations(company_id: $company) { id delegate_name active } }`;
const END = `mutation($id: Int!) { endEmployerDelegation(delegation_id: $id) { id active ended_at } }`;
const CANDIDATES = `query($company: Int!) { delegateCandidates(company_id: $company) { id name } }`;
const APPROVE = `mutation($id: Int!) { approveQuotation(quotation_id: $id, reason: "Akkoord") { order_status_id } }`;
const UPDATE_STATUS = `mutation($order: Int!, $status: Int!) {
  updateOrderStatus(order_id: $order, order_status_id: $status) { order_id } }`;

/** The Brussels day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => addDays(brusselsToday(), offset);

/**
 * Near Brussels midnight, waits for the new day: the test reckons its days before the server reads
 * its own today in SQL, and a midnight between the two (a CI run at 23:00 UTC once) moves
 * "tomorrow" into force.
 */
async function clearOfMidnight(margin = 20_000) {
  while (brusselsToday(Date.now() + margin) !== brusselsToday())
    await new Promise((resolve) => setTimeout(resolve, 1_000));
}

describe('delegates: who decides in an employer admin’s place between two days', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let sibling: Awaited<ReturnType<typeof createCompany>>;
  let dealerId: number;
  let delegator: Awaited<ReturnType<typeof createUser>>;
  let delegatorClient: Client;
  let superUser: Client;
  beforeAll(async () => {
    const group = await createCompany(db(), { name: 'Groep' });
    company = await createCompany(db(), { company_parent_fk: group.id });
    sibling = await createCompany(db(), { company_parent_fk: group.id });
    dealerId = (await createDealer(db())).id;
    delegator = await createUser(db(), {
      admin: true,
      first_name: 'Anna',
      last_name: 'Beslisser',
      companyIds: [company.id],
    });
    delegatorClient = await signedInAs(suite.app, delegator);
    superUser = await signedIn(suite.app, { super_user: true });
  });
  beforeEach(() => clearOfMidnight());

  /** An employer user of the sibling company: sees nothing of `company` by itself. */
  const siblingUser = (name: string) =>
    createUser(db(), { first_name: name, last_name: 'Vervanger', companyIds: [sibling.id] });

  /** A quotation of the company whose order the back office has just sent to the decider. */
  async function awaitingDecision() {
    const quotation = await createQuotation(db(), { dealerId, companyId: company.id });
    const order = await createOrder(db(), quotation.id, { order_status_fk: ORDER_STATUS.SIGNED.id });
    const moved = await superUser.request(UPDATE_STATUS, {
      order: order.id,
      status: ORDER_STATUS.SEND_TO_DECIDER.id,
    });
    expect(moved.body.errors).toBeUndefined();
    return { quotation, order };
  }

  const inbox = async (userId: number, quotationNumber: string) =>
    (
      await db()
        .select({ message: notifications.message })
        .from(notifications)
        .where(
          and(
            eq(notifications.user_fk, userId),
            sql`${notifications.params}->>'quotationNumber' = ${quotationNumber}`,
          ),
        )
    ).map((row) => row.message);

  const delegate = (delegateUserId: number, first: number, last: number, ended = false) =>
    db()
      .insert(employerDelegations)
      .values({
        company_fk: company.id,
        delegator_user_fk: delegator.id,
        delegate_user_fk: delegateUserId,
        first_day: day(first),
        last_day: day(last),
        ended_at: ended ? new Date() : null,
      })
      .returning();

  it('names a delegate of the group between two days, listed and audited', async () => {
    const dirk = await siblingUser('Dirk');
    const candidates = await delegatorClient.request<{ delegateCandidates: { id: number }[] }>(CANDIDATES, {
      company: company.id,
    });
    expect(candidates.body.data?.delegateCandidates.map((user) => user.id)).toContain(dirk.id);
    const { body } = await delegatorClient.request<{ createEmployerDelegation: { id: number } }>(CREATE, {
      input: { company_id: company.id, delegate_user_id: dirk.id, first_day: day(0), last_day: day(7) },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createEmployerDelegation).toMatchObject({
      company_id: company.id,
      delegator_user_id: delegator.id,
      delegator_name: 'Anna Beslisser',
      delegate_name: 'Dirk Vervanger',
      first_day: day(0),
      last_day: day(7),
      active: true,
      ended_at: null,
    });
    const listed = await delegatorClient.request<{ employerDelegations: { id: number }[] }>(LIST, {
      company: company.id,
    });
    expect(listed.body.data?.employerDelegations.map((row) => row.id)).toContain(
      body.data?.createEmployerDelegation.id,
    );
    const audit = await db()
      .select()
      .from(settingsAuditLog)
      .where(eq(settingsAuditLog.table_name, 'employer_delegations'));
    expect(audit.some((row) => row.owner_record_id === String(company.id) && row.action === 'create')).toBe(
      true,
    );
  });

  it('refuses a delegate outside the group, the delegator itself, days that end before they begin, and roles that may not', async () => {
    const outsider = await createUser(db(), { companyIds: [(await createCompany(db())).id] });
    const dirk = await siblingUser('Dirk');
    const input = (values: Record<string, unknown>) => ({
      input: {
        company_id: company.id,
        delegate_user_id: dirk.id,
        first_day: day(0),
        last_day: day(3),
        ...values,
      },
    });
    const code = async (client: Client, values: Record<string, unknown> = {}) =>
      errorCode(await client.request(CREATE, input(values)));
    expect(await code(delegatorClient, { delegate_user_id: outsider.id })).toBe('DELEGATE_NOT_ALLOWED');
    expect(await code(delegatorClient, { delegate_user_id: delegator.id })).toBe('DELEGATE_NOT_ALLOWED');
    expect(await code(delegatorClient, { first_day: day(3), last_day: day(1) })).toBe('BAD_INPUT');
    expect(await code(delegatorClient, { first_day: day(-5), last_day: day(-1) })).toBe('BAD_INPUT');
    const otherAdmin = await createUser(db(), { admin: true, companyIds: [company.id] });
    expect(await code(delegatorClient, { delegator_user_id: otherAdmin.id })).toBe('DELEGATOR_NOT_ALLOWED');
    // A super user names a delegate for any admin of the company.
    expect(await code(superUser, { delegator_user_id: otherAdmin.id })).toBeUndefined();
    const dealer = await createDealer(db());
    const refused: [string, Client, string][] = [
      ['employer user, no admin', await signedIn(suite.app, { companyIds: [company.id] }), 'FORBIDDEN'],
      ['dealer user', await signedIn(suite.app, { dealerIds: [dealer.id] }), 'FORBIDDEN'],
      ['dealer admin', await signedIn(suite.app, { admin: true, dealerIds: [dealer.id] }), 'NOT_FOUND'],
      [
        'admin of the sibling',
        await signedIn(suite.app, { admin: true, companyIds: [sibling.id] }),
        'NOT_FOUND',
      ],
    ];
    const made = await delegatorClient.request<{ createEmployerDelegation: { id: number } }>(
      CREATE,
      input({}),
    );
    const delegationId = made.body.data!.createEmployerDelegation.id;
    for (const [role, client, expected] of refused) {
      expect(await code(client), role).toBe(expected);
      expect(errorCode(await client.request(LIST, { company: company.id })), role).toBe(expected);
      expect(errorCode(await client.request(END, { id: delegationId })), role).toBe(expected);
      expect(errorCode(await client.request(CANDIDATES, { company: company.id })), role).toBe(expected);
    }
  });

  it('lets the delegate decide and tells it only within the days, Brussels time, until ended', async () => {
    const windows = {
      before: await siblingUser('Voor'),
      inside: await siblingUser('Binnen'),
      after: await siblingUser('Na'),
      ended: await siblingUser('Gestopt'),
    };
    await delegate(windows.before.id, 1, 3);
    await delegate(windows.inside.id, -1, 0);
    await delegate(windows.after.id, -3, -1);
    await delegate(windows.ended.id, -1, 1, true);
    const { quotation } = await awaitingDecision();
    expect(await inbox(windows.inside.id, quotation.quotation_number)).toEqual([
      'notifications.quotationAwaitsDecision',
    ]);
    for (const outside of [windows.before, windows.after, windows.ended]) {
      expect(await inbox(outside.id, quotation.quotation_number), outside.first_name).toEqual([]);
      const client = await signedInAs(suite.app, outside);
      expect(errorCode(await client.request(APPROVE, { id: quotation.id })), outside.first_name).toBe(
        'NOT_FOUND',
      );
    }
    const inside = await signedInAs(suite.app, windows.inside);
    const { body } = await inside.request(APPROVE, { id: quotation.id });
    expect(body.errors).toBeUndefined();
  });

  it('records who decided for whom, and ends at once when ended', async () => {
    const eva = await siblingUser('Eva');
    const { body } = await delegatorClient.request<{ createEmployerDelegation: { id: number } }>(CREATE, {
      input: { company_id: company.id, delegate_user_id: eva.id, first_day: day(0), last_day: day(2) },
    });
    const delegationId = body.data!.createEmployerDelegation.id;
    const evaClient = await signedInAs(suite.app, eva);
    const decided = await awaitingDecision();
    expect((await evaClient.request(APPROVE, { id: decided.quotation.id })).body.errors).toBeUndefined();
    const [confirmed] = await db()
      .select()
      .from(confirmedOrders)
      .where(eq(confirmedOrders.order_fk, decided.order.id));
    expect(confirmed).toMatchObject({ confirmed_by: 'Eva Vervanger', confirmed_for: 'Anna Beslisser' });
    expect(await historyOf(suite.app, decided.quotation.id)).toContainEqual([
      'order',
      'decided_for',
      null,
      'Anna Beslisser',
    ]);
    // The delegator is told of the decision taken in its place.
    expect(await inbox(delegator.id, decided.quotation.quotation_number)).toContain(
      'notifications.quotationApproved',
    );

    const ended = await delegatorClient.request<{ endEmployerDelegation: { active: boolean } }>(END, {
      id: delegationId,
    });
    expect(ended.body.data?.endEmployerDelegation.active).toBe(false);
    const next = await awaitingDecision();
    expect(errorCode(await evaClient.request(APPROVE, { id: next.quotation.id }))).toBe('NOT_FOUND');
    expect(await inbox(eva.id, next.quotation.quotation_number)).toEqual([]);
  });
});
