import { BIKE_TYPE, ORDER_LOG_TYPE } from './codes';
import { isSuperUser, type RoleViewer } from './roles';

/**
 * Spec 01 section 6: the receipt (log type 3) of a speed pedelec (bike type 1) cannot be opened
 * or downloaded until the bike has a licence plate ("Provide license plate to download").
 * The page disables the button with it; the download route refuses with it.
 */
export function licensePlateRequiredForDownload(input: {
  bikeTypeId: number;
  orderLogTypeId: number;
  licenseNumber: string | null | undefined;
}): boolean {
  return (
    input.bikeTypeId === BIKE_TYPE.SPEED_PEDELEC.id &&
    input.orderLogTypeId === ORDER_LOG_TYPE.RECEIPTDOC.id &&
    !(input.licenseNumber ?? '').trim()
  );
}

/**
 * Hiding a document from employers is a back-office decision: only a super user toggles the flag,
 * and only a super user may upload a document hidden from the start.
 */
export function mayHideDocuments(viewer: Pick<RoleViewer, 'superUser'>): boolean {
  return isSuperUser(viewer);
}
