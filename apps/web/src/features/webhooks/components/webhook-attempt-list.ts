import { booleanFilter, textFilter } from '../../../lib/lists/list-filters';

/** The webhook attempts' filters and sortable fields, as the server's webhookAttempts accepts them. */
export const webhookAttemptList = {
  storageKey: 'webhook-attempts',
  filters: { success: booleanFilter, quotation_number: textFilter },
  sortFields: ['date', 'status_code', 'quotation_number'] as const,
};
