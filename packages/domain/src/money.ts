import { invalid, valid, type Validated } from './validation-result';

// Amounts are integers of euro cents everywhere; euros as floating point exist only at the edges
// (a typed value, a displayed value).

// Products like 1.005 x 100 land at 100.49999999999999 in binary floating point; reading the
// value back at 15 significant digits first makes a true half round away from zero as a person
// would expect, without changing any value that is not within float noise of a half.
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) return value;
  const raw = Math.abs(value);
  const fraction = raw - Math.floor(raw);
  // Reading back at 15 digits moves a value by at most raw x 5e-15, so only a fraction that close
  // to a half can round differently; every other value skips the string round trip (the lease
  // bench spent most of its time in it).
  // An exact half (a share of 0.5 of an odd amount) needs no reading back either: it goes up.
  if (fraction === 0.5 || Math.abs(fraction - 0.5) > raw * 1e-14 + 1e-12) {
    const rounded = fraction >= 0.5 ? Math.ceil(raw) : Math.floor(raw);
    return value < 0 && rounded !== 0 ? -rounded : rounded;
  }
  const magnitude = Number(raw.toPrecision(15));
  const rounded = Math.floor(magnitude + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

export function toCents(euros: number): number {
  return roundHalfAwayFromZero(euros * 100);
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

// Number fields take a minimum of 0 and 2 decimals with a decimal comma ("1.234,56"); values
// stored as text by the old product use a decimal point ("1234.5"). Both are read. A lone dot is
// a decimal point, so "1.234" is 1.234 euro and refused for its third decimal rather than
// silently read as a thousand.
export function parseAmountToCents(
  text: string | number | null | undefined,
): Validated<'REQUIRED' | 'AMOUNT_INVALID', number> {
  if (typeof text === 'number') {
    // A number with float noise (0.1 + 0.2) still counts as 2 decimals; 1.005 does not.
    const cents = toCents(text);
    return Number.isFinite(text) && text >= 0 && Math.abs(cents / 100 - text) < 1e-9
      ? valid(cents)
      : invalid('AMOUNT_INVALID');
  }
  let compact = (text ?? '').replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return invalid('REQUIRED');
  if (compact.includes(',')) {
    compact = compact.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  } else if ((compact.match(/\./g) ?? []).length > 1) {
    compact = compact.replace(/\.(?=\d{3}(\D|$))/g, '');
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return invalid('AMOUNT_INVALID');
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? valid(cents) : invalid('AMOUNT_INVALID');
}

// For a number input with a decimal comma: 123456 -> "1234,56".
export function formatAmountInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export function sumCents(amounts: readonly (number | null | undefined)[]): number {
  return amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
}
