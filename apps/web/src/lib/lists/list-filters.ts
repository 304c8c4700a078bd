import { normalizeQuotationNumber } from '@spokes/domain/quotation-number';

/**
 * How one filter of a list reads from and writes to the query string. A value that does not
 * parse (an old bookmark, a hand-edited URL) reads as "no filter" instead of breaking the list.
 */
export type FilterCodec<T> = {
  parse: (raw: string) => T | null;
  format: (value: T) => string;
};

/** Any codec, whatever its value type: what a list's filter set is made of. */
export type AnyFilterCodec = { parse: (raw: string) => unknown; format: (value: never) => string };

/** A list's filters: each one is its value or null for "not filtered". */
export type FilterValues<C> = { [K in keyof C]: C[K] extends FilterCodec<infer T> ? T | null : never };

export const textFilter: FilterCodec<string> = {
  parse: (raw) => raw.trim() || null,
  format: (value) => value,
};

export const booleanFilter: FilterCodec<boolean> = {
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : null),
  format: (value) => String(value),
};

export function choiceFilter<T extends string>(choices: readonly T[]): FilterCodec<T> {
  return {
    parse: (raw) => choices.find((choice) => choice === raw) ?? null,
    format: (value) => value,
  };
}

/** A quotation number however it is typed ("7", "Q7", "000007"), read as the server reads it. */
export const quotationNumberFilter: FilterCodec<string> = {
  parse: (raw) => normalizeQuotationNumber(raw),
  format: (value) => value,
};

/** A calendar day as YYYY-MM-DD in the URL: the bound of a period filter. */
export const dayFilter: FilterCodec<string> = {
  parse: (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : null),
  format: (value) => value,
};
