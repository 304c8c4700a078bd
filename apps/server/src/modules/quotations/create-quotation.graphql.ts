import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { createQuotation } from './create-quotation';
import { Quotation } from './quotations.graphql';

export const QuotationFieldInput = builder.inputType('QuotationFieldInput', {
  fields: (t) => ({
    field_fk: t.int({ required: true }),
    value: t.string({
      required: false,
      description:
        'As text: an amount with a decimal comma or point; a LIST field a JSON array of its values.',
      ...maxLength('freeText'),
    }),
  }),
});

export const NewQuotationInput = builder.inputType('NewQuotationInput', {
  fields: (t) => ({
    employee_fk: t.int({ required: true }),
    dealer_fk: t.int({ required: true }),
    deliverability: t.string({ required: true, ...maxLength('freeText') }),
    bike_type_fk: t.int({ required: true }),
    bike_brand_fk: t.int({ required: true }),
    fields: t.field({ type: [QuotationFieldInput], required: true }),
  }),
});

builder.mutationFields((t) => ({
  createQuotation: t.field({
    type: Quotation,
    description:
      'Makes a quotation (spec 02 section 5) computed on the server with the effective sheet; the amounts are the answer.',
    authScopes: { dealer: true },
    args: { input: t.arg({ type: NewQuotationInput, required: true }) },
    resolve: (_r, args, ctx) =>
      createQuotation(ctx.db, ctx.viewer!, {
        ...args.input,
        fields: args.input.fields.map((field) => ({ field_fk: field.field_fk, value: field.value ?? null })),
      }),
  }),
}));
