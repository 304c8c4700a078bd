import { useCallback, useMemo } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { QUOTATION_LIST_MAX_PAGE, QUOTATION_LIST_PAGE_SIZE } from '@spokes/domain/limits';
import { ListTable } from '../../../components/list-table';
import { type QuotationListFilter } from '../../../generated/graphql';
import { DealerChoicesDocument } from '../api/dealer-choices.generated';
import { OrderStatusesDocument } from '../../../lib/reference/order-statuses.generated';
import { QuotationListDocument } from '../api/quotations.generated';
import { useChosenDealer } from '../../../lib/dealer-selection';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { useListState } from '../../../lib/lists/use-list-state';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { useLiveQuotationList } from '../../../lib/live/use-live-quotation-list';
import { useQuotationMutations } from '../hooks/use-quotation-mutations';
import { quotationColumns } from './quotation-columns';
import { NO_ORDER, quotationList } from './quotation-list';

// An empty page names no QuotationListItem: a change must still refresh the list.
const queryContext = { additionalTypenames: ['QuotationListItem'] };

/** /quotations: the back-office quotation list (spec 01 section 2), live for the shown page. */
export function QuotationListPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const viewer = useViewer();
  const [chosenDealer] = useChosenDealer(viewer.dealers);
  // A dealer user sees the dealer chosen in the top bar (the spec's dealer_fk); super users all.
  const dealerId = viewer.superUser ? null : (chosenDealer?.id ?? null);
  const list = useListState(quotationList);
  const { filters } = list;
  const filter = useMemo(
    (): QuotationListFilter => ({
      quotation_number: filters.quotation_number,
      employee_name: filters.employee_name,
      company_name: filters.company_name,
      order_status_id:
        filters.order_status && filters.order_status !== NO_ORDER ? Number(filters.order_status) : null,
      no_order: filters.order_status === NO_ORDER ? true : null,
      active_only: filters.active_only,
      late_only: filters.late_only,
      dealer_id: dealerId,
    }),
    [filters, dealerId],
  );
  const context = useMemo(() => queryContext, []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: QuotationListDocument,
    variables: { page: list.page, size: QUOTATION_LIST_PAGE_SIZE, filter, sort: list.sort },
    context,
  });
  const [{ data: statuses }] = useQuery({ query: OrderStatusesDocument });
  const [{ data: dealers }] = useQuery({ query: DealerChoicesDocument, pause: !viewer.superUser });
  const mutations = useQuotationMutations();

  const rows = data?.quotations.items ?? [];
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useLiveQuotationList(
    rows.map((row) => row.id),
    reload,
  );

  return (
    <Flex vertical gap={16}>
      {error && (
        <Alert type="error" showIcon title={t('quotationList.loadError', { message: errorMessage(error) })} />
      )}
      <ListTable
        title={t(viewer.superUser ? 'menu.quotations' : 'menu.myQuotations')}
        list={list}
        columns={quotationColumns(t, {
          orderStatuses: statuses?.orderStatuses ?? [],
          dealers: viewer.superUser ? (dealers?.dealers ?? []) : null,
          activeOnly: filters.active_only === true,
          onActiveOnlyChange: (activeOnly) => list.setFilter('active_only', activeOnly || null),
          onActiveChange: (row, active) => void mutations.setQuotationsActive([row.id], active),
          onDealerChange: (row, dealerId) => void mutations.changeQuotationDealer(row.id, dealerId),
          busyIds: mutations.busyIds,
        })}
        rows={rows}
        total={data?.quotations.total ?? 0}
        totalCapped={data?.quotations.total_capped ?? false}
        pageSize={QUOTATION_LIST_PAGE_SIZE}
        maxPage={QUOTATION_LIST_MAX_PAGE}
        loading={fetching}
        rowKey="id"
        emptyText={t('quotationList.empty')}
        filterChips={
          filters.active_only
            ? [
                {
                  key: 'active_only',
                  label: t('quotationList.activeOnly'),
                  value: t('list.yes'),
                  onRemove: () => list.setFilter('active_only', null),
                },
              ]
            : []
        }
        bulkActions={(selected, clearSelection) =>
          [true, false].map((active) => (
            <Button
              key={String(active)}
              onClick={async () => {
                if (await mutations.setQuotationsActive(selected.map(Number), active)) clearSelection();
              }}
            >
              {t(active ? 'quotationList.activate' : 'quotationList.deactivate')}
            </Button>
          ))
        }
      />
    </Flex>
  );
}
