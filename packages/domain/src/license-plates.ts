import { z } from 'zod';
import {
  normaliseLicensePlate,
  validateControlNumber,
  validateFrameNumber,
  validateX12Reference,
} from './bike-validation';
import { LICENSE_PLATE_REGISTRATION_TYPE, LICENSE_PLATE_REQUEST_STATUS } from './codes';
import { errorTranslationKey } from './error-codes';
import { optionalText, optionalValidated, validated } from './schemas';
import { invalid, valid } from './validation-result';

// Licence plate requests (spec 03 sections 2.8, 4, 5 and 9): the rules the editable table and
// the server share.

/** Spec 03 section 9: the page sizes of the table, and the one it opens with. */
export const LICENSE_PLATE_PAGE_SIZES = [1, 2, 5, 10, 20, 50] as const;
export const LICENSE_PLATE_DEFAULT_PAGE_SIZE = 50;

/** The older-than-2-years pre-registration threshold, in years (spec 03 section 9). */
export const PRE_REGISTRATION_AGE_THRESHOLD_YEARS = 2;

const STATUS_IDS = Object.values(LICENSE_PLATE_REQUEST_STATUS).map((status) => status.id) as number[];
const TYPE_IDS = Object.values(LICENSE_PLATE_REGISTRATION_TYPE).map((type) => type.id) as number[];

const oneOf = (ids: readonly number[]) =>
  z
    .number({ error: errorTranslationKey('REQUIRED') })
    .int()
    .refine((id) => ids.includes(id), { error: errorTranslationKey('REQUIRED') });

const isoDate = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) return value;
    ctx.addIssue({ code: 'custom', message: errorTranslationKey('BAD_INPUT'), input: value });
    return z.NEVER;
  });

/** A licence number as stored: upper case, letters and digits only (the bike form's rule); required in this table. */
export const licenseNumberSchema = validated((value) => {
  const plate = normaliseLicensePlate(value);
  return plate === '' ? invalid('REQUIRED') : valid(plate);
});

/**
 * The cells of one row a save sends: only the changed ones (spec 03 section 5). Required
 * columns: frame number, control number, registration type, licence number, status; optional:
 * the X12 reference, the two dates and the comment. The bike's numbers follow the speed
 * pedelec's rules of the bike form.
 */
export const licensePlateRequestChangesSchema = z
  .object({
    frame_number: validated((value) => validateFrameNumber(value, 1)),
    control_number: validated(validateControlNumber),
    barcode_x12: optionalValidated(validateX12Reference),
    license_number: licenseNumberSchema,
    license_plate_registration_type_fk: oneOf(TYPE_IDS),
    license_plate_request_status_fk: oneOf(STATUS_IDS),
    registration_date: isoDate,
    license_plate_sent_to_dealer_date: isoDate,
    comment: optionalText,
  })
  .partial();
export type LicensePlateRequestChangesInput = z.input<typeof licensePlateRequestChangesSchema>;
export type LicensePlateRequestChanges = z.output<typeof licensePlateRequestChangesSchema>;

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
  changes: LicensePlateRequestChanges,
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
