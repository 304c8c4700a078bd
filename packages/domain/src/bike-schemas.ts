import { z } from 'zod';
import {
  hasFrameAndBatteryRules,
  isServicePassRequired,
  isSpeedPedelec,
  validateBatteryNumber,
  validateControlNumber,
  validateFrameNumber,
  validateKeyNumber,
  validateLicensePlate,
  validateServicePass,
  validateServicePassBarcode,
  validateStickerNumber,
  validateX12Reference,
} from './bike-validation';
import { errorTranslationKey } from './error-codes';
import { optionalText, optionalValidated, requiredId, validated } from './schemas';

// The bike form of spec 01 section 5. Which fields are required depends on the bike type and on
// whether the quotation includes maintenance (which needs a service pass).
export function bikeFormSchema(
  bikeTypeId: number | null | undefined,
  maintenanceAmountCents: number | null | undefined,
) {
  const speedPedelec = isSpeedPedelec(bikeTypeId);
  const ruled = hasFrameAndBatteryRules(bikeTypeId);
  return z.object({
    bike_brand_fk: requiredId,
    model: optionalText,
    comment: optionalText,
    key_number_1: validated(validateKeyNumber),
    key_number_2: optionalValidated(validateKeyNumber),
    frame_number: validated((value) => validateFrameNumber(value, bikeTypeId)),
    sticker_number: optionalValidated(validateStickerNumber),
    license_number: speedPedelec
      ? validated((value) => validateLicensePlate(value, bikeTypeId))
      : optionalValidated((value) => validateLicensePlate(value, bikeTypeId)),
    accu_number: ruled
      ? validated((value) => validateBatteryNumber(value, bikeTypeId))
      : optionalValidated((value) => validateBatteryNumber(value, bikeTypeId)),
    control_number: speedPedelec
      ? validated(validateControlNumber)
      : optionalValidated(validateControlNumber),
    barcode_x12: optionalValidated(validateX12Reference),
    service_pass: isServicePassRequired(maintenanceAmountCents)
      ? validated(validateServicePass)
      : optionalValidated(validateServicePass),
  });
}
export type BikeFormInput = z.input<ReturnType<typeof bikeFormSchema>>;
export type BikeFormValues = z.output<ReturnType<typeof bikeFormSchema>>;

/** A bike as stored: every form field may still be empty. */
export type StoredBikeInfo = { [K in keyof BikeFormInput]?: BikeFormInput[K] | null };

// The bike data is complete when what is stored would pass the bike form: the receipt needs it
// (dealer-actions CREATE_RECEIPT). No bike yet is incomplete.
export function isBikeInfoComplete(
  bike: StoredBikeInfo | null | undefined,
  bikeTypeId: number | null | undefined,
  maintenanceAmountCents: number | null | undefined,
): boolean {
  return bike != null && bikeFormSchema(bikeTypeId, maintenanceAmountCents).safeParse(bike).success;
}

// The speed-pedelec documents step: the registration data; the two PDFs are checked as uploads.
export const speedPedelecDocumentsSchema = z.object({
  frame_number: validated((value) => validateFrameNumber(value, 1)),
  accu_number: validated((value) => validateBatteryNumber(value, 1)),
  control_number: validated(validateControlNumber),
  sticker_number: optionalValidated(validateStickerNumber),
  barcode_x12: validated(validateX12Reference),
});
export type SpeedPedelecDocumentsValues = z.output<typeof speedPedelecDocumentsSchema>;

export const servicePassBarcodesSchema = z.object({
  barcodes: z
    .array(validated(validateServicePassBarcode))
    .min(1, { error: errorTranslationKey('NO_SERVICE_PASSES_ADDED') }),
});
