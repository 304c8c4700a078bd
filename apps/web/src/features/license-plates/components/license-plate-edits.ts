import { LICENSE_PLATE_REQUIRED_COLUMNS } from '@spokes/domain/license-plates';
import { formatCalendarDate, isoCalendarDate, parseDate } from '@spokes/domain/format';
import type { LicensePlateRequestChanges, LicensePlateRequestsQuery } from '../../../generated/graphql';

export type LicensePlateRow = LicensePlateRequestsQuery['licensePlateRequests']['items'][number];

/** The cells a super user may change in a row. */
export const EDITABLE_FIELDS = [
  'frame_number',
  'control_number',
  'barcode_x12',
  'license_number',
  'license_plate_registration_type_fk',
  'license_plate_request_status_fk',
  'registration_date',
  'license_plate_sent_to_dealer_date',
  'comment',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type CellValue = string | number | null;
/** A row's cells as typed: dates as DD/MM/YYYY text, the rest as the server gives them. */
export type RowEdit = Partial<Record<EditableField, CellValue>>;

const DATE_FIELDS: readonly EditableField[] = ['registration_date', 'license_plate_sent_to_dealer_date'];

/** An ISO date as the table shows it (DD/MM/YYYY). */
export function shownDate(iso: string | null | undefined): string {
  const date = parseIsoDate(iso);
  return date ? formatCalendarDate(date) : '';
}

function parseIsoDate(iso: string | null | undefined) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** A cell's value before any edit, in the form the editor holds it. */
export function storedValue(row: LicensePlateRow, field: EditableField): CellValue {
  const value = row[field];
  if (DATE_FIELDS.includes(field)) return shownDate(value as string | null);
  return value ?? null;
}

const blank = (value: CellValue | undefined) =>
  value === null || value === undefined || String(value).trim() === '';

/** The cells of the edit that differ from the row: only these are saved (spec 03 section 5). */
export function changedCells(row: LicensePlateRow, edit: RowEdit | undefined): EditableField[] {
  if (!edit) return [];
  return EDITABLE_FIELDS.filter((field) => {
    if (!(field in edit)) return false;
    const before = storedValue(row, field);
    const after = edit[field];
    if (blank(before) && blank(after)) return false;
    return String(before ?? '').trim() !== String(after ?? '').trim();
  });
}

/** A required cell the edit empties: it shows '{title} is required.' and blocks the save. */
export function isRequiredMissing(row: LicensePlateRow, edit: RowEdit | undefined, field: EditableField) {
  return (
    (LICENSE_PLATE_REQUIRED_COLUMNS as readonly string[]).includes(field) &&
    changedCells(row, edit).includes(field) &&
    blank(edit?.[field])
  );
}

/** A typed date that does not read as DD/MM/YYYY. */
export function isBadDate(row: LicensePlateRow, edit: RowEdit | undefined, field: EditableField) {
  if (!DATE_FIELDS.includes(field) || !changedCells(row, edit).includes(field)) return false;
  const value = edit?.[field];
  return !blank(value) && parseDate(String(value)) === null;
}

/** The changed cells as the server takes them: trimmed, empty as null, dates as ISO. */
export function changesOf(row: LicensePlateRow, edit: RowEdit | undefined): LicensePlateRequestChanges {
  const changes: Record<string, CellValue> = {};
  for (const field of changedCells(row, edit)) {
    const value = edit![field];
    if (DATE_FIELDS.includes(field)) {
      const date = blank(value) ? null : parseDate(String(value));
      changes[field] = date ? isoCalendarDate(date) : null;
    } else if (typeof value === 'number') changes[field] = value;
    else changes[field] = blank(value) ? null : String(value).trim();
  }
  return changes as LicensePlateRequestChanges;
}
