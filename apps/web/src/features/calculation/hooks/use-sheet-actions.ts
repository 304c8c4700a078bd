import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorCode } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { TOAST_SECONDS } from '../../../lib/toast';
import { DeleteCalculationSheetDocument } from '../api/delete-calculation-sheet.generated';
import { GenerateCalculationSheetDocument } from '../api/generate-calculation-sheet.generated';

/** "Generate sheet" and "delete sheet" with their toasts (spec 03 section 8). */
export function useSheetActions(companyId: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [generating, executeGenerate] = useMutation(GenerateCalculationSheetDocument);
  const [deleting, executeDelete] = useMutation(DeleteCalculationSheetDocument);

  const generate = async () => {
    const result = await executeGenerate({ company_id: companyId });
    if (result.error) {
      void message.error(
        errorCode(result.error) ? errorMessage(result.error) : t('calculationSheet.generateFailed'),
        TOAST_SECONDS,
      );
      return;
    }
    void message.success(t('calculationSheet.generated'), TOAST_SECONDS);
  };

  const remove = async () => {
    const result = await executeDelete({ company_id: companyId });
    if (result.error) {
      void message.error(t('calculationSheet.deleteFailed'), TOAST_SECONDS);
      return;
    }
    void message.success(t('calculationSheet.deleted'), TOAST_SECONDS);
  };

  return { generate, remove, generating: generating.fetching, deleting: deleting.fetching };
}
