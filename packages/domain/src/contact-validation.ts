import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './limits';
import { invalid, valid, type Validated } from './validation-result';

// The countries the business serves: Belgian dealers and employers, with neighbours' numbers
// and addresses accepted.
export const COUNTRY = {
  BE: { code: 'BE', callingCode: '+32' },
  NL: { code: 'NL', callingCode: '+31' },
  FR: { code: 'FR', callingCode: '+33' },
  DE: { code: 'DE', callingCode: '+49' },
  LU: { code: 'LU', callingCode: '+352' },
} as const;
export type Country = keyof typeof COUNTRY;
export const COUNTRIES: readonly Country[] = ['BE', 'NL', 'FR', 'DE', 'LU'];
export const DEFAULT_COUNTRY: Country = 'BE';

export function isCountry(value: string): value is Country {
  return (COUNTRIES as readonly string[]).includes(value);
}

// Deliberately simple: one @, no spaces, a dot in the domain. The mail server is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string | null | undefined): Validated<'REQUIRED' | 'EMAIL_INVALID'> {
  const email = (value ?? '').trim();
  if (email === '') return invalid('REQUIRED');
  return EMAIL_PATTERN.test(email) ? valid(email) : invalid('EMAIL_INVALID');
}

// Separators people type in phone numbers; "00" is the international prefix written out.
export function normalisePhone(value: string | null | undefined): string {
  const compact = (value ?? '').replace(/[\s.\-/()]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

// Numbers without a country prefix are read as Belgian. On success the value is E.164
// (+32470123456), so the same number typed two ways is stored once.
export function validatePhone(value: string | null | undefined): Validated<'REQUIRED' | 'PHONE_INVALID'> {
  const phone = normalisePhone(value);
  if (phone === '') return invalid('REQUIRED');
  if (phone.length < PHONE_MIN_LENGTH || phone.length > PHONE_MAX_LENGTH) return invalid('PHONE_INVALID');
  if (!/^\+?\d+$/.test(phone)) return invalid('PHONE_INVALID');
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_COUNTRY as CountryCode);
  if (!parsed || !parsed.isValid()) return invalid('PHONE_INVALID');
  if (!parsed.country || !isCountry(parsed.country)) return invalid('PHONE_INVALID');
  return valid(parsed.number);
}

const POSTCODE_PATTERNS: Record<Country, RegExp> = {
  BE: /^[1-9]\d{3}$/,
  // Dutch postcodes never start with 0 and never use the letter pairs SA, SD or SS.
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  LU: /^(?:L-?)?\d{4}$/,
};

// Without a country the postcode must match one of the countries' formats, as the dealer form
// has no country field.
export function validatePostcode(
  value: string | null | undefined,
  country?: Country,
): Validated<'REQUIRED' | 'POSTCODE_INVALID'> {
  const postcode = (value ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  if (postcode === '') return invalid('REQUIRED');
  const countries = country ? [country] : COUNTRIES;
  return countries.some((c) => POSTCODE_PATTERNS[c].test(postcode))
    ? valid(postcode)
    : invalid('POSTCODE_INVALID');
}

// A typed "www.shop.be" becomes "https://www.shop.be"; an explicit http:// is left alone.
export function validateWebsite(value: string | null | undefined): Validated<'REQUIRED' | 'WEBSITE_INVALID'> {
  const typed = (value ?? '').trim();
  if (typed === '') return invalid('REQUIRED');
  if (/\s/.test(typed)) return invalid('WEBSITE_INVALID');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return invalid('WEBSITE_INVALID');
  }
  const hostOk = /^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(url.hostname);
  const schemeOk = url.protocol === 'https:' || url.protocol === 'http:';
  return hostOk && schemeOk ? valid(withScheme) : invalid('WEBSITE_INVALID');
}
