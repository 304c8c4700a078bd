import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Flex, Spin, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { DuplicateQuotationDocument, EmployeeQuotationsDocument } from '../api/employee-quotations.generated';
import { OrderStatusesDocument } from '../../../lib/reference/order-statuses.generated';
import { useChosenDealer } from '../../../lib/dealer-selection';
import { errorCode } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { isSuperUser } from '../../../lib/viewer/roles';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { useEmployeeQuotationsLive } from '../hooks/use-employee-quotations-live';
import { TOAST_SECONDS } from '../../../lib/toast';
import { useQuotationMutations } from '../hooks/use-quotation-mutations';
import { QuotationCard, type QuotationCardData } from './quotation-card';

const queryContext = { additionalTypenames: ['Quotation', 'Order', 'OrderLog', 'QuotationListItem'] };

type OrderStatus = { id: number; name: string; index: number };

/** The order's part of a card (its steps, buttons and dialogs), composed in by the app's page. */
export type CardOrderPart = (
  quotation: QuotationCardData,
  context: { statuses: readonly OrderStatus[]; superUser: boolean },
) => ReactNode;

/**
 * /quotations/:employeeId and /quotations/:employeeId/:companyId/:quotationId (spec 02 "Quotations
 * of an employee"): the employee's cards, active ones only unless switched, the given quotation
 * highlighted and scrolled to, and the floating button to a new quotation.
 */
export function EmployeeQuotationsPage({ orderPart }: { orderPart: CardOrderPart }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const viewer = useViewer();
  const superUser = isSuperUser(viewer);
  const params = useParams();
  const employeeId = Number(params.employeeId);
  // Only the three-segment address names a quotation to highlight: in /quotations/:employeeId/:companyId
  // the second segment is the company (the route sends a quotation of the employee to its overview).
  const highlightedId =
    params.companyId === undefined || params.quotationId === undefined ? null : Number(params.quotationId);
  const valid = Number.isInteger(employeeId) && employeeId > 0;
  const [activeOnly, setActiveOnly] = useState(true);
  const [chosenDealer] = useChosenDealer(viewer.dealers);
  // A dealer user sees the dealer chosen in the top bar (the spec's dealerId); super users all.
  const dealerId = superUser ? null : (chosenDealer?.id ?? null);

  const context = useMemo(() => queryContext, []);
  const [{ data, error }, refetch] = useQuery({
    query: EmployeeQuotationsDocument,
    variables: { employee_id: employeeId, dealer_id: dealerId, active_only: activeOnly },
    // The spec fetches the cards from the network every time.
    requestPolicy: 'network-only',
    context,
    pause: !valid,
  });
  const [{ data: statusData }] = useQuery({ query: OrderStatusesDocument });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useEmployeeQuotationsLive(employeeId, reload);
  const mutations = useQuotationMutations();
  const [duplicate, duplicateQuotation] = useMutation(DuplicateQuotationDocument);
  const [duplicatingId, setDuplicatingId] = useState<number | null>(null);

  const highlightedRef = useRef<HTMLDivElement>(null);
  const quotations = data?.employeeQuotations.quotations;
  const shown = quotations?.some((quotation) => quotation.id === highlightedId);
  useEffect(() => {
    if (shown) highlightedRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [shown, highlightedId]);
  // The route's quotation may be inactive: show all once, so the card it names is there. A copy
  // just made is active, so that is settled for it before the page goes there: the list the page
  // holds then is from before the copy, and would otherwise switch to all while the reload is on
  // its way ("Enkel actieve offertes" turning itself off after Dupliceren).
  const [settledFor, setSettledFor] = useState<number | null>(null);
  useEffect(() => {
    if (quotations && shown === false && activeOnly && highlightedId !== settledFor) {
      setSettledFor(highlightedId);
      setActiveOnly(false);
    }
  }, [quotations, shown, activeOnly, highlightedId, settledFor]);

  if (!valid || (error && errorCode(error) === 'NOT_FOUND')) return <NotFoundPage />;
  if (error) return <Alert type="error" showIcon title={errorText(error)} />;
  if (!data) return <Spin />;
  const { employee } = data.employeeQuotations;
  // The company segment (the second of two, the first of three) must be the employee's: a
  // quotation out of reach that the route passed on here is not found, not its employee's cards.
  const companySegment = params.companyId ?? params.quotationId;
  if (companySegment !== undefined && Number(companySegment) !== employee.company.id) return <NotFoundPage />;

  const runDuplicate = async (id: number) => {
    setDuplicatingId(id);
    const result = await duplicateQuotation({ id }, context);
    setDuplicatingId(null);
    if (result.error || !result.data) {
      void message.error(
        result.error ? errorText(result.error) : t('common.somethingWentWrong'),
        TOAST_SECONDS,
      );
      return;
    }
    void message.success(t('quotationCards.duplicated'), TOAST_SECONDS);
    const copyId = result.data.duplicateQuotation.id;
    setSettledFor(copyId);
    void navigate(`/quotations/${employee.id}/${employee.company.id}/${copyId}`);
  };

  return (
    <Flex vertical gap={16}>
      <PageTitle>{employee.name}</PageTitle>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{employee.company.name}</Typography.Text>
        <Flex gap={8} align="center">
          <Switch checked={activeOnly} onChange={setActiveOnly} aria-label={t('quotationCards.activeOnly')} />
          <span>{t('quotationCards.activeOnly')}</span>
        </Flex>
      </Flex>
      {quotations?.length === 0 && <Empty description={t('quotationCards.empty')} />}
      {quotations?.map((quotation) => (
        <QuotationCard
          key={quotation.id}
          ref={quotation.id === highlightedId ? highlightedRef : undefined}
          quotation={quotation}
          superUser={superUser}
          highlighted={quotation.id === highlightedId}
          busy={mutations.busyIds.has(quotation.id)}
          duplicating={duplicate.fetching && duplicatingId === quotation.id}
          onActiveChange={(active) => void mutations.setQuotationsActive([quotation.id], active)}
          onDuplicate={() => void runDuplicate(quotation.id)}
          orderPart={orderPart(quotation, {
            statuses: statusData?.orderStatuses ?? [],
            superUser,
          })}
        />
      ))}
      {/* The spec's floating add button; a plain button, as Ant Design's FloatButton brings its badge
          code into a chunk of its own that every dealer screen would then load (route weight). */}
      <Tooltip title={t('quotationCards.newQuotation')} placement="left">
        <Button
          type="primary"
          shape="circle"
          size="large"
          icon={<PlusOutlined />}
          aria-label={t('quotationCards.newQuotation')}
          style={{ position: 'fixed', right: 32, bottom: 32, zIndex: 10 }}
          onClick={() => void navigate(`/quotations/${employee.id}/new`)}
        />
      </Tooltip>
    </Flex>
  );
}
