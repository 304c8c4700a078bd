import { DEAL_STATUS, type OrderStatusCode } from './codes';
import { isEmployerEditLocked } from './order-status';
import { invalid, valid, type Validated } from './validation-result';

/** What an employer's approval or refusal of a quotation is decided on, read from its order. */
export type EmployerDecisionFacts = {
  status: OrderStatusCode;
  dealStatusId: number | null;
  /** The employer's earlier decision, if any (a confirmed order, cancelled when refused). */
  decision: 'none' | 'approved' | 'refused';
};

/**
 * Why a decision cannot be taken now, for the user to read: the deal's phase in the CRM (WON:
 * neither; ORDERED: no refusal), an earlier decision, or the order's status (shown by name).
 */
export const EMPLOYER_DECISION_BLOCKS = [
  'DEAL_WON',
  'DEAL_ORDERED',
  'ALREADY_APPROVED',
  'ALREADY_REFUSED',
  'ORDER_STATUS',
] as const;
export type EmployerDecisionBlock = (typeof EMPLOYER_DECISION_BLOCKS)[number];

// The employer decides while the order waits for it (signed, or sent to the decider). A refusal
// may still undo an approval until the bike is ready (the web asks to confirm that first); once
// refused, the quotation stays refused: a new one is the way back.
const AWAITING_DECISION: readonly OrderStatusCode[] = ['SIGNED', 'SEND_TO_DECIDER'];
const REFUSABLE: readonly OrderStatusCode[] = [...AWAITING_DECISION, 'APPROVED'];

/** The order waits for the employer's decision (whether or not the deal lets the employer take it). */
export function isAwaitingEmployerDecision(status: string): boolean {
  return AWAITING_DECISION.some((code) => code === status);
}

/** What stops an approval, or null when the employer may approve. */
export function approvalBlock(facts: EmployerDecisionFacts): EmployerDecisionBlock | null {
  if (facts.decision === 'refused' || facts.status === 'REFUSED') return 'ALREADY_REFUSED';
  if (facts.decision === 'approved' || facts.status === 'APPROVED') return 'ALREADY_APPROVED';
  if (!isAwaitingEmployerDecision(facts.status)) return 'ORDER_STATUS';
  if (facts.dealStatusId === DEAL_STATUS.WON.id) return 'DEAL_WON';
  return null;
}

/** What stops a refusal, or null when the employer may refuse. */
export function refusalBlock(facts: EmployerDecisionFacts): EmployerDecisionBlock | null {
  if (facts.decision === 'refused' || facts.status === 'REFUSED') return 'ALREADY_REFUSED';
  if (!REFUSABLE.includes(facts.status)) return 'ORDER_STATUS';
  if (facts.dealStatusId === DEAL_STATUS.WON.id) return 'DEAL_WON';
  if (facts.dealStatusId === DEAL_STATUS.ORDERED.id) return 'DEAL_ORDERED';
  return null;
}

/** The employer can still take a decision: approve or refuse (a won deal leaves neither). */
export function employerMayDecide(facts: EmployerDecisionFacts): boolean {
  return approvalBlock(facts) === null || refusalBlock(facts) === null;
}

export function validateApproval(facts: EmployerDecisionFacts): Validated<'APPROVE_NOT_ALLOWED', true> {
  return approvalBlock(facts) === null ? valid(true) : invalid('APPROVE_NOT_ALLOWED');
}

export function validateRefusal(facts: EmployerDecisionFacts): Validated<'REFUSE_NOT_ALLOWED', true> {
  return refusalBlock(facts) === null ? valid(true) : invalid('REFUSE_NOT_ALLOWED');
}

/** What the employer portal's detail modal offers now: the server's checks, with their reasons. */
export type EmployerPermissions = {
  approve: boolean;
  refuse: boolean;
  edit: boolean;
  approveBlock: EmployerDecisionBlock | null;
  refuseBlock: EmployerDecisionBlock | null;
};

export function employerPermissions(facts: EmployerDecisionFacts): EmployerPermissions {
  const approveBlock = approvalBlock(facts);
  const refuseBlock = refusalBlock(facts);
  return {
    approve: approveBlock === null,
    refuse: refuseBlock === null,
    edit: !isEmployerEditLocked(facts.status),
    approveBlock,
    refuseBlock,
  };
}
