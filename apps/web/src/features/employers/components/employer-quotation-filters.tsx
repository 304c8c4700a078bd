import { Suspense } from 'react';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { inLifecycleOrder } from '@spokes/domain/order-status';
import type { TFunction } from 'i18next';
import type { FilterChip } from '../../../components/filter-chips';
import type { EmployerQuotationChoicesQuery } from '../../../generated/graphql';
import type { FilterValues } from '../../../lib/lists/list-filters';
import type { ListState } from '../../../lib/lists/use-list-state';
import { named } from '../../../lib/lazy-named';
import type { employerQuotationList } from './employer-quotation-list';

// The date picker's code (about 35 kB) would put the route over its weight: it comes just after
// the list, a plain box holding its place meanwhile.
const EndMonthPicker = named(() => import('./end-month-picker'), 'EndMonthPicker');

type Filters = typeof employerQuotationList.filters;
type Props = {
  list: ListState<Filters, (typeof employerQuotationList.sortFields)[number]>;
  choices: EmployerQuotationChoicesQuery | undefined;
};

/** The status and bike-type dropdowns, the searchable company dropdown and the end-month picker above the list. */
export function EmployerQuotationFilters({ list, choices }: Props) {
  const { t } = useTranslation();
  const filters: FilterValues<Filters> = list.filters;
  return (
    <Flex gap={8} wrap>
      <Select
        allowClear
        aria-label={t('quotationList.orderStatus')}
        placeholder={t('employerQuotations.allStatuses')}
        style={{ width: 220 }}
        value={filters.order_status_id ?? undefined}
        onChange={(value?: string) => list.setFilter('order_status_id', value ?? null)}
        options={inLifecycleOrder(choices?.employerOrderStatuses ?? []).map((status) => ({
          value: String(status.id),
          label: status.name,
        }))}
      />
      <Select
        allowClear
        aria-label={t('employerQuotations.bikeType')}
        placeholder={t('employerQuotations.allBikeTypes')}
        style={{ width: 180 }}
        value={filters.bike_type_id ?? undefined}
        onChange={(value?: string) => list.setFilter('bike_type_id', value ?? null)}
        options={(choices?.bikeTypes ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('quotationList.company')}
        placeholder={t('employerQuotations.allCompanies')}
        style={{ width: 240 }}
        value={filters.company_id ?? undefined}
        onChange={(value?: string) => list.setFilter('company_id', value ?? null)}
        options={(choices?.employerCompanies ?? []).map((company) => ({
          value: String(company.id),
          label: company.name,
        }))}
      />
      <Suspense
        fallback={<Input disabled placeholder={t('employerQuotations.endMonth')} style={{ width: 140 }} />}
      >
        <EndMonthPicker
          label={t('employerQuotations.endMonth')}
          value={filters.end_month}
          onChange={(month) => list.setFilter('end_month', month)}
        />
      </Suspense>
    </Flex>
  );
}

/** The dropdowns' filters in force as chips (the number and employee come from their headers). */
export function employerFilterChips(
  t: TFunction,
  list: Props['list'],
  choices: Props['choices'],
): FilterChip[] {
  const { filters } = list;
  const nameOf = (options: { id: number; name: string }[] | undefined) => (id: string) =>
    options?.find((option) => String(option.id) === id)?.name ?? id;
  const monthOf = (month: string) => month.split('-').reverse().join('/');
  const shown = [
    ['order_status_id', 'quotationList.orderStatus', nameOf(choices?.employerOrderStatuses)],
    ['bike_type_id', 'employerQuotations.bikeType', nameOf(choices?.bikeTypes)],
    ['company_id', 'quotationList.company', nameOf(choices?.employerCompanies)],
    ['end_month', 'employerQuotations.endMonth', monthOf],
  ] as const;
  return shown.flatMap(([name, label, show]) => {
    const value = filters[name];
    if (value === null) return [];
    return [{ key: name, label: t(label), value: show(value), onRemove: () => list.setFilter(name, null) }];
  });
}
