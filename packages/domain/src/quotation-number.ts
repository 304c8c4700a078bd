/**
 * Quotation numbers: 'Q' and the quotation sequence, zero-padded to at least six digits
 * (Q000007, Q123456, Q1234567), as the database's default writes them. Users type them every way
 * ("7", "Q7", "q000007", "000007"); every number filter reads what is typed through
 * `normalizeQuotationNumber` and every screen, file and document writes numbers with
 * `formatQuotationNumber`, so a number is written one way and found however it is typed.
 */
export const QUOTATION_NUMBER_DIGITS = 6;

const TYPED_NUMBER = /^q?\s*(\d+)$/i;

/** The number of the quotation sequence's value `sequence`. */
export function formatQuotationNumber(sequence: number | bigint): string {
  return `Q${sequence.toString().padStart(QUOTATION_NUMBER_DIGITS, '0')}`;
}

/**
 * The stored form of a typed quotation number, or null when nothing is typed. Digits, with or
 * without a leading Q in any case and with any leading zeros, name one number; anything else is
 * kept (upper case, with its Q) so that it finds no quotation rather than all of them.
 */
export function normalizeQuotationNumber(typed: string | null | undefined): string | null {
  const text = (typed ?? '').trim();
  if (text === '') return null;
  const digits = TYPED_NUMBER.exec(text)?.[1];
  if (digits === undefined) return /^q/i.test(text) ? text.toUpperCase() : `Q${text.toUpperCase()}`;
  return formatQuotationNumber(BigInt(digits));
}
