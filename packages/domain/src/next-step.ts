import { ORDER_LOG_TYPE } from './codes';
import type { DealerActionInput } from './dealer-actions';

// The step that moves the order on from where it is (issue 21: the actions card always shows it).
export const NEXT_STEPS = [
  'EXECUTE',
  'UPLOAD_SIGNED_DOCUMENTS',
  'AWAIT_EMPLOYER_DECISION',
  'AWAIT_DECIDER_DECISION',
  'COMPLETE_BIKE_INFO',
  'CREATE_RECEIPT',
  'UPLOAD_DELIVERY_DOCUMENTS',
  'DELIVERED',
  'ENDED',
] as const;
export type NextStepCode = (typeof NEXT_STEPS)[number];

// What that step still waits for.
export const NEXT_STEP_NEEDS = [
  'SIGNED_CALCULATION',
  'QUOTATION_DOCUMENT',
  'EMPLOYER_DECISION',
  'DECIDER_DECISION',
  'BIKE_INFO',
  'INVOICE',
  'SIGNED_RECEIPT',
  'PICKUP_DATE',
] as const;
export type NextStepNeed = (typeof NEXT_STEP_NEEDS)[number];

export type NextStep = { step: NextStepCode; needs: NextStepNeed[] };

type NextStepInput = Pick<DealerActionInput, 'status' | 'orderLogTypeIds' | 'bikeInfoComplete'>;

/**
 * The next step of the order and what it still needs, per status: Execute; the signed
 * documents; the employer's decision (SIGNED) or the decider's (SEND_TO_DECIDER); the bike's data
 * and then the receipt (APPROVED); the invoice, signed receipt and pick-up date (DELIVERABLE).
 * Delivered, cancelled, refused and test orders have none. Who may take the step is the dealer
 * actions' business; this only says where the order stands.
 */
export function nextStep({ status, orderLogTypeIds, bikeInfoComplete }: NextStepInput): NextStep {
  if (status === null) return { step: 'EXECUTE', needs: [] };
  const missing = (needs: [number, NextStepNeed][]) =>
    needs.filter(([logTypeId]) => !orderLogTypeIds.includes(logTypeId)).map(([, need]) => need);
  switch (status) {
    case 'NEW':
      return {
        step: 'UPLOAD_SIGNED_DOCUMENTS',
        needs: missing([
          [ORDER_LOG_TYPE.CALCULATIONDOC_SIGNED.id, 'SIGNED_CALCULATION'],
          [ORDER_LOG_TYPE.QUOTATIONDOC.id, 'QUOTATION_DOCUMENT'],
        ]),
      };
    case 'SIGNED':
      return { step: 'AWAIT_EMPLOYER_DECISION', needs: ['EMPLOYER_DECISION'] };
    case 'SEND_TO_DECIDER':
      return { step: 'AWAIT_DECIDER_DECISION', needs: ['DECIDER_DECISION'] };
    case 'APPROVED':
      return bikeInfoComplete
        ? { step: 'CREATE_RECEIPT', needs: [] }
        : { step: 'COMPLETE_BIKE_INFO', needs: ['BIKE_INFO'] };
    case 'DELIVERABLE':
      return {
        step: 'UPLOAD_DELIVERY_DOCUMENTS',
        needs: [
          ...missing([
            [ORDER_LOG_TYPE.INVOICEDOC.id, 'INVOICE'],
            [ORDER_LOG_TYPE.RECEIPTDOC_SIGNED.id, 'SIGNED_RECEIPT'],
          ]),
          'PICKUP_DATE',
        ],
      };
    case 'DELIVERED':
      return { step: 'DELIVERED', needs: [] };
    case 'CANCELLED':
    case 'REFUSED':
    case 'TESTPURPOSES':
      // Cancelled, refused and test orders do not move on.
      return { step: 'ENDED', needs: [] };
  }
}
