import { describe, expect, it } from 'vitest';
import { ORDER_LOG_TYPE } from './codes';
import { nextStep } from './next-step';

const none: number[] = [];

describe('the next step of an order, per status', () => {
  it('starts with Execute while there is no order', () => {
    expect(nextStep({ status: null, orderLogTypeIds: none })).toEqual({ step: 'EXECUTE', needs: [] });
  });

  it('at NEW asks for the signed documents that are still missing', () => {
    expect(nextStep({ status: 'NEW', orderLogTypeIds: none })).toEqual({
      step: 'UPLOAD_SIGNED_DOCUMENTS',
      needs: ['SIGNED_CALCULATION', 'QUOTATION_DOCUMENT'],
    });
    expect(nextStep({ status: 'NEW', orderLogTypeIds: [ORDER_LOG_TYPE.QUOTATIONDOC.id] }).needs).toEqual([
      'SIGNED_CALCULATION',
    ]);
  });

  it("at SIGNED waits for the employer's decision, at SEND_TO_DECIDER for the decider's", () => {
    expect(nextStep({ status: 'SIGNED', orderLogTypeIds: none })).toEqual({
      step: 'AWAIT_EMPLOYER_DECISION',
      needs: ['EMPLOYER_DECISION'],
    });
    expect(nextStep({ status: 'SEND_TO_DECIDER', orderLogTypeIds: none })).toEqual({
      step: 'AWAIT_DECIDER_DECISION',
      needs: ['DECIDER_DECISION'],
    });
  });

  it("at APPROVED asks for the bike's data first, then the receipt", () => {
    expect(nextStep({ status: 'APPROVED', orderLogTypeIds: none, bikeInfoComplete: false })).toEqual({
      step: 'COMPLETE_BIKE_INFO',
      needs: ['BIKE_INFO'],
    });
    expect(nextStep({ status: 'APPROVED', orderLogTypeIds: none, bikeInfoComplete: true })).toEqual({
      step: 'CREATE_RECEIPT',
      needs: [],
    });
  });

  it('at DELIVERABLE asks for the invoice, the signed receipt and the pick-up date', () => {
    expect(nextStep({ status: 'DELIVERABLE', orderLogTypeIds: [ORDER_LOG_TYPE.RECEIPTDOC.id] })).toEqual({
      step: 'UPLOAD_DELIVERY_DOCUMENTS',
      needs: ['INVOICE', 'SIGNED_RECEIPT', 'PICKUP_DATE'],
    });
    expect(
      nextStep({ status: 'DELIVERABLE', orderLogTypeIds: [ORDER_LOG_TYPE.INVOICEDOC.id] }).needs,
    ).toEqual(['SIGNED_RECEIPT', 'PICKUP_DATE']);
  });

  it('ends at DELIVERED, and cancelled, refused and test orders have no next step', () => {
    expect(nextStep({ status: 'DELIVERED', orderLogTypeIds: none }).step).toBe('DELIVERED');
    for (const status of ['CANCELLED', 'REFUSED', 'TESTPURPOSES'] as const) {
      expect(nextStep({ status, orderLogTypeIds: none })).toEqual({ step: 'ENDED', needs: [] });
    }
  });
});
