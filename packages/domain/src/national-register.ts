import { invalid, isBlank, valid, type Validated } from './validation-result';

// Belgian national register number (rijksregisternummer): YYMMDD, a 3-digit serial, and two
// check digits: 97 minus the first nine digits modulo 97. For people born from 2000 the nine
// digits are preceded by a 2 before the modulo. The birth date part is not checked as a date:
// bis numbers add 20 or 40 to the month and unknown days are written 00.
const NATIONAL_REGISTER_DIGITS = 11;

function checkDigits(base: bigint): number {
  return 97 - Number(base % 97n);
}

/** Accepts the number typed with dots, dashes or spaces (85.07.30-033.28); valid ones come back as 11 digits. */
export function validateNationalRegister(
  value: string | null | undefined,
): Validated<'REQUIRED' | 'NATIONAL_REGISTER_INVALID'> {
  if (isBlank(value)) return invalid('REQUIRED');
  const digits = (value ?? '').replace(/[\s.-]/g, '');
  if (!new RegExp(`^\\d{${NATIONAL_REGISTER_DIGITS}}$`).test(digits))
    return invalid('NATIONAL_REGISTER_INVALID');
  const first9 = BigInt(digits.slice(0, 9));
  const check = Number(digits.slice(9));
  const born1900s = checkDigits(first9) === check;
  const born2000s = checkDigits(2_000_000_000n + first9) === check;
  return born1900s || born2000s ? valid(digits) : invalid('NATIONAL_REGISTER_INVALID');
}

/** The full number for nine digits (birth date and serial), with the check digits of the century. */
export function withNationalRegisterCheckDigits(nineDigits: string, bornFrom2000 = false): string {
  const base = BigInt(nineDigits) + (bornFrom2000 ? 2_000_000_000n : 0n);
  return `${nineDigits}${String(checkDigits(base)).padStart(2, '0')}`;
}

/** "85073003328" shown as 85.07.30-033.28, the way it is printed on the identity card. */
export function formatNationalRegister(digits: string): string {
  const m = /^(\d{2})(\d{2})(\d{2})(\d{3})(\d{2})$/.exec(digits);
  return m ? `${m[1]}.${m[2]}.${m[3]}-${m[4]}.${m[5]}` : digits;
}
