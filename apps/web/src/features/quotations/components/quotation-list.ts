import type { FilterCodec } from '../../../lib/lists/list-filters';
import { booleanFilter, quotationNumberFilter, textFilter } from '../../../lib/lists/list-filters';

/** The order status filter: a status id, or NO_ORDER for quotations without an order. */
export const NO_ORDER = 'none';

const orderStatusFilter: FilterCodec<string> = {
  parse: (raw) => (raw === NO_ORDER || /^\d+$/.test(raw) ? raw : null),
  format: (value) => value,
};

/** The quotation list's filters and sortable fields, as the server's `quotations` accepts them. */
export const quotationList = {
  storageKey: 'quotations',
  filters: {
    quotation_number: quotationNumberFilter,
    employee_name: textFilter,
    company_name: textFilter,
    order_status: orderStatusFilter,
    active_only: booleanFilter,
    late_only: booleanFilter,
  },
  sortFields: [
    'quotation_number',
    'employee',
    'company',
    'order_status',
    'status_since',
    'quotation_date',
  ] as const,
};
