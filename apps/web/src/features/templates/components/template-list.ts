import { textFilter } from '../../../lib/lists/list-filters';

/** The Templates tab's filter and sortable fields, as the server's settingsTemplates accepts them. */
export const templateList = {
  storageKey: 'settings-templates',
  filters: { name: textFilter },
  sortFields: ['name', 'order_log_type'] as const,
};

export const TEMPLATES_PAGE_SIZE = 20;
