import { LICENSE_PLATE_REQUEST_STATUS } from './codes';

// Licence plate requests (spec 03 sections 2.8, 4, 5 and 9): the rules the editable table and
// the server share, without zod (the table's route stays light); the schema is in
// license-plate-schemas.ts.

/** Spec 03 section 9: the page sizes of the table, and the one it opens with. */
export const LICENSE_PLATE_PAGE_SIZES = [1, 2, 5, 10, 20, 50] as const;
export const LICENSE_PLATE_DEFAULT_PAGE_SIZE = 50;

/** The older-than-2-years pre-registration threshold, in years (spec 03 section 9). */
export const PRE_REGISTRATION_AGE_THRESHOLD_YEARS = 2;

/** The columns of the table a super user must not leave empty. */
export const LICENSE_PLATE_REQUIRED_COLUMNS = [
  'frame_number',
  'control_number',
  'license_plate_registration_type_fk',
  'license_number',
  'license_plate_request_status_fk',
] as const;

export type LicensePlateRequestState = {
  license_number: string | null;
  license_plate_request_status_fk: number;
  registration_date: string | null;
  license_plate_sent_to_dealer_date: string | null;
};

/**
 * The request after a save (spec 03 section 4): a changed licence number registers it (status 4)
 * and asks for the registered-plate mail; the registration date is filled with today at status 4,
 * the sent-to-dealer date at 5 or 6, each only when empty. `today` is an ISO date.
 */
export function licensePlateRequestAfterSave(
  before: LicensePlateRequestState,
  changes: {
    license_number?: string;
    license_plate_request_status_fk?: number;
    registration_date?: string | null;
    license_plate_sent_to_dealer_date?: string | null;
  },
  today: string,
): LicensePlateRequestState & { registered: boolean } {
  const plate = changes.license_number;
  const registered = plate !== undefined && plate !== (before.license_number ?? '');
  const status = registered
    ? LICENSE_PLATE_REQUEST_STATUS.REGISTERED.id
    : (changes.license_plate_request_status_fk ?? before.license_plate_request_status_fk);
  return {
    license_number: plate ?? before.license_number,
    license_plate_request_status_fk: status,
    ...automaticDates(
      {
        registration_date:
          changes.registration_date === undefined ? before.registration_date : changes.registration_date,
        license_plate_sent_to_dealer_date:
          changes.license_plate_sent_to_dealer_date === undefined
            ? before.license_plate_sent_to_dealer_date
            : changes.license_plate_sent_to_dealer_date,
      },
      status,
      today,
    ),
    registered,
  };
}

/** The two dates with today filled in where the status asks for it and the date is empty. */
export function automaticDates(
  dates: Pick<LicensePlateRequestState, 'registration_date' | 'license_plate_sent_to_dealer_date'>,
  status: number,
  today: string,
) {
  const { REGISTERED, SENT_TO_DEALER, DELIVERED } = LICENSE_PLATE_REQUEST_STATUS;
  return {
    registration_date: dates.registration_date ?? (status === REGISTERED.id ? today : null),
    license_plate_sent_to_dealer_date:
      dates.license_plate_sent_to_dealer_date ??
      (status === SENT_TO_DEALER.id || status === DELIVERED.id ? today : null),
  };
}
