import type { TFunction } from 'i18next';
import type { EmployerDecisionBlock } from '../../../generated/graphql';

/** Why a decision cannot be taken, in words: the server's reason, the status by its name. */
export function decisionBlockText(t: TFunction, block: EmployerDecisionBlock, statusName: string): string {
  return t(`employerQuotation.blocked.${block}`, { status: statusName });
}
