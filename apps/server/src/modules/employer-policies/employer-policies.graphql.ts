import {
  POLICY_WHEN_FITS,
  POLICY_WHEN_NOT_FITS,
  type EmployerPolicy,
  type PolicyMisfit,
} from '@spokes/domain/employer-policy';
import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { listDelegateCandidates } from './delegate-candidates';
import {
  createEmployerDelegation,
  endEmployerDelegation,
  listEmployerDelegations,
  type EmployerDelegation,
} from './employer-delegations';
import { getEmployerPolicy, removeEmployerPolicy, setEmployerPolicy } from './employer-policy';
import { quotationPolicyFit, type PolicyVerdict } from './quotation-policy-fit';

const PolicyWhenFits = builder.enumType('PolicyWhenFits', { values: POLICY_WHEN_FITS });
const PolicyWhenNotFits = builder.enumType('PolicyWhenNotFits', { values: POLICY_WHEN_NOT_FITS });
const PolicyOutcome = builder.enumType('PolicyOutcome', {
  description: 'What SEND_TO_DECIDER does: approve or refuse by the policy, or ask the employer.',
  values: ['approve', 'refuse', 'ask'] as const,
});

const EmployerPolicyRef = builder.objectRef<EmployerPolicy>('EmployerPolicy').implement({
  description: "A company's employer policy (issue 30). Amounts in euro cents.",
  fields: (t) => ({
    allowed_bike_type_ids: t.exposeIntList('allowed_bike_type_ids', {
      nullable: true,
      description: 'null: every bike type.',
    }),
    max_bike_value: t.exposeInt('max_bike_value', {
      nullable: true,
      description: 'The total offer incl. VAT (bike + loose parts + clothing); null: no maximum.',
    }),
    max_monthly_lease: t.exposeInt('max_monthly_lease', {
      nullable: true,
      description: 'The lease per month incl. VAT (lease_amount_vat); null: no maximum.',
    }),
    when_fits: t.field({ type: PolicyWhenFits, resolve: (policy) => policy.when_fits }),
    when_not_fits: t.field({ type: PolicyWhenNotFits, resolve: (policy) => policy.when_not_fits }),
    refusal_reason: t.exposeString('refusal_reason', { nullable: true }),
  }),
});

type CompanyPolicy = Awaited<ReturnType<typeof getEmployerPolicy>>;

const CompanyEmployerPolicy = builder.objectRef<CompanyPolicy>('CompanyEmployerPolicy').implement({
  description: "The policy a company's quotations answer to: its own, or its nearest ancestor's.",
  fields: (t) => ({
    company_id: t.exposeInt('companyId'),
    own: t.exposeBoolean('own', { description: 'The company set this policy itself (not inherited).' }),
    policy: t.field({
      type: EmployerPolicyRef,
      nullable: true,
      resolve: (row) => row.effective?.policy ?? null,
    }),
    source_company_id: t.int({ nullable: true, resolve: (row) => row.effective?.companyId ?? null }),
    source_company_name: t.string({ nullable: true, resolve: (row) => row.effective?.companyName ?? null }),
  }),
});

const EmployerPolicyInput = builder.inputType('EmployerPolicyInput', {
  fields: (t) => ({
    allowed_bike_type_ids: t.intList({ description: 'Absent or null: every bike type; never empty.' }),
    max_bike_value: t.int({ description: 'Euro cents, from 0; absent: no maximum.' }),
    max_monthly_lease: t.int({ description: 'Euro cents, from 0; absent: no maximum.' }),
    when_fits: t.field({ type: PolicyWhenFits, required: true }),
    when_not_fits: t.field({ type: PolicyWhenNotFits, required: true }),
    refusal_reason: t.string({
      ...maxLength('freeText'),
      description: 'Required with when_not_fits refuse.',
    }),
  }),
});

const PolicyMisfitRef = builder.objectRef<PolicyMisfit>('PolicyMisfit').implement({
  description:
    'One way a quotation does not fit: `key` is the translation key, filled with the other fields.',
  fields: (t) => ({
    code: t.exposeString('code', {
      description: 'BIKE_TYPE_NOT_ALLOWED, BIKE_VALUE_ABOVE_MAX or MONTHLY_LEASE_ABOVE_MAX.',
    }),
    key: t.exposeString('key'),
    bike_type_id: t.int({
      nullable: true,
      resolve: (misfit) => (misfit.code === 'BIKE_TYPE_NOT_ALLOWED' ? misfit.params.bikeTypeId : null),
    }),
    value: t.int({
      nullable: true,
      description: 'Euro cents.',
      resolve: (misfit) => (misfit.code === 'BIKE_TYPE_NOT_ALLOWED' ? null : misfit.params.value),
    }),
    max: t.int({
      nullable: true,
      description: 'Euro cents.',
      resolve: (misfit) => (misfit.code === 'BIKE_TYPE_NOT_ALLOWED' ? null : misfit.params.max),
    }),
  }),
});

const QuotationPolicyFit = builder.objectRef<PolicyVerdict>('QuotationPolicyFit').implement({
  description: "Whether a quotation fits its company's policy and what SEND_TO_DECIDER will do with it.",
  fields: (t) => ({
    quotation_id: t.exposeInt('quotationId'),
    has_policy: t.boolean({ resolve: (verdict) => verdict.effective !== null }),
    fits: t.boolean({
      nullable: true,
      description: 'null without a policy.',
      resolve: (v) => v.fit?.fits ?? null,
    }),
    reasons: t.field({ type: [PolicyMisfitRef], resolve: (verdict) => verdict.fit?.reasons ?? [] }),
    outcome: t.field({ type: PolicyOutcome, resolve: (verdict) => verdict.outcome }),
    policy_company_id: t.int({ nullable: true, resolve: (verdict) => verdict.effective?.companyId ?? null }),
    policy_company_name: t.string({
      nullable: true,
      resolve: (verdict) => verdict.effective?.companyName ?? null,
    }),
    refusal_reason: t.string({
      nullable: true,
      description: "The policy's reason, given with an automatic refusal.",
      resolve: (verdict) => verdict.effective?.policy.refusal_reason ?? null,
    }),
  }),
});

const EmployerDelegationRef = builder.objectRef<EmployerDelegation>('EmployerDelegation').implement({
  description:
    'A delegate decides on the quotations of a company (and those below it) in the delegator’s place.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    company_id: t.exposeInt('companyId'),
    company_name: t.exposeString('companyName'),
    delegator_user_id: t.exposeInt('delegatorUserId'),
    delegator_name: t.exposeString('delegatorName'),
    delegate_user_id: t.exposeInt('delegateUserId'),
    delegate_name: t.exposeString('delegateName'),
    first_day: t.exposeString('firstDay', { description: 'YYYY-MM-DD, a Brussels calendar day, included.' }),
    last_day: t.exposeString('lastDay', { description: 'YYYY-MM-DD, a Brussels calendar day, included.' }),
    ended_at: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.endedAt }),
    created_at: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    active: t.exposeBoolean('active', { description: 'In force today (Brussels).' }),
  }),
});

const DelegateCandidate = builder
  .objectRef<{ id: number; name: string; email: string }>('DelegateCandidate')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
  });

const CreateEmployerDelegationInput = builder.inputType('CreateEmployerDelegationInput', {
  fields: (t) => ({
    company_id: t.int({ required: true }),
    delegator_user_id: t.int({ description: 'Super users only; an employer admin delegates for itself.' }),
    delegate_user_id: t.int({ required: true }),
    first_day: t.string({ required: true, ...maxLength('code'), description: 'YYYY-MM-DD' }),
    last_day: t.string({ required: true, ...maxLength('code'), description: 'YYYY-MM-DD, not before today' }),
  }),
});

builder.queryFields((t) => ({
  employerPolicy: t.field({
    type: CompanyEmployerPolicy,
    description: "A company's effective policy (its employers and super users).",
    authScopes: { employer: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getEmployerPolicy(ctx.db, ctx.viewer!, args.company_id),
  }),
  quotationPolicyFit: t.field({
    type: QuotationPolicyFit,
    description: 'Whether the quotation fits its company policy, for whoever may read the quotation.',
    authScopes: { dealer: true, employer: true },
    args: { quotation_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => quotationPolicyFit(ctx.db, ctx.viewer!, args.quotation_id),
  }),
  employerDelegations: t.field({
    type: [EmployerDelegationRef],
    description: "A company's delegations, latest first (its employer admins and super users).",
    authScopes: { admin: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => listEmployerDelegations(ctx.db, ctx.viewer!, args.company_id),
  }),
  delegateCandidates: t.field({
    type: [DelegateCandidate],
    description: "Who may be named a company's delegate: the employer users of its group.",
    authScopes: { admin: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => listDelegateCandidates(ctx.db, ctx.viewer!, args.company_id),
  }),
}));

builder.mutationFields((t) => ({
  setEmployerPolicy: t.field({
    type: CompanyEmployerPolicy,
    description: "Sets the company's own policy; audited. BAD_INPUT with the fields' error codes.",
    authScopes: { admin: true },
    args: {
      company_id: t.arg.int({ required: true }),
      input: t.arg({ type: EmployerPolicyInput, required: true }),
    },
    resolve: (_r, { company_id, input }, ctx) =>
      setEmployerPolicy(ctx.db, ctx.viewer!, company_id, {
        allowed_bike_type_ids: input.allowed_bike_type_ids ?? null,
        max_bike_value: input.max_bike_value ?? null,
        max_monthly_lease: input.max_monthly_lease ?? null,
        when_fits: input.when_fits,
        when_not_fits: input.when_not_fits,
        refusal_reason: input.refusal_reason ?? null,
      }),
  }),
  removeEmployerPolicy: t.field({
    type: CompanyEmployerPolicy,
    description: "Removes the company's own policy: it inherits again. NOT_FOUND when it has none.",
    authScopes: { admin: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => removeEmployerPolicy(ctx.db, ctx.viewer!, args.company_id),
  }),
  createEmployerDelegation: t.field({
    type: EmployerDelegationRef,
    description: 'Names a delegate between two days; audited.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateEmployerDelegationInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createEmployerDelegation(ctx.db, ctx.viewer!, {
        companyId: input.company_id,
        delegatorUserId: input.delegator_user_id ?? null,
        delegateUserId: input.delegate_user_id,
        firstDay: input.first_day,
        lastDay: input.last_day,
      }),
  }),
  endEmployerDelegation: t.field({
    type: EmployerDelegationRef,
    description: 'Ends a delegation now; audited.',
    authScopes: { admin: true },
    args: { delegation_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => endEmployerDelegation(ctx.db, ctx.viewer!, args.delegation_id),
  }),
}));
