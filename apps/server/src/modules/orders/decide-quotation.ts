import { validateApproval, validateRefusal } from '@spokes/domain/employer-decisions';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import { accessScope } from '../access/access-table';
import { companyAncestry } from '../access/company-tree';
import { delegatorNames } from '../access/delegations';
import type { Viewer } from '../access/viewer';
import { lockOrder } from './lock-order';
import {
  readDecidableOrder,
  recordEmployerDecision,
  type EmployerDecision,
} from './record-employer-decision';

export type DecideQuotationOptions = {
  quotationId: number;
  decision: EmployerDecision;
  /** The reason or remark typed in the prompt. */
  reason: string;
  /** The decider's address as the server saw it; null when unknown. */
  ip: string | null;
};

/**
 * The employer's approval or refusal of a quotation (spec 03 section 2.6), in one transaction
 * (recordEmployerDecision). A delegate deciding today for its delegators (issue 30) is recorded
 * as deciding for them.
 */
export async function decideQuotation(db: Db, viewer: Viewer, options: DecideQuotationOptions) {
  const reason = options.reason.trim();
  // The refusal's reason goes to the deal and the dealer; an approval's remark may stay empty.
  if (options.decision === 'refuse' && reason === '') fail('REFUSAL_REASON_REQUIRED');
  return db.transaction(async (tx) => {
    const facts = await lockOrder(
      tx,
      viewer,
      { quotationId: options.quotationId },
      accessScope(viewer, 'order', 'decide'),
    );
    const order = await readDecidableOrder(tx, facts);
    const check = options.decision === 'approve' ? validateApproval(order) : validateRefusal(order);
    if (!check.ok) fail(check.error);
    const forNames = await delegatorNames(tx, viewer.userId, await companyAncestry(tx, order.companyId));
    // The spec keeps a placeholder when the address cannot be read.
    const decider = { kind: 'user' as const, viewer, ip: options.ip ?? 'unknown', forNames };
    return recordEmployerDecision(tx, order, options.decision, reason, decider);
  });
}
