import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { ApproveEmployerQuotationDocument } from '../api/employer-quotation-edits.generated';
import { employerQuotationChanged } from './use-quotation-detail-edits';

/**
 * Approves at once: no prompt and no second confirmation (issue 21: the notification to an
 * approved quotation in three clicks). An approval can still be undone by a refusal until the
 * bike is ready, which keeps its prompt since it needs a reason.
 */
export function useApproveQuotation(quotationId: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorMessage();
  const [{ fetching }, mutate] = useMutation(ApproveEmployerQuotationDocument);
  const approve = async () => {
    const { error } = await mutate({ id: quotationId, reason: '' }, employerQuotationChanged);
    if (error) void message.error(errorText(error));
    else void message.success(t('employerQuotation.approved'));
  };
  return { approve, approving: fetching };
}
