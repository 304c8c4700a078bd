import { Suspense, useCallback, useState } from 'react';
import { Alert, Flex, Modal, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { isAwaitingEmployerDecision } from '@spokes/domain/employer-decisions';
import { named } from '../../../lib/lazy-named';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { EmployerQuotationDocument } from '../api/employer-quotation.generated';
import { useQuotationLive } from '../../../lib/live/use-quotation-live';
import { useQuotationDetailEdits, type EmployerQuotation } from '../hooks/use-quotation-detail-edits';
import { decisionBlockText } from './decision-block-text';
import { EmployerStepBar } from './employer-step-bar';
import { QuotationDetailActions, type DetailDialog } from './quotation-detail-actions';
import { QuotationDetailFields } from './quotation-detail-fields';
import { QuotationRefusalPrompt } from './quotation-refusal-prompt';

// What the first paint does not show loads when opened (docs/decisions.md, "Route weight").
const CalculationPreviewModal = named(() => import('./calculation-preview-modal'), 'CalculationPreviewModal');
const QuotationDocumentsModal = named(() => import('./quotation-documents-modal'), 'QuotationDocumentsModal');
const ServicePassTransactionsModal = named(
  () => import('./service-pass-transactions-modal'),
  'ServicePassTransactionsModal',
);

/**
 * The employer portal's quotation detail (spec 03 section 2.6): the step bar, every field with
 * the three editable ones, and the buttons, which open the calculation, the service pass's
 * transactions, the documents and the refusal prompt, or approve. Changes made elsewhere reload it.
 */
export function QuotationDetailModal(props: { quotationId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: EmployerQuotationDocument,
    variables: { id: props.quotationId },
    requestPolicy: 'cache-and-network',
  });
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useQuotationLive({ quotationId: props.quotationId, reload });
  const quotation = data?.employerQuotation;
  return (
    <Modal
      open
      title={quotation ? t('employerQuotation.title', { number: quotation.quotation_number }) : ' '}
      onCancel={props.onClose}
      footer={null}
      width={960}
      data-testid="employer-quotation-modal"
    >
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      {!quotation && fetching && <Skeleton active />}
      {/* A saved or decided quotation comes back changed: the edits start again from it. */}
      {quotation && <DetailBody key={editKey(quotation)} quotation={quotation} />}
    </Modal>
  );
}

function editKey(quotation: EmployerQuotation): string {
  return [
    quotation.employee.employee_number,
    quotation.costcenter,
    quotation.earliest_delivery_date,
    quotation.may_edit,
  ].join('|');
}

/**
 * The bar shows the order waiting for the decision; when the employer cannot take it (a won
 * deal), the waiting step says why, as the disabled buttons do.
 */
function awaitingNote(quotation: EmployerQuotation, t: TFunction): string | undefined {
  const block = quotation.approve_blocked_by;
  if (!block || !isAwaitingEmployerDecision(quotation.order_status.code)) return undefined;
  return decisionBlockText(t, block, quotation.order_status.name);
}

function DetailBody({ quotation }: { quotation: EmployerQuotation }) {
  const { t } = useTranslation();
  const edits = useQuotationDetailEdits(quotation);
  const [dialog, setDialog] = useState<DetailDialog | null>(null);
  const close = () => setDialog(null);
  return (
    <Flex vertical gap={16}>
      <EmployerStepBar status={quotation.order_status} note={awaitingNote(quotation, t)} />
      <QuotationDetailFields quotation={quotation} edits={edits} />
      <QuotationDetailActions quotation={quotation} edits={edits} onOpen={setDialog} />
      {dialog === 'refuse' && <QuotationRefusalPrompt quotation={quotation} onClose={close} />}
      <Suspense fallback={null}>
        {dialog === 'calculation' && <CalculationPreviewModal quotation={quotation} onClose={close} />}
        {dialog === 'transactions' && (
          <ServicePassTransactionsModal quotationId={quotation.id} onClose={close} />
        )}
        {dialog === 'documents' && (
          <QuotationDocumentsModal documents={quotation.documents} onClose={close} />
        )}
      </Suspense>
    </Flex>
  );
}
