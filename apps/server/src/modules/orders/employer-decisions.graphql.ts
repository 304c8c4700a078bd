import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { decideQuotation } from './decide-quotation';
import type { EmployerDecision } from './record-employer-decision';

const EmployerDecisionResult = builder
  .objectRef<{ quotationId: number; orderStatusId: number }>('EmployerDecisionResult')
  .implement({
    fields: (t) => ({
      quotation_id: t.exposeInt('quotationId'),
      order_status_id: t.exposeInt('orderStatusId', { description: 'APPROVED (3) or REFUSED (8).' }),
    }),
  });

function decisionField(decision: EmployerDecision, description: string) {
  return builder.mutationField(decision === 'approve' ? 'approveQuotation' : 'refuseQuotation', (t) =>
    t.field({
      type: EmployerDecisionResult,
      description,
      authScopes: { employer: true },
      args: {
        quotation_id: t.arg.int({ required: true }),
        reason: t.arg.string({ required: true, ...maxLength('freeText') }),
      },
      resolve: (_r, args, ctx) =>
        decideQuotation(ctx.db, ctx.viewer!, {
          quotationId: args.quotation_id,
          decision,
          reason: args.reason,
          ip: ctx.ip,
        }),
    }),
  );
}

decisionField(
  'approve',
  "The employer approves its employee's quotation (spec 03 section 2.6): a confirmed order and status APPROVED.",
);
decisionField(
  'refuse',
  'The employer refuses the quotation with a reason: status REFUSED and the deal LOST. May undo an approval.',
);
