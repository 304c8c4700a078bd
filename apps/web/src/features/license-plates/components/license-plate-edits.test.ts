import { describe, expect, it } from 'vitest';
import {
  changedCells,
  changesOf,
  isBadDate,
  isRequiredMissing,
  type LicensePlateRow,
} from './license-plate-edits';
import { statusesFilter } from './license-plate-list';

const row = {
  id: 1,
  frame_number: 'WBK12345678901234',
  control_number: '042',
  barcode_x12: null,
  license_number: null,
  license_plate_registration_type_fk: 2,
  license_plate_request_status_fk: 1,
  registration_date: '2026-11-02',
  license_plate_sent_to_dealer_date: null,
  comment: null,
} as LicensePlateRow;

describe('the edits of a licence plate row', () => {
  it('keeps only the cells that differ from the row', () => {
    const edit = {
      frame_number: 'WBK12345678901234',
      license_number: 'sab123',
      comment: '',
      registration_date: '02/11/2026',
    };
    expect(changedCells(row, edit)).toEqual(['license_number']);
    expect(changesOf(row, edit)).toEqual({ license_number: 'sab123' });
  });

  it('sends dates as ISO days and an emptied optional cell as null', () => {
    expect(changesOf(row, { registration_date: '3/12/2026', barcode_x12: '' })).toEqual({
      registration_date: '2026-12-03',
    });
    expect(changesOf(row, { registration_date: '' })).toEqual({ registration_date: null });
  });

  it('marks an emptied required cell and a date that does not read as DD/MM/YYYY', () => {
    expect(isRequiredMissing(row, { control_number: ' ' }, 'control_number')).toBe(true);
    expect(isRequiredMissing(row, { comment: '' }, 'comment')).toBe(false);
    expect(isRequiredMissing(row, {}, 'license_number')).toBe(false);
    expect(isBadDate(row, { registration_date: '2026-12-03' }, 'registration_date')).toBe(true);
    expect(isBadDate(row, { registration_date: '31/12/2026' }, 'registration_date')).toBe(false);
  });

  it('reads the statuses of the address: a list, all, or the default when unreadable', () => {
    expect(statusesFilter.parse('7,1,2,2')).toEqual([1, 2, 7]);
    expect(statusesFilter.parse('all')).toEqual([]);
    expect(statusesFilter.parse('x')).toBeNull();
    expect(statusesFilter.format([])).toBe('all');
  });
});
