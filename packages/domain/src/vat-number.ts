import { invalid, valid, type Validated } from './validation-result';

// Written by hand instead of using jsvat / jsvat-next: those packages ship a CommonJS main and an
// ES "module" build without an exports map, so Node sees only a default export while Vite sees
// only named ones, and the same import cannot work in both the server and the web app. The five
// countries we serve need about sixty lines.

type VatCheck = { pattern: RegExp; check: (digits: string) => boolean };

// Remainder of a long digit string, piece by piece, so no BigInt or float precision is needed.
function mod(digits: string, divisor: number): number {
  let remainder = 0;
  for (const char of digits) remainder = (remainder * 10 + Number(char)) % divisor;
  return remainder;
}

// Letters count as 10..35 in the ISO 7064 mod 97 checks (A = 10, B = 11, ... Z = 35).
function lettersToDigits(value: string): string {
  return [...value].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
}

const checks: Record<'BE' | 'NL' | 'DE' | 'FR' | 'LU', VatCheck> = {
  // Enterprise number: 97 minus the first 8 digits modulo 97 gives the last two.
  BE: {
    pattern: /^[01]\d{9}$/,
    check: (digits) => 97 - mod(digits.slice(0, 8), 97) === Number(digits.slice(8)),
  },
  // Before 2020 an eleven-test on the first 9 digits; since then sole proprietors get a number
  // checked with ISO 7064 mod 97 over the whole "NL...B.." string. Both are in use.
  NL: {
    pattern: /^\d{9}B\d{2}$/,
    check: (body) => {
      const digits = body.slice(0, 9);
      const weighted = [...digits.slice(0, 8)].reduce((sum, d, i) => sum + Number(d) * (9 - i), 0);
      const elevenTest = weighted % 11 !== 10 && weighted % 11 === Number(digits[8]);
      return elevenTest || mod(lettersToDigits(`NL${body}`), 97) === 1;
    },
  },
  // ISO 7064 MOD 11,10 over the first 8 digits gives the 9th.
  DE: {
    pattern: /^[1-9]\d{8}$/,
    check: (digits) => {
      let product = 10;
      for (const d of digits.slice(0, 8)) {
        const sum = (Number(d) + product) % 10 || 10;
        product = (2 * sum) % 11;
      }
      return (11 - product) % 10 === Number(digits[8]);
    },
  },
  // Two key characters and the 9-digit SIREN. A numeric key is (12 + 3 x (SIREN mod 97)) mod 97;
  // keys with letters (newer numbers) are checked for format only.
  FR: {
    pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    check: (body) => {
      const key = body.slice(0, 2);
      if (!/^\d{2}$/.test(key)) return true;
      return (12 + 3 * mod(body.slice(2), 97)) % 97 === Number(key);
    },
  },
  // The first 6 digits modulo 89 give the last two.
  LU: {
    pattern: /^\d{8}$/,
    check: (digits) => mod(digits.slice(0, 6), 89) === Number(digits.slice(6)),
  },
};

export type VatCountry = keyof typeof checks;

// A number typed without country prefix is read as Belgian (the dealers are Belgian); an old
// 9-digit Belgian number gets its leading 0.
export function normaliseVatNumber(value: string | null | undefined): string {
  const compact = (value ?? '').toUpperCase().replace(/[\s.\-/]/g, '');
  if (/^\d{9,10}$/.test(compact)) return `BE${compact.padStart(10, '0')}`;
  if (/^BE\d{9}$/.test(compact)) return `BE0${compact.slice(2)}`;
  return compact;
}

export function validateVatNumber(value: string | null | undefined): Validated<'REQUIRED' | 'VAT_INVALID'> {
  const vat = normaliseVatNumber(value);
  if (vat === '') return invalid('REQUIRED');
  const country = vat.slice(0, 2);
  if (!(country in checks)) return invalid('VAT_INVALID');
  const { pattern, check } = checks[country as VatCountry];
  const body = vat.slice(2);
  return pattern.test(body) && check(body) ? valid(vat) : invalid('VAT_INVALID');
}
