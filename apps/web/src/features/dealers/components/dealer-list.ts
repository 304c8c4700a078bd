import { textFilter } from '../../../lib/lists/list-filters';

/** The Dealers tab's filter and sortable fields, as the server's settingsDealers accepts them. */
export const dealerList = {
  storageKey: 'settings-dealers',
  filters: { name: textFilter },
  sortFields: ['name', 'city'] as const,
};

export const DEALERS_PAGE_SIZE = 20;
