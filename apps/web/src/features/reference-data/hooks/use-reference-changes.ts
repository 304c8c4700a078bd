import { useCallback, useMemo } from 'react';
import type { OperationResult } from '@urql/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import type { ReferenceResult } from '../../../components/reference-table';
import { errorCode, fieldErrorCodes } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { TOAST_SECONDS } from '../../../lib/toast';

/**
 * The toasts of a reference tab (spec 03 section 8, Reference tabs): 'Wijzigingen opgeslagen!',
 * or the tab's failure text ('Er ging iets mis', for variants 'Bewerking mislukt') followed by
 * the server's reason when it gave one (a code taken, a variant in use). A refused field is
 * answered to the dialog, which shows it at that field.
 */
export function useReferenceChanges(typename: string, failedKey: string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  // The list refetches on the typename, also after a delete (which answers a Boolean).
  const context = useMemo(() => ({ additionalTypenames: [typename] }), [typename]);

  const settle = useCallback(
    async (change: Promise<OperationResult>): Promise<ReferenceResult> => {
      const { error } = await change;
      if (!error) {
        void message.success(t('referenceTabs.saved'), TOAST_SECONDS);
        return undefined;
      }
      const [field, fieldCode] = Object.entries(fieldErrorCodes(error))[0] ?? [];
      const refusal = errorCode(error);
      const reason = fieldCode
        ? t(errorTranslationKey(fieldCode))
        : refusal && refusal !== 'SOMETHING_WENT_WRONG'
          ? errorMessage(error)
          : undefined;
      void message.error(reason ? `${t(failedKey)}: ${reason}` : t(failedKey), TOAST_SECONDS);
      if (!reason) return undefined;
      return { field: field ?? (refusal === 'REFERENCE_CODE_TAKEN' ? 'code' : 'name'), message: reason };
    },
    [errorMessage, failedKey, message, t],
  );

  return { context, settle };
}
