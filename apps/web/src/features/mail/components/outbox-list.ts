import { choiceFilter, textFilter } from '../../../lib/lists/list-filters';
import { OUTBOX_CHANNELS, OUTBOX_STATES } from './outbox-labels';

/** The outbox's filters and sortable fields, as the server's outboxMessages accepts them. */
export const outboxList = {
  storageKey: 'outbox',
  filters: {
    channel: choiceFilter(OUTBOX_CHANNELS),
    state: choiceFilter(OUTBOX_STATES),
    recipient: textFilter,
  },
  sortFields: ['created_at', 'recipient', 'sent_at'] as const,
};

export const OUTBOX_PAGE_SIZE = 20;
