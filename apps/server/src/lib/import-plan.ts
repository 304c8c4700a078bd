import { LANGUAGE_CODES, DEFAULT_LANGUAGE, type LanguageCode } from '@spokes/domain/codes';
import { ERROR_CODES, errorTranslationKey, isErrorCode, type ErrorCode } from '@spokes/domain/error-codes';
import { errorMessage } from '@spokes/domain/errors';
import type { ImportColumn } from '@spokes/domain/import-columns';

/** What the import does with one row of the file. */
export type ImportAction = 'create' | 'update' | 'unchanged' | 'refused';

/** Why a row is refused: the column (its Dutch name, as in the example file), the code and its text. */
export type ImportReason = { column: string; code: ErrorCode; message: string };

export type ImportRowPlan = { row: number; action: ImportAction; label: string; reasons: ImportReason[] };

/** The dry run or the apply of one file: a line per row and the counts. */
export type ImportOutcome = {
  applied: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  rows: ImportRowPlan[];
};

/** The viewer's language for the reasons' texts (nl when it is none of the four). */
export const reasonLanguage = (language: string): LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(language) ? (language as LanguageCode) : DEFAULT_LANGUAGE;

const codeOfKey = new Map<string, ErrorCode>(ERROR_CODES.map((code) => [errorTranslationKey(code), code]));

/**
 * A zod issue's code (a domain ErrorCode, or an `errors.*` translation key as some schemas give
 * it) as an ErrorCode; BAD_INPUT when it is neither.
 */
export function asErrorCode(value: string): ErrorCode {
  if (isErrorCode(value)) return value;
  return codeOfKey.get(value) ?? 'BAD_INPUT';
}

/** Builds a row's reasons in one language. */
export function reasonsIn(language: LanguageCode, columns: readonly ImportColumn[]) {
  const nameOf = (key: string) => columns.find((column) => column.key === key)?.names[0] ?? key;
  return (key: string, code: ErrorCode, values: Record<string, string | number> = {}): ImportReason => ({
    column: nameOf(key),
    code,
    message: errorMessage(code, language, values),
  });
}

/** The outcome's counts over its rows. */
export function outcomeOf(rows: ImportRowPlan[], applied: boolean): ImportOutcome {
  const count = (action: ImportAction) => rows.filter((row) => row.action === action).length;
  return {
    applied,
    total: rows.length,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    refused: count('refused'),
    rows,
  };
}

/**
 * Thrown inside an apply's transaction when a row is refused at apply time, so the transaction
 * rolls back; the apply catches it and answers the rows with their reasons.
 */
export class ImportRefused extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('import refused');
  }
}

/** The apply's answer when its transaction threw ImportRefused; any other error is thrown on. */
export function refusedOutcome(error: unknown): ImportOutcome {
  if (error instanceof ImportRefused) return error.outcome;
  throw error;
}

/** One value of a small reference table by its code or name, in any case. */
export function byCodeOrName<T extends { id: number; code?: string | null; name: string }>(
  rows: readonly T[],
) {
  const index = new Map<string, number>();
  for (const row of rows) {
    index.set(row.name.trim().toLowerCase(), row.id);
    if (row.code) index.set(row.code.trim().toLowerCase(), row.id);
  }
  return (value: string) => index.get(value.trim().toLowerCase());
}
