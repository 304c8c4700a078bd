import type { OrderStatusCode } from './codes';
import { canEmployerApprove, canEmployerRefuse, isEmployerEditLocked } from './order-status';
import { invalid, valid, type Validated } from './validation-result';

/** What an employer's approval or refusal of a quotation is decided on, read from its order. */
export type EmployerDecisionFacts = {
  status: OrderStatusCode;
  dealStatusId: number | null;
  /** The employer's earlier decision, if any (a confirmed order, cancelled when refused). */
  decision: 'none' | 'approved' | 'refused';
};

// The employer decides while the order waits for it (signed, or sent to the decider). A refusal
// may still undo an approval until the bike is ready (the web asks to confirm that first); once
// refused, the quotation stays refused: a new one is the way back.
const AWAITING_DECISION: readonly OrderStatusCode[] = ['SIGNED', 'SEND_TO_DECIDER'];
const REFUSABLE: readonly OrderStatusCode[] = [...AWAITING_DECISION, 'APPROVED'];

export function validateApproval(facts: EmployerDecisionFacts): Validated<'APPROVE_NOT_ALLOWED', true> {
  return AWAITING_DECISION.includes(facts.status) &&
    canEmployerApprove(facts.dealStatusId, facts.decision !== 'none')
    ? valid(true)
    : invalid('APPROVE_NOT_ALLOWED');
}

export function validateRefusal(facts: EmployerDecisionFacts): Validated<'REFUSE_NOT_ALLOWED', true> {
  return REFUSABLE.includes(facts.status) &&
    facts.decision !== 'refused' &&
    canEmployerRefuse(facts.dealStatusId)
    ? valid(true)
    : invalid('REFUSE_NOT_ALLOWED');
}

/** What the employer portal's detail modal offers now: the server's checks, answered as flags. */
export type EmployerPermissions = { approve: boolean; refuse: boolean; edit: boolean };

export function employerPermissions(facts: EmployerDecisionFacts): EmployerPermissions {
  return {
    approve: validateApproval(facts).ok,
    refuse: validateRefusal(facts).ok,
    edit: !isEmployerEditLocked(facts.status),
  };
}
