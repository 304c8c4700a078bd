import { parse } from 'csv-parse/sync';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { columnOfHeader, type ImportColumn } from '@spokes/domain/import-columns';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@spokes/domain/limits';
import { fail } from '../errors';

/** One data row of a file: its row number as Excel shows it (the header is row 1) and its cells. */
export type TableRow = {
  row: number;
  /** Cells of the known columns by column key, trimmed; a column the file lacks is absent. */
  cells: Record<string, string>;
  /** Cells of the other headers by their header text, trimmed (the employees' custom properties). */
  extra: Record<string, string>;
};

export type TableFile = {
  /** The keys of the known columns the header names. */
  columns: Set<string>;
  rows: TableRow[];
};

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** An XLSX file is a zip; anything else is read as CSV text. */
const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, i) => bytes[i] === byte);

/** Semicolons (Belgian Excel) or commas: whichever the header line has more of. */
function delimiterOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  return count(';') >= count(',') && count(';') > 0 ? ';' : ',';
}

function readCsv(bytes: Uint8Array): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    fail('IMPORT_FILE_UNREADABLE');
  }
  try {
    return parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      // Stop reading past the cap: the header plus one row too many tells enough.
      to_line: IMPORT_MAX_ROWS + 2,
    });
  } catch {
    fail('IMPORT_FILE_UNREADABLE');
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  let data: SheetData;
  try {
    data = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    fail('IMPORT_FILE_UNREADABLE');
  }
  // Date cells arrive as dates (at midnight UTC), numbers as numbers: both as the text a CSV would hold.
  return data.map((row) =>
    row.map((cell) => {
      if (cell === null || cell === undefined) return '';
      if ((cell as unknown) instanceof Date) return isoDay(cell as unknown as Date);
      return String(cell);
    }),
  );
}

/**
 * The rows of an uploaded CSV (UTF-8 with or without BOM, ; or , between cells) or XLSX file (its
 * first sheet), under a header row that names the columns (nl or en names, see
 * packages/domain import-columns.ts). Refuses, before any row is checked, a file over
 * IMPORT_MAX_BYTES or IMPORT_MAX_ROWS rows, one that does not parse, one without rows and one
 * whose header lacks a required column. Empty rows are skipped.
 */
export async function readTableFile(file: Blob, known: readonly ImportColumn[]): Promise<TableFile> {
  if (file.size > IMPORT_MAX_BYTES) fail('FILE_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const table = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const [header = [], ...body] = table;
  const headers = header.map((cell) => ({ text: cell.trim(), column: columnOfHeader(known, cell) }));
  const columns = new Set(headers.flatMap((h) => (h.column ? [h.column.key] : [])));
  const missing = known.find((column) => column.required && !columns.has(column.key));
  if (missing) fail('IMPORT_COLUMN_MISSING', undefined, { column: missing.names[0] });
  const rows: TableRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: TableRow = { row: index + 2, cells: {}, extra: {} };
    headers.forEach((h, i) => {
      const value = (cells[i] ?? '').trim();
      if (h.column) row.cells[h.column.key] ??= value;
      else if (h.text !== '') row.extra[h.text] = value;
    });
    rows.push(row);
  });
  if (rows.length > IMPORT_MAX_ROWS) fail('IMPORT_TOO_MANY_ROWS', undefined, { max: IMPORT_MAX_ROWS });
  if (rows.length === 0) fail('IMPORT_FILE_EMPTY');
  return { columns, rows };
}
