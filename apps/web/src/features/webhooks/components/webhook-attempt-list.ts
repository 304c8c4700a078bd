import { booleanFilter, quotationNumberFilter } from '../../../lib/lists/list-filters';

/** The webhook attempts' filters and sortable fields, as the server's webhookAttempts accepts them. */
export const webhookAttemptList = {
  storageKey: 'webhook-attempts',
  filters: { success: booleanFilter, quotation_number: quotationNumberFilter },
  sortFields: ['date', 'status_code', 'quotation_number'] as const,
};
