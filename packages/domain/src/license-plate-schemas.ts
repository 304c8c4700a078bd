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
