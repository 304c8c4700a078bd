import { quotationNumberFilter, textFilter } from '../../../lib/lists/list-filters';

/** The list's filters and sortable fields, as the server's servicePasses accepts them. */
export const servicePassList = {
  storageKey: 'service-passes',
  filters: {
    employee_name: textFilter,
    dealer_name: textFilter,
    barcode: textFilter,
    quotation_number: quotationNumberFilter,
  },
  sortFields: [
    'barcode',
    'dealer',
    'employee',
    'starting_amount',
    'used_amount',
    'remaining_amount',
  ] as const,
};

/** Spec 03 section 9: 100 to a page. */
export const SERVICE_PASS_PAGE_SIZE = 100;
