import { builder } from '../../graphql/builder';
import { executeQuotation, type ExecutedQuotation } from './execute-quotation';

const ExecuteQuotationResult = builder.objectRef<ExecutedQuotation>('ExecuteQuotationResult').implement({
  description: 'The order Execute made, and whether the web opens the FIP warning.',
  fields: (t) => ({
    order_id: t.exposeInt('orderId'),
    calculation_order_log_id: t.exposeInt('calculationOrderLogId', { description: 'The "Berekening".' }),
    fip_warning: t.exposeBoolean('fip', {
      description:
        'A FIP company: the calculation was mailed to the employee; ask for the quotation document (or later).',
    }),
  }),
});

builder.mutationFields((t) => ({
  executeQuotation: t.field({
    type: ExecuteQuotationResult,
    description: "Creates the quotation's order (spec 01 section 4, Execute), all or nothing.",
    authScopes: { dealer: true },
    args: { quotation_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      executeQuotation(ctx.db, ctx.viewer!, {
        quotationId: args.quotation_id,
        storage: ctx.storage,
      }),
  }),
}));
