import { describe, expect, it } from 'vitest';
import type { OrderStatusCode } from './codes';
import type { DealerActionInput } from './dealer-actions';
import { mayUpload } from './upload-flows';

const order = (status: OrderStatusCode, extra: Partial<DealerActionInput> = {}): DealerActionInput => ({
  status,
  fip: false,
  orderLogTypeIds: [],
  bikeTypeId: 2,
  invoiceTargetAllowsAutoPlate: true,
  ...extra,
});

describe('mayUpload', () => {
  it('takes the signed documents of a new order of any company', () => {
    expect(mayUpload('SIGNED_DOCUMENTS', order('NEW'))).toBe(true);
    expect(mayUpload('SIGNED_DOCUMENTS', order('NEW', { fip: true }))).toBe(true);
  });

  it('takes them again after NEW only where a FIP order offers the upload or its retry', () => {
    expect(mayUpload('SIGNED_DOCUMENTS', order('SIGNED', { fip: true }))).toBe(true);
    expect(
      mayUpload('SIGNED_DOCUMENTS', order('SEND_TO_DECIDER', { fip: true, orderLogTypeIds: [2, 5] })),
    ).toBe(true);
    expect(mayUpload('SIGNED_DOCUMENTS', order('SIGNED'))).toBe(false);
    expect(mayUpload('SIGNED_DOCUMENTS', order('APPROVED', { fip: true }))).toBe(false);
  });

  it('takes the quotation document alone for a new FIP order that has none', () => {
    expect(mayUpload('QUOTATION_DOCUMENT', order('NEW', { fip: true }))).toBe(true);
    expect(mayUpload('QUOTATION_DOCUMENT', order('NEW', { fip: true, orderLogTypeIds: [5] }))).toBe(false);
    expect(mayUpload('QUOTATION_DOCUMENT', order('NEW'))).toBe(false);
  });

  it('takes the delivery documents of a deliverable order only', () => {
    expect(mayUpload('DELIVERY_DOCUMENTS', order('DELIVERABLE'))).toBe(true);
    for (const status of ['NEW', 'SIGNED', 'APPROVED', 'DELIVERED', 'CANCELLED'] as const)
      expect(mayUpload('DELIVERY_DOCUMENTS', order(status))).toBe(false);
  });

  it("takes a speed pedelec's documents wherever its bike data may be completed", () => {
    const speedPedelec = { bikeTypeId: 1 };
    for (const status of ['APPROVED', 'DELIVERABLE', 'DELIVERED'] as const)
      expect(mayUpload('SPEED_PEDELEC_DOCUMENTS', order(status, speedPedelec))).toBe(true);
    expect(mayUpload('SPEED_PEDELEC_DOCUMENTS', order('SIGNED', speedPedelec))).toBe(false);
    expect(mayUpload('SPEED_PEDELEC_DOCUMENTS', order('DELIVERABLE'))).toBe(false);
    expect(
      mayUpload(
        'SPEED_PEDELEC_DOCUMENTS',
        order('DELIVERABLE', { ...speedPedelec, invoiceTargetAllowsAutoPlate: false }),
      ),
    ).toBe(true);
  });
});
