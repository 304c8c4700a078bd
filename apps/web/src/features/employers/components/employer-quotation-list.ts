import type { FilterCodec } from '../../../lib/lists/list-filters';
import { quotationNumberFilter, textFilter } from '../../../lib/lists/list-filters';

const idFilter: FilterCodec<string> = {
  parse: (raw) => (/^\d{1,9}$/.test(raw) ? raw : null),
  format: (value) => value,
};

const monthFilter: FilterCodec<string> = {
  parse: (raw) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : null),
  format: (value) => value,
};

/**
 * The employer portal's list filters and sorts, named as the server's `employerQuotations` and
 * the export's query string take them, so the address's parameters go to the export as they are.
 */
export const employerQuotationList = {
  storageKey: 'employer-quotations',
  filters: {
    quotation_number: quotationNumberFilter,
    employee_name: textFilter,
    order_status_id: idFilter,
    bike_type_id: idFilter,
    company_id: idFilter,
    end_month: monthFilter,
  },
  sortFields: ['quotation_number', 'start_date', 'end_date'] as const,
};
