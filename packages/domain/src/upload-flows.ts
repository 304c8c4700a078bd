import { BIKE_TYPE } from './codes';
import { dealerActions, type DealerAction, type DealerActionInput } from './dealer-actions';

// The back office's upload flows (spec 01 sections 4 and 5), each offered where the overview
// offers its button. The dealer actions of spec 02 name every one but the first upload of a
// non-FIP order: spec 01's "upload from a new order" starts at NEW for every company.
export const UPLOAD_FLOWS = [
  'SIGNED_DOCUMENTS',
  'QUOTATION_DOCUMENT',
  'DELIVERY_DOCUMENTS',
  'SPEED_PEDELEC_DOCUMENTS',
] as const;
export type UploadFlow = (typeof UPLOAD_FLOWS)[number];

const FLOW_ACTIONS: Record<UploadFlow, readonly DealerAction[]> = {
  SIGNED_DOCUMENTS: ['UPLOAD_QUOTE', 'UPLOAD_FROM_NEW', 'RETRY_UPLOAD'],
  QUOTATION_DOCUMENT: ['UPLOAD_QUOTE'],
  DELIVERY_DOCUMENTS: ['UPLOAD_DELIVERY_DOCUMENTS'],
  // The registration documents are part of the bike's data, and a changed frame number asks for them again.
  SPEED_PEDELEC_DOCUMENTS: ['COMPLETE_BIKE_INFO'],
};

export function mayUpload(flow: UploadFlow, input: DealerActionInput): boolean {
  if (flow === 'SPEED_PEDELEC_DOCUMENTS' && input.bikeTypeId !== BIKE_TYPE.SPEED_PEDELEC.id) return false;
  if (flow === 'SIGNED_DOCUMENTS' && input.status === 'NEW') return true;
  const offered = dealerActions(input);
  return FLOW_ACTIONS[flow].some((action) => offered.includes(action));
}
