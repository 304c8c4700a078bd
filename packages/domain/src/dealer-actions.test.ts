import { describe, expect, it } from 'vitest';
import { dealerActions, invoiceTargetAllowsAutoPlate, type DealerActionInput } from './dealer-actions';

const base: DealerActionInput = {
  status: 'NEW',
  fip: false,
  orderLogTypeIds: [],
  bikeTypeId: 2,
  invoiceTargetAllowsAutoPlate: true,
};
const actions = (input: Partial<DealerActionInput>) => dealerActions({ ...base, ...input });

describe('dealer actions per order status', () => {
  it('offers Execute on a quotation without order', () => {
    expect(actions({ status: null })).toEqual(['EXECUTE']);
  });

  it('shows nothing on a new non-FIP order and a quote upload on a new FIP order', () => {
    expect(actions({ status: 'NEW' })).toEqual([]);
    expect(actions({ status: 'NEW', fip: true })).toEqual(['UPLOAD_QUOTE']);
    expect(actions({ status: 'NEW', fip: true, orderLogTypeIds: [1, 5] })).toEqual([]);
  });

  it('offers documents only for signed and sent orders of non-FIP companies', () => {
    expect(actions({ status: 'SIGNED' })).toEqual(['DOCUMENTS']);
    expect(actions({ status: 'SEND_TO_DECIDER' })).toEqual(['DOCUMENTS']);
  });

  it('offers an upload for FIP orders, or a retry when both documents are already there', () => {
    expect(actions({ status: 'SIGNED', fip: true, orderLogTypeIds: [1, 2] })).toEqual([
      'UPLOAD_FROM_NEW',
      'DOCUMENTS',
    ]);
    expect(actions({ status: 'SEND_TO_DECIDER', fip: true, orderLogTypeIds: [2, 5] })).toEqual([
      'RETRY_UPLOAD',
      'DOCUMENTS',
    ]);
  });

  it('offers a plate request on approved and delivered speed pedelecs without CoC document', () => {
    const speed = { bikeTypeId: 1 };
    expect(actions({ ...speed, status: 'APPROVED' })).toEqual([
      'REQUEST_LICENSE_PLATE',
      'COMPLETE_BIKE_INFO',
      'DOCUMENTS',
    ]);
    expect(actions({ ...speed, status: 'DELIVERED' })).toEqual([
      'REQUEST_LICENSE_PLATE',
      'COMPLETE_BIKE_INFO',
      'DOCUMENTS',
    ]);
    expect(actions({ ...speed, status: 'APPROVED', orderLogTypeIds: [8] })).toEqual([
      'COMPLETE_BIKE_INFO',
      'DOCUMENTS',
    ]);
    expect(actions({ ...speed, status: 'APPROVED', invoiceTargetAllowsAutoPlate: false })).toEqual([
      'COMPLETE_BIKE_INFO',
      'DOCUMENTS',
    ]);
    expect(actions({ status: 'APPROVED', bikeTypeId: 5 })).toEqual(['COMPLETE_BIKE_INFO', 'DOCUMENTS']);
  });

  it('offers the receipt on an approved order once the bike data is complete', () => {
    expect(actions({ status: 'APPROVED', bikeInfoComplete: true })).toEqual([
      'COMPLETE_BIKE_INFO',
      'CREATE_RECEIPT',
      'DOCUMENTS',
    ]);
    expect(actions({ status: 'DELIVERED', bikeInfoComplete: true })).toEqual([
      'COMPLETE_BIKE_INFO',
      'DOCUMENTS',
    ]);
  });

  it('offers the delivery upload on a deliverable order', () => {
    expect(actions({ status: 'DELIVERABLE' })).toEqual([
      'UPLOAD_DELIVERY_DOCUMENTS',
      'COMPLETE_BIKE_INFO',
      'DOCUMENTS',
    ]);
  });

  it('leaves only the documents on cancelled, refused and test orders', () => {
    for (const status of ['CANCELLED', 'REFUSED', 'TESTPURPOSES'] as const) {
      expect(actions({ status, fip: true, bikeTypeId: 1 })).toEqual(['DOCUMENTS']);
    }
  });

  it('adds the super user controls', () => {
    expect(actions({ status: 'SIGNED', superUser: true })).toEqual([
      'DOCUMENTS',
      'EDIT_ORDER_STATUS',
      'CHANGE_COMPANY',
      'LINK_DEAL',
    ]);
    expect(actions({ status: null, superUser: true })).toEqual(['EXECUTE', 'CHANGE_COMPANY']);
  });
});

describe('automatic plate requests', () => {
  it('follow the invoice target flag except for the excluded leasing party', () => {
    expect(invoiceTargetAllowsAutoPlate({ id: 10, license_plate_auto_request: true })).toBe(true);
    expect(invoiceTargetAllowsAutoPlate({ id: 10, license_plate_auto_request: false })).toBe(false);
    expect(invoiceTargetAllowsAutoPlate({ id: 1337984, license_plate_auto_request: true })).toBe(false);
    expect(invoiceTargetAllowsAutoPlate(null)).toBe(false);
  });
});
