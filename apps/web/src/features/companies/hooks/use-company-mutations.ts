import { useCallback } from 'react';
import type { CombinedError } from '@urql/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { CompanySaveInput } from '../../../generated/graphql';
import { errorTranslationKey, type ErrorCode } from '@spokes/domain/error-codes';
import { errorCode } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { DeleteCompanyLogoDocument } from '../api/delete-company-logo.generated';
import { DeleteCompanyDocument } from '../api/delete-company.generated';
import { SaveCompanyDocument } from '../api/save-company.generated';
import { UploadCompanyLogoDocument } from '../api/upload-company-logo.generated';

// The company picker's tree and the settings company refetch after any of these.
const context = { additionalTypenames: ['CompanyTreeNode', 'CompanySettings'] };

/**
 * Save, delete and the logo's upload and delete, with the spec's messages (spec 03 section 8,
 * Companies): a refused save says which step failed ('Kon veld {x} niet opslaan.' ...), a
 * refused delete the server's reason. Each answers what the caller needs next, or null.
 */
export function useCompanyMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [saving, saveMutation] = useMutation(SaveCompanyDocument);
  const [deleting, deleteMutation] = useMutation(DeleteCompanyDocument);
  const [uploading, uploadMutation] = useMutation(UploadCompanyLogoDocument);
  const [deletingLogo, deleteLogoMutation] = useMutation(DeleteCompanyLogoDocument);

  // A failure the server does not explain gets the spec's wording for the action.
  const refused = useCallback(
    (error: CombinedError, fallback: ErrorCode = 'COMPANY_SAVE_FAILED') =>
      void message.error({
        content: errorCode(error) ? errorMessage(error) : t(errorTranslationKey(fallback)),
        duration: 8,
      }),
    [message, errorMessage, t],
  );

  /** Saves; with a logo chosen, uploads it to the saved company. Answers the company's id. */
  const save = useCallback(
    async (input: CompanySaveInput, logo: File | null): Promise<number | null> => {
      const { data, error } = await saveMutation({ input }, context);
      if (error || !data) {
        if (error) refused(error);
        return null;
      }
      const id = data.saveCompany.id;
      if (logo) {
        const upload = await uploadMutation({ company_id: id, logo }, context);
        if (upload.error) refused(upload.error);
      }
      void message.success(t(input.id ? 'companySettings.saved' : 'companySettings.created'));
      return id;
    },
    [saveMutation, uploadMutation, refused, message, t],
  );

  const remove = useCallback(
    async (id: number) => {
      const { error } = await deleteMutation({ id }, context);
      if (error) refused(error, 'COMPANY_DELETE_FAILED');
      else void message.success(t('companySettings.deleted'));
      return !error;
    },
    [deleteMutation, refused, message, t],
  );

  const removeLogo = useCallback(
    async (companyId: number) => {
      const { error } = await deleteLogoMutation({ company_id: companyId }, context);
      if (error) refused(error);
      else void message.success(t('companySettings.logoDeleted'));
      return !error;
    },
    [deleteLogoMutation, refused, message, t],
  );

  return {
    save,
    remove,
    removeLogo,
    saving: saving.fetching || uploading.fetching,
    deleting: deleting.fetching,
    deletingLogo: deletingLogo.fetching,
  };
}
