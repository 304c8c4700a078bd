import { DEAL_STATUS } from '@spokes/domain/codes';
import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { getDeal } from './get-deal';
import { searchDealsToLink } from './search-deals-to-link';
import { updateDealCustomFields } from './update-deal-custom-fields';
import type { DealPhase as DealPhaseValue, DealView } from './deal-view';

export const DealPhaseCode = builder.enumType('DealPhaseCode', {
  description: 'The phases of a CRM deal: the deal statuses of the order.',
  values: Object.keys(DEAL_STATUS) as (keyof typeof DEAL_STATUS)[],
});

export const DealPhase = builder.objectRef<DealPhaseValue>('DealPhase').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.field({ type: DealPhaseCode, resolve: (phase) => phase.code }),
    name: t.exposeString('name'),
  }),
});

const DealEstimatedValue = builder.objectRef<{ amount: number }>('DealEstimatedValue').implement({
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'In euro cents.' }),
    currency: t.string({ resolve: () => 'EUR' }),
  }),
});

const DealCustomField = builder.objectRef<{ id: string; value: string | null }>('DealCustomField').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    value: t.exposeString('value', { nullable: true }),
  }),
});

const DealCustomFieldInput = builder.inputType('DealCustomFieldInput', {
  fields: (t) => ({
    id: t.string({ required: true, ...maxLength('identifier') }),
    value: t.string({ description: 'null clears the field', ...maxLength('freeText') }),
  }),
});

export const Deal = builder.objectRef<DealView>('Deal').implement({
  description: 'A deal of the CRM, linked to at most one order.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    currentPhase: t.field({ type: DealPhase, resolve: (deal) => deal.currentPhase }),
    estimated_value: t.field({
      type: DealEstimatedValue,
      nullable: true,
      resolve: (deal) => (deal.estimatedValueCents === null ? null : { amount: deal.estimatedValueCents }),
    }),
    custom_fields: t.field({
      type: [DealCustomField],
      resolve: (deal) =>
        Object.entries(deal.customFields)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([id, value]) => ({ id, value: value === null ? null : String(value) })),
    }),
    quotation_number: t.exposeString('quotationNumber', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  deal: t.field({
    type: Deal,
    authScopes: { dealer: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getDeal(ctx.db, ctx.viewer!, args),
  }),
  searchDealsToLink: t.field({
    type: [Deal],
    authScopes: { superUser: true },
    args: { quotation_number: t.arg.string({ required: true, ...maxLength('search') }) },
    resolve: (_r, args, ctx) => searchDealsToLink(ctx.db, ctx.viewer!, args),
  }),
}));

builder.mutationFields((t) => ({
  updateDealCustomFields: t.field({
    type: Deal,
    authScopes: { superUser: true },
    args: {
      id: t.arg.int({ required: true }),
      custom_fields: t.arg({ type: [DealCustomFieldInput], required: true }),
    },
    resolve: (_r, args, ctx) => updateDealCustomFields(ctx.db, ctx.viewer!, args),
  }),
}));
