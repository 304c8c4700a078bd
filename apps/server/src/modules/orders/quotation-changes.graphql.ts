import { builder } from '../../graphql/builder';
import { QuotationListItem } from '../quotations/quotation-list.graphql';
import { OrderChangeResult } from './orders.graphql';
import { changeQuotationCompany } from './change-quotation-company';
import { changeQuotationDealer } from './change-quotation-dealer';

builder.mutationFields((t) => ({
  changeQuotationCompany: t.field({
    type: OrderChangeResult,
    description: 'Moves the quotation to another company (super users); the same company is SAME_COMPANY.',
    authScopes: { superUser: true },
    args: { quotation_id: t.arg.int({ required: true }), company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      changeQuotationCompany(ctx.db, ctx.viewer!, {
        quotationId: args.quotation_id,
        companyId: args.company_id,
      }),
  }),
  changeQuotationDealer: t.field({
    type: QuotationListItem,
    description: 'Gives the quotation another dealer (super users only).',
    authScopes: { superUser: true },
    args: {
      quotation_id: t.arg.int({ required: true }),
      dealer_id: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) => changeQuotationDealer(ctx.db, ctx.viewer!, args),
  }),
}));
