import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { updateEmployerDetails, type EmployerDetails } from './update-employer-details';

const EmployerQuotationDetails = builder.objectRef<EmployerDetails>('EmployerQuotationDetails').implement({
  fields: (t) => ({
    quotation_id: t.exposeInt('quotationId'),
    employee_number: t.exposeString('employeeNumber', { nullable: true }),
    costcenter: t.exposeString('costcenter', { nullable: true }),
    earliest_delivery_date: t.expose('earliestDeliveryDate', {
      type: 'DateTime',
      nullable: true,
      description: 'The day at 11:00 in Brussels.',
    }),
  }),
});

builder.mutationField('updateEmployerQuotationDetails', (t) =>
  t.field({
    type: EmployerQuotationDetails,
    description:
      "The employer portal's detail modal: employee number, cost centre (one of the company's) and earliest delivery date (the picked day; null clears it). An argument left out keeps its value. Refused with ORDER_LOCKED from APPROVED on and when REFUSED.",
    authScopes: { employer: true },
    args: {
      quotation_id: t.arg.int({ required: true }),
      employee_number: t.arg.string({ ...maxLength('identifier') }),
      costcenter: t.arg.string({ ...maxLength('name') }),
      earliest_delivery_date: t.arg({ type: 'DateTime' }),
    },
    resolve: (_r, args, ctx) =>
      updateEmployerDetails(ctx.db, ctx.viewer!, {
        quotationId: args.quotation_id,
        employeeNumber: args.employee_number,
        costcenter: args.costcenter,
        earliestDeliveryDate: args.earliest_delivery_date,
      }),
  }),
);
