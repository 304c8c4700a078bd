import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsAuditLog } from '../../db/schema/audit';
import { createCompany, createDealer, createOrder, createQuotation } from '../../test/factories';
import { appSuite } from '../../test/app-suite';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';

type Client = ReturnType<typeof graphqlClient>;

const GET = `query($company: Int!) { employerPolicy(company_id: $company) {
  company_id own source_company_id source_company_name
  policy { allowed_bike_type_ids max_bike_value max_monthly_lease when_fits when_not_fits refusal_reason } } }`;
const SET = `mutation($company: Int!, $input: EmployerPolicyInput!) {
  setEmployerPolicy(company_id: $company, input: $input) { own source_company_id policy { max_bike_value } } }`;
const REMOVE = `mutation($company: Int!) { removeEmployerPolicy(company_id: $company) { own source_company_id } }`;
const FIT = `query($id: Int!) { quotationPolicyFit(quotation_id: $id) {
  quotation_id has_policy fits outcome policy_company_id policy_company_name refusal_reason
  reasons { code key bike_type_id value max } } }`;

const policy = (values: Record<string, unknown> = {}) => ({
  allowed_bike_type_ids: [2, 5],
  max_bike_value: 300_000,
  max_monthly_lease: 9_000,
  when_fits: 'approve',
  when_not_fits: 'refuse',
  refusal_reason: 'Buiten het fietsbeleid',
  ...values,
});

type PolicyAnswer = {
  employerPolicy: {
    own: boolean;
    source_company_id: number | null;
    policy: { max_bike_value: number | null; when_fits: string } | null;
  };
};

describe('employer policies: inherited down the company tree, set by the employer admin', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let group: Awaited<ReturnType<typeof createCompany>>;
  let branch: Awaited<ReturnType<typeof createCompany>>;
  let groupAdmin: Client;
  let branchAdmin: Client;
  let superUser: Client;
  beforeAll(async () => {
    group = await createCompany(db(), { name: 'Groep NV' });
    branch = await createCompany(db(), { name: 'Filiaal BV', company_parent_fk: group.id });
    groupAdmin = await signedIn(suite.app, { admin: true, companyIds: [group.id] });
    branchAdmin = await signedIn(suite.app, { admin: true, companyIds: [branch.id] });
    superUser = await signedIn(suite.app, { super_user: true });
  });

  const read = async (client: Client, companyId: number) =>
    (await client.request<PolicyAnswer>(GET, { company: companyId })).body;

  it('a company without its own policy answers to its nearest ancestor’s, and its own overrides it until removed', async () => {
    const set = await groupAdmin.request(SET, { company: group.id, input: policy() });
    expect(set.body.errors).toBeUndefined();
    expect((await read(branchAdmin, branch.id)).data?.employerPolicy).toMatchObject({
      own: false,
      source_company_id: group.id,
      policy: { max_bike_value: 300_000, when_fits: 'approve' },
    });

    const own = policy({
      max_bike_value: 200_000,
      when_fits: 'ask',
      when_not_fits: 'ask',
      refusal_reason: null,
    });
    expect((await branchAdmin.request(SET, { company: branch.id, input: own })).body.errors).toBeUndefined();
    expect((await read(branchAdmin, branch.id)).data?.employerPolicy).toMatchObject({
      own: true,
      source_company_id: branch.id,
      policy: { max_bike_value: 200_000, when_fits: 'ask' },
    });
    // The group keeps its own policy; the override is the branch's alone.
    expect((await read(groupAdmin, group.id)).data?.employerPolicy.policy?.max_bike_value).toBe(300_000);

    const removed = await branchAdmin.request(REMOVE, { company: branch.id });
    expect(removed.body.data).toEqual({ removeEmployerPolicy: { own: false, source_company_id: group.id } });
    expect(errorCode(await branchAdmin.request(REMOVE, { company: branch.id }))).toBe('NOT_FOUND');
  });

  it('audits each change with the company', async () => {
    const company = await createCompany(db());
    await superUser.request(SET, { company: company.id, input: policy() });
    await superUser.request(SET, { company: company.id, input: policy({ max_monthly_lease: 8_000 }) });
    await superUser.request(REMOVE, { company: company.id });
    const rows = await db()
      .select()
      .from(settingsAuditLog)
      .where(
        and(
          eq(settingsAuditLog.table_name, 'employer_policies'),
          eq(settingsAuditLog.record_id, String(company.id)),
        ),
      );
    expect(rows.map((row) => [row.action, row.field])).toEqual(
      expect.arrayContaining([
        ['create', 'max_bike_value'],
        ['update', 'max_monthly_lease'],
        ['delete', null],
      ]),
    );
    expect(rows.every((row) => row.owner_table === 'companies')).toBe(true);
  });

  it('refuses what the policy form refuses, with the field codes', async () => {
    const answer = await groupAdmin.request(SET, {
      company: group.id,
      input: policy({ refusal_reason: '  ', max_bike_value: -5, allowed_bike_type_ids: [] }),
    });
    expect(errorCode(answer)).toBe('BAD_INPUT');
    expect(JSON.stringify(answer.body.errors)).toContain('REFUSAL_REASON_REQUIRED');
    expect(JSON.stringify(answer.body.errors)).toContain('POLICY_BIKE_TYPE_REQUIRED');
  });

  it('refuses every role that may not set a policy', async () => {
    const dealer = await createDealer(db());
    const other = await createCompany(db());
    const refused: [string, Client, string][] = [
      ['dealer user', await signedIn(suite.app, { dealerIds: [dealer.id] }), 'FORBIDDEN'],
      ['dealer admin', await signedIn(suite.app, { admin: true, dealerIds: [dealer.id] }), 'NOT_FOUND'],
      ['employer user, no admin', await signedIn(suite.app, { companyIds: [group.id] }), 'FORBIDDEN'],
      [
        'admin of another company',
        await signedIn(suite.app, { admin: true, companyIds: [other.id] }),
        'NOT_FOUND',
      ],
      ['admin of the branch, on the group above it', branchAdmin, 'NOT_FOUND'],
    ];
    for (const [role, client, code] of refused) {
      expect(errorCode(await client.request(SET, { company: group.id, input: policy() })), role).toBe(code);
      expect(errorCode(await client.request(REMOVE, { company: group.id })), role).toBe(code);
    }
    // Reading: the company's employers, not a dealer (no employer scope) nor another company's employer.
    expect(
      (await read(await signedIn(suite.app, { companyIds: [group.id] }), branch.id)).errors,
    ).toBeUndefined();
    expect(errorCode({ body: await read(refused[1][1], group.id) })).toBe('FORBIDDEN');
    expect(errorCode({ body: await read(refused[3][1], group.id) })).toBe('NOT_FOUND');
  });

  it('tells the dealer whether its quotation fits the company policy, why not, and what sending will do', async () => {
    const company = await createCompany(db(), { name: 'Beleid BV' });
    const below = await createCompany(db(), { company_parent_fk: company.id });
    await superUser.request(SET, { company: company.id, input: policy() });
    const dealer = await createDealer(db());
    const dealerUser = await signedIn(suite.app, { dealerIds: [dealer.id] });
    const misfit = await createQuotation(
      db(),
      { dealerId: dealer.id, companyId: below.id },
      { bike_type_fk: 1, total_vat_included: 450_000, lease_amount_vat: 8_000 },
    );
    await createOrder(db(), misfit.id, { order_status_fk: 2 });
    const { body } = await dealerUser.request(FIT, { id: misfit.id });
    expect(body.data?.quotationPolicyFit).toEqual({
      quotation_id: misfit.id,
      has_policy: true,
      fits: false,
      outcome: 'refuse',
      policy_company_id: company.id,
      policy_company_name: 'Beleid BV',
      refusal_reason: 'Buiten het fietsbeleid',
      reasons: [
        {
          code: 'BIKE_TYPE_NOT_ALLOWED',
          key: 'employerPolicies.misfit.bikeTypeNotAllowed',
          bike_type_id: 1,
          value: null,
          max: null,
        },
        {
          code: 'BIKE_VALUE_ABOVE_MAX',
          key: 'employerPolicies.misfit.bikeValueAboveMax',
          bike_type_id: null,
          value: 450_000,
          max: 300_000,
        },
      ],
    });

    const fitting = await createQuotation(
      db(),
      { dealerId: dealer.id, companyId: below.id },
      { bike_type_fk: 5, total_vat_included: 250_000, lease_amount_vat: 8_000 },
    );
    const fits = await dealerUser.request<{ quotationPolicyFit: { fits: boolean; outcome: string } }>(FIT, {
      id: fitting.id,
    });
    expect(fits.body.data?.quotationPolicyFit).toMatchObject({ fits: true, outcome: 'approve' });

    const unruled = await createQuotation(db(), {
      dealerId: dealer.id,
      companyId: (await createCompany(db())).id,
    });
    expect((await dealerUser.request(FIT, { id: unruled.id })).body.data?.quotationPolicyFit).toMatchObject({
      has_policy: false,
      fits: null,
      outcome: 'ask',
      reasons: [],
    });

    const otherDealer = await signedIn(suite.app, { dealerIds: [(await createDealer(db())).id] });
    expect(errorCode(await otherDealer.request(FIT, { id: misfit.id }))).toBe('NOT_FOUND');
  });
});
