import { BIKE_TYPE } from './codes';
import {
  BATTERY_NUMBER_MIN_LENGTH,
  CONTROL_NUMBER_LENGTH,
  FRAME_NUMBER_LENGTH,
  SERVICE_PASS_LENGTH,
  SERVICE_PASS_PREFIX,
  STICKER_NUMBER_LENGTH,
  STICKER_PREFIX,
  X12_REFERENCE_LENGTH,
} from './limits';
import { invalid, isBlank, valid, type Validated } from './validation-result';

// Speed pedelecs and electric bikes carry a frame number of 17 and a battery number; the other
// types have free-form frame numbers and no battery rule.
const FRAME_AND_BATTERY_RULED: readonly number[] = [BIKE_TYPE.SPEED_PEDELEC.id, BIKE_TYPE.ELEC_BIKE.id];

export function hasFrameAndBatteryRules(bikeTypeId: number | null | undefined): boolean {
  return bikeTypeId != null && FRAME_AND_BATTERY_RULED.includes(bikeTypeId);
}

export function isSpeedPedelec(bikeTypeId: number | null | undefined): boolean {
  return bikeTypeId === BIKE_TYPE.SPEED_PEDELEC.id;
}

function compact(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

function exactDigits<E extends string>(
  value: string | null | undefined,
  length: number,
  error: E,
): Validated<'REQUIRED' | E> {
  const digits = compact(value);
  if (digits === '') return invalid('REQUIRED');
  return new RegExp(`^\\d{${length}}$`).test(digits) ? valid(digits) : invalid(error);
}

export function validateFrameNumber(
  value: string | null | undefined,
  bikeTypeId: number | null | undefined,
): Validated<'REQUIRED' | 'FRAME_NUMBER_LENGTH'> {
  const frame = compact(value);
  if (frame === '') return invalid('REQUIRED');
  if (hasFrameAndBatteryRules(bikeTypeId) && frame.length !== FRAME_NUMBER_LENGTH) {
    return invalid('FRAME_NUMBER_LENGTH');
  }
  return valid(frame);
}

// The sticker reads BIKE12345678; the form shows BIKE as a fixed prefix and the user types the
// 8 digits. A pasted full sticker is accepted too. The value returned is the 8 digits.
export function validateStickerNumber(
  value: string | null | undefined,
): Validated<'REQUIRED' | 'STICKER_NUMBER_FORMAT'> {
  const sticker = compact(value);
  const digits = sticker.startsWith(STICKER_PREFIX) ? sticker.slice(STICKER_PREFIX.length) : sticker;
  return exactDigits(digits, STICKER_NUMBER_LENGTH, 'STICKER_NUMBER_FORMAT');
}

export function stickerWithPrefix(digits: string): string {
  return `${STICKER_PREFIX}${digits}`;
}

// The spec calls it "control number (modulo 97)" but gives only the rule "exactly 3 digits";
// the 3 digits do not carry enough to verify a mod-97 check here, so 3 digits is the rule.
export function validateControlNumber(
  value: string | null | undefined,
): Validated<'REQUIRED' | 'CONTROL_NUMBER_FORMAT'> {
  return exactDigits(value, CONTROL_NUMBER_LENGTH, 'CONTROL_NUMBER_FORMAT');
}

// Reference number of box X12 on the certificate of conformity.
export function validateX12Reference(
  value: string | null | undefined,
): Validated<'REQUIRED' | 'X12_REFERENCE_FORMAT'> {
  return exactDigits(value, X12_REFERENCE_LENGTH, 'X12_REFERENCE_FORMAT');
}

export function validateBatteryNumber(
  value: string | null | undefined,
  bikeTypeId: number | null | undefined,
): Validated<'REQUIRED' | 'BATTERY_NUMBER_TOO_SHORT'> {
  const battery = (value ?? '').trim();
  if (!hasFrameAndBatteryRules(bikeTypeId)) return valid(battery);
  if (battery === '') return invalid('REQUIRED');
  return battery.length >= BATTERY_NUMBER_MIN_LENGTH ? valid(battery) : invalid('BATTERY_NUMBER_TOO_SHORT');
}

export function normaliseLicensePlate(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function validateLicensePlate(
  value: string | null | undefined,
  bikeTypeId: number | null | undefined,
): Validated<'REQUIRED'> {
  const plate = normaliseLicensePlate(value);
  return plate === '' && isSpeedPedelec(bikeTypeId) ? invalid('REQUIRED') : valid(plate);
}

export function validateKeyNumber(value: string | null | undefined): Validated<'REQUIRED'> {
  return isBlank(value) ? invalid('REQUIRED') : valid((value ?? '').trim().toUpperCase());
}

export function isServicePassRequired(maintenanceAmountCents: number | null | undefined): boolean {
  return (maintenanceAmountCents ?? 0) > 0;
}

export function validateServicePass(
  value: string | null | undefined,
): Validated<'REQUIRED' | 'SERVICE_PASS_CHARACTERS' | 'SERVICE_PASS_LENGTH' | 'SERVICE_PASS_PREFIX'> {
  const pass = compact(value);
  if (pass === '') return invalid('REQUIRED');
  if (!/^[A-Z0-9]+$/.test(pass)) return invalid('SERVICE_PASS_CHARACTERS');
  if (pass.length !== SERVICE_PASS_LENGTH) return invalid('SERVICE_PASS_LENGTH');
  if (!pass.startsWith(SERVICE_PASS_PREFIX)) return invalid('SERVICE_PASS_PREFIX');
  return valid(pass);
}

// Shown as "3120 1234 5678 9012 345": 19 characters become 23 with the spaces.
export function formatServicePass(value: string | null | undefined): string {
  return (compact(value).match(/.{1,4}/g) ?? []).join(' ');
}

// The pass administration scans the card's barcode, which is 19 digits and nothing else.
export function validateServicePassBarcode(
  value: string | null | undefined,
): Validated<'REQUIRED' | 'DIGITS_ONLY' | 'SERVICE_PASS_LENGTH'> {
  const barcode = compact(value);
  if (barcode === '') return invalid('REQUIRED');
  if (!/^\d+$/.test(barcode)) return invalid('DIGITS_ONLY');
  return barcode.length === SERVICE_PASS_LENGTH ? valid(barcode) : invalid('SERVICE_PASS_LENGTH');
}
