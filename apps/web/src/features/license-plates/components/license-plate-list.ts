import { LICENSE_PLATE_REQUEST_DEFAULT_FILTER } from '@spokes/domain/codes';
import { LICENSE_PLATE_DEFAULT_PAGE_SIZE, LICENSE_PLATE_PAGE_SIZES } from '@spokes/domain/license-plates';
import { textFilter, type FilterCodec } from '../../../lib/lists/list-filters';

/** The statuses shown, as `1,2,7` in the address; `all` is every status (an empty choice). */
export const statusesFilter: FilterCodec<number[]> = {
  parse: (raw) => {
    if (raw === 'all') return [];
    const ids = raw
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id >= 1 && id <= 7);
    return ids.length ? [...new Set(ids)].sort((a, b) => a - b) : null;
  },
  format: (value) => (value.length ? value.join(',') : 'all'),
};

/** A registration type id (1 to 3). */
const registrationTypeFilter: FilterCodec<string> = {
  parse: (raw) => (['1', '2', '3'].includes(raw) ? raw : null),
  format: (value) => value,
};

/** The page size, one of the spec's; the default (50) is not written. */
export const pageSizeFilter: FilterCodec<number> = {
  parse: (raw) =>
    (LICENSE_PLATE_PAGE_SIZES as readonly number[]).find((size) => String(size) === raw) ?? null,
  format: (value) => String(value),
};

/** The table's filters, sort and page size, kept in the address like the other lists. */
export const licensePlateList = {
  storageKey: 'license-plates',
  filters: {
    statuses: statusesFilter,
    type: registrationTypeFilter,
    search: textFilter,
    size: pageSizeFilter,
  },
  sortFields: [
    'created_at',
    'quotation_number',
    'frame_number',
    'control_number',
    'license_number',
    'barcode_x12',
    'license_plate_registration_type_fk',
    'license_plate_request_status_fk',
    'registration_date',
    'license_plate_sent_to_dealer_date',
    'dealer_name',
    'employee_name',
  ] as const,
};

export type LicensePlateSortField = (typeof licensePlateList.sortFields)[number];

export const DEFAULT_STATUSES: readonly number[] = LICENSE_PLATE_REQUEST_DEFAULT_FILTER;
export { LICENSE_PLATE_DEFAULT_PAGE_SIZE, LICENSE_PLATE_PAGE_SIZES };
