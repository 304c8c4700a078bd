import { Suspense, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { QUOTATION_LIST_MAX_PAGE, QUOTATION_LIST_PAGE_SIZE } from '@spokes/domain/limits';
import { ListTable } from '../../../components/list-table';
import type { EmployerQuotationFilter } from '../../../generated/graphql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { useLiveQuotationList } from '../../../lib/live/use-live-quotation-list';
import { named } from '../../../lib/lazy-named';
import { chosenColumns, useColumnChoice } from '../../../lib/lists/use-column-choice';
import { useListState } from '../../../lib/lists/use-list-state';
import { EmployerQuotationChoicesDocument } from '../api/employer-quotation-choices.generated';
import { EmployerQuotationsDocument } from '../api/employer-quotations.generated';
import { EMPLOYER_DEFAULT_COLUMNS, employerQuotationColumns } from './employer-quotation-columns';
import { employerFilterChips, EmployerQuotationFilters } from './employer-quotation-filters';
import { employerQuotationList } from './employer-quotation-list';
import { ExportButton } from './export-button';

// The modal (its descriptions, steps and prompts) loads on the first open: in the list's chunk
// it put the route over its weight.
const QuotationDetailModal = named(() => import('./quotation-detail-modal'), 'QuotationDetailModal');
// The column settings' popover and checkboxes come just after the list, for the same reason.
const ColumnSettings = named(() => import('../../../components/column-settings'), 'ColumnSettings');

const LIST_PATH = '/employersportal/quotations';
const EXPORT_PATH = '/files/employer-quotations.csv';
// An empty page names no row type: a change must still refresh the list.
const queryContext = { additionalTypenames: ['EmployerQuotationListItem'] };

/** The route's quotation id, when the address names one (the inbox's "consult" links here). */
function useRouteQuotationId(): number | null {
  const { quotationId } = useParams();
  return quotationId && /^\d{1,9}$/.test(quotationId) ? Number(quotationId) : null;
}

/**
 * /employersportal/quotations/:quotationId?: the employer's quotations (spec 03 section 2.6),
 * filtered, sorted and paged on the server, live for the shown page, with the export of the
 * same rows. An address with a quotation id shows that quotation alone and opens it; RESET
 * goes back to the plain list.
 */
export function EmployerQuotationsPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const routeId = useRouteQuotationId();
  const [openId, setOpenId] = useState<number | null>(routeId);
  const state = useListState(employerQuotationList);
  const list = useMemo(
    () => ({
      ...state,
      active: state.active || routeId !== null,
      reset: () => void navigate(LIST_PATH),
    }),
    [state, routeId, navigate],
  );
  const { filters } = state;
  const filter = useMemo(
    (): EmployerQuotationFilter => ({
      quotation_id: routeId,
      quotation_number: filters.quotation_number,
      employee_name: filters.employee_name,
      order_status_id: filters.order_status_id === null ? null : Number(filters.order_status_id),
      bike_type_id: filters.bike_type_id === null ? null : Number(filters.bike_type_id),
      company_id: filters.company_id === null ? null : Number(filters.company_id),
      end_month: filters.end_month,
    }),
    [filters, routeId],
  );
  const context = useMemo(() => queryContext, []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: EmployerQuotationsDocument,
    variables: { page: state.page, filter, sort: state.sort },
    context,
  });
  const [{ data: choices }] = useQuery({ query: EmployerQuotationChoicesDocument });

  const columns = useMemo(() => employerQuotationColumns(t), [t]);
  const columnChoice = useColumnChoice(
    employerQuotationList.storageKey,
    columns.map((column) => column.key),
    EMPLOYER_DEFAULT_COLUMNS,
  );
  const rows = data?.employerQuotations.items ?? [];
  // An address with a quotation id ("Raadplegen") filters to that quotation: a chip says so.
  const routeChip =
    routeId === null
      ? []
      : [
          {
            key: 'quotation_id',
            label: t('employerQuotations.quotation'),
            value: rows.find((row) => row.id === routeId)?.quotation_number ?? '…',
            onRemove: list.reset,
          },
        ];
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useLiveQuotationList(
    rows.map((row) => row.id),
    reload,
  );
  const exportUrl = useMemo(() => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(filter)) if (value !== null) params.set(name, String(value));
    if (state.sort) params.set('sort', `${state.sort.direction === 'desc' ? '-' : ''}${state.sort.field}`);
    return params.size > 0 ? `${EXPORT_PATH}?${params.toString()}` : EXPORT_PATH;
  }, [filter, state.sort]);

  return (
    <Flex vertical gap={16}>
      {error && (
        <Alert type="error" showIcon title={t('quotationList.loadError', { message: errorMessage(error) })} />
      )}
      <ListTable
        title={t('menu.allQuotations')}
        list={list}
        columns={chosenColumns(columns, columnChoice.shown)}
        rows={rows}
        total={data?.employerQuotations.total ?? 0}
        totalCapped={data?.employerQuotations.total_capped ?? false}
        pageSize={QUOTATION_LIST_PAGE_SIZE}
        maxPage={QUOTATION_LIST_MAX_PAGE}
        loading={fetching}
        rowKey="id"
        emptyText={t('employerQuotations.empty')}
        extra={
          <>
            <EmployerQuotationFilters list={state} choices={choices} />
            <Suspense fallback={<Button disabled>{t('list.columns')}</Button>}>
              <ColumnSettings columns={columns} choice={columnChoice} />
            </Suspense>
          </>
        }
        filterChips={[...routeChip, ...employerFilterChips(t, state, choices)]}
        primaryAction={<ExportButton url={exportUrl} />}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
      />
      {openId !== null && (
        <Suspense fallback={null}>
          <QuotationDetailModal quotationId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
