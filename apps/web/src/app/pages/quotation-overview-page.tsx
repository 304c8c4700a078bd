import { Suspense, useCallback, useMemo } from 'react';
import { Alert, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { NotFoundPage } from '../../components/not-found-page';
import { PageTitle } from '../../components/page-title';
import { OrderActionsPanel } from '../../features/orders/components/order-actions-panel';
import { QuotationOverviewDocument } from '../../features/quotations/api/quotation-overview.generated';
import { orderStatusById } from '@spokes/domain/codes';
import { errorCode } from '../../lib/graphql/errors';
import { isSuperUser } from '../../lib/viewer/roles';
import { useViewer } from '../../lib/viewer/viewer-context';
import { useQuotationLive } from '../../lib/live/use-quotation-live';
import { QuotationOverviewHeader } from './quotation-overview-header';
import { named } from '../../lib/lazy-named';
import { overviewDeferred } from './overview-deferred-loader';

const OrderDocumentsList = named(overviewDeferred, 'OrderDocumentsList');
const OrderWebhookAttempts = named(overviewDeferred, 'OrderWebhookAttempts');
const BikePanel = named(overviewDeferred, 'BikePanel');
const OrderHistoryTimeline = named(overviewDeferred, 'OrderHistoryTimeline');
const QuotationCalculationPanel = named(overviewDeferred, 'QuotationCalculationPanel');
const PolicyFitNotice = named(overviewDeferred, 'PolicyFitNotice');

const queryContext = { additionalTypenames: ['Order', 'OrderLog', 'Quotation'] };

// Until the order is sent to the decider, the dealer sees what the company's policy will make of it.
const BEFORE_DECIDER: readonly (string | null)[] = [null, 'NEW', 'SIGNED'];

/**
 * /quotations/:employeeId/:quotationId (spec 01 section 2): the quotation's facts and panels and
 * its order's actions, documents, webhook calls and history, composed here from both features. The server decides what the viewer
 * may see: a missing and a foreign quotation both answer NOT_FOUND, shown as the not-found page.
 */
export function QuotationOverviewPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { quotationId } = useParams();
  const id = Number(quotationId);
  const valid = Number.isInteger(id) && id > 0;
  const context = useMemo(() => queryContext, []);
  const [{ data, error }, refetch] = useQuery({
    query: QuotationOverviewDocument,
    variables: { id },
    context,
    pause: !valid,
  });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useQuotationLive({ quotationId: id, reload });

  if (!valid || (error && errorCode(error) === 'NOT_FOUND')) return <NotFoundPage />;
  if (error) return <Alert type="error" showIcon title={t('quotationOverview.loadFailed')} />;
  const quotation = data?.quotation;
  if (!quotation) return <Spin />;
  const superUser = isSuperUser(viewer);
  const statusCode = quotation.order ? (orderStatusById(quotation.order.orderStatus.id)?.code ?? null) : null;

  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('quotationOverview.title', { number: quotation.quotation_number })}</PageTitle>
      <QuotationOverviewHeader quotation={quotation} superUser={superUser} />
      <OrderActionsPanel
        quotation={quotation}
        superUser={superUser}
        notice={
          BEFORE_DECIDER.includes(statusCode) && (
            <Suspense fallback={null}>
              <PolicyFitNotice quotationId={quotation.id} />
            </Suspense>
          )
        }
      />
      <Suspense fallback={<Spin />}>
        {quotation.order && <OrderDocumentsList order={quotation.order} superUser={superUser} />}
        {superUser && quotation.order && <OrderWebhookAttempts quotationId={quotation.id} />}
        <BikePanel quotation={quotation} />
        {superUser && <QuotationCalculationPanel quotationId={quotation.id} />}
        <OrderHistoryTimeline quotationId={quotation.id} />
      </Suspense>
    </Flex>
  );
}
