import {
  BIKE_TYPE,
  EXCLUDED_PLATE_INVOICE_TARGET_ID,
  ORDER_LOG_TYPE,
  ORDER_STATUS,
  type OrderStatusCode,
} from './codes';

// The buttons of spec 02 section 4. The spec numbers statuses by their index (1 new ... 6
// delivered), which is what makes "status 5: upload deliverable documents" follow the receipt.
export const DEALER_ACTIONS = [
  'EXECUTE',
  'UPLOAD_QUOTE',
  'UPLOAD_FROM_NEW',
  'RETRY_UPLOAD',
  'DOCUMENTS',
  'REQUEST_LICENSE_PLATE',
  'COMPLETE_BIKE_INFO',
  'CREATE_RECEIPT',
  'UPLOAD_DELIVERY_DOCUMENTS',
  'EDIT_ORDER_STATUS',
  'CHANGE_COMPANY',
  'LINK_DEAL',
] as const;
export type DealerAction = (typeof DEALER_ACTIONS)[number];

export type DealerActionInput = {
  // null: the quotation has no order yet.
  status: OrderStatusCode | null;
  fip: boolean;
  orderLogTypeIds: readonly number[];
  bikeTypeId: number | null | undefined;
  invoiceTargetAllowsAutoPlate: boolean;
  // The receipt needs the bike's data; not in the spec's list, see CREATE_RECEIPT below.
  bikeInfoComplete?: boolean;
  superUser?: boolean;
};

// Automatic plate requests go through the invoice target's flag, except for the leasing party
// that registers its own plates.
export function invoiceTargetAllowsAutoPlate(
  invoiceTarget: { id: number; license_plate_auto_request?: boolean | null } | null | undefined,
): boolean {
  return (
    invoiceTarget != null &&
    invoiceTarget.id !== EXCLUDED_PLATE_INVOICE_TARGET_ID &&
    invoiceTarget.license_plate_auto_request === true
  );
}

function statusActions(input: DealerActionInput): DealerAction[] {
  const { status, fip, orderLogTypeIds, bikeTypeId } = input;
  if (status === null) return ['EXECUTE'];
  const has = (id: number) => orderLogTypeIds.includes(id);
  switch (ORDER_STATUS[status].index) {
    case 1:
      return fip && !has(ORDER_LOG_TYPE.QUOTATIONDOC.id) ? ['UPLOAD_QUOTE'] : [];
    case 2:
    case 3: {
      if (!fip) return ['DOCUMENTS'];
      // Both documents present but the order still here means the move to SIGNED failed:
      // offer a retry that resets to SIGNED instead of a second upload.
      const stuck = has(ORDER_LOG_TYPE.CALCULATIONDOC_SIGNED.id) && has(ORDER_LOG_TYPE.QUOTATIONDOC.id);
      return [stuck ? 'RETRY_UPLOAD' : 'UPLOAD_FROM_NEW', 'DOCUMENTS'];
    }
    case 4:
    case 6: {
      const plate =
        !has(ORDER_LOG_TYPE.COCDOC.id) &&
        bikeTypeId === BIKE_TYPE.SPEED_PEDELEC.id &&
        input.invoiceTargetAllowsAutoPlate;
      // The spec lists no button that creates the receipt (APPROVED -> DELIVERABLE); it is
      // offered at APPROVED once the bike's data is complete.
      const receipt = status === 'APPROVED' && input.bikeInfoComplete === true;
      return [
        ...(plate ? (['REQUEST_LICENSE_PLATE'] as const) : []),
        'COMPLETE_BIKE_INFO',
        ...(receipt ? (['CREATE_RECEIPT'] as const) : []),
        'DOCUMENTS',
      ];
    }
    case 5:
      return ['UPLOAD_DELIVERY_DOCUMENTS', 'COMPLETE_BIKE_INFO', 'DOCUMENTS'];
    case -1:
    case 0:
      // Cancelled, refused and test orders: nothing moves, the documents stay readable.
      return ['DOCUMENTS'];
  }
}

export function dealerActions(input: DealerActionInput): DealerAction[] {
  const actions = statusActions(input);
  if (!input.superUser) return actions;
  const extras: DealerAction[] =
    input.status === null ? ['CHANGE_COMPANY'] : ['EDIT_ORDER_STATUS', 'CHANGE_COMPANY', 'LINK_DEAL'];
  return [...actions, ...extras];
}
