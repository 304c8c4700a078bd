import { validateApproval, validateRefusal } from '@spokes/domain/employer-decisions';
import type { Tx } from '../../db/client';
import type { Viewer } from '../access/viewer';
import { policyDecisionText } from '../employer-policies/policy-decision-text';
import { readPolicyVerdict } from '../employer-policies/quotation-policy-fit';
import { readOrderFacts } from '../order-facts/read-order-facts';
import { notifyDecisionAwaited } from './notify-decision-awaited';
import { readDecidableOrder, recordEmployerDecision } from './record-employer-decision';
import type { OrderBeforeStep } from './write-order-status';

/**
 * The order has just reached SEND_TO_DECIDER (issue 30): when the company's employer policy
 * (its own or the nearest ancestor's) approves a quotation that fits or refuses one that does
 * not, the policy decides it now, in the step's transaction, as an employer would (confirmed
 * order naming the policy, history, dealer mail); otherwise, or when the deal keeps anyone from
 * taking that decision, the decision makers find it in their inboxes.
 */
export async function decideByPolicyOrAsk(tx: Tx, viewer: Viewer, step: OrderBeforeStep) {
  const verdict = await readPolicyVerdict(tx, step.quotationId);
  const [facts] = await readOrderFacts(tx, viewer, [step.orderId]);
  const order = await readDecidableOrder(tx, facts);
  const { outcome, effective } = verdict;
  const allowed =
    (outcome === 'approve' && validateApproval(order).ok) ||
    (outcome === 'refuse' && validateRefusal(order).ok);
  if (!effective || outcome === 'ask' || !allowed) return notifyDecisionAwaited(tx, viewer, step.quotationId);
  const reason = await policyDecisionText(tx, verdict, order.dealerLanguage);
  await recordEmployerDecision(tx, order, outcome, reason, {
    kind: 'policy',
    companyId: effective.companyId,
    companyName: effective.companyName,
  });
}
