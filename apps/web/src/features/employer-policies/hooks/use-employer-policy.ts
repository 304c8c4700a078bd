import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import type { EmployerPolicyInput } from '../../../generated/graphql';
import { fieldErrorCodes } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { TOAST_SECONDS } from '../../../lib/toast';
import {
  EmployerPolicyDocument,
  RemoveEmployerPolicyDocument,
  SetEmployerPolicyDocument,
} from '../api/employer-policy.generated';

/** Field name → translated message, for the fields the server refused. */
export type PolicyFieldErrors = Partial<Record<keyof EmployerPolicyInput, string>>;

// A removal changes what the companies below inherit: every policy read refetches.
const context = { additionalTypenames: ['CompanyEmployerPolicy'] };

/** A company's effective policy, and setting or removing its own, each with a toast. */
export function useEmployerPolicy(companyId: number | null) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [{ data, fetching, error }] = useQuery({
    query: EmployerPolicyDocument,
    variables: { company_id: companyId ?? 0 },
    pause: companyId === null,
    context,
  });
  const [setting, setMutation] = useMutation(SetEmployerPolicyDocument);
  const [removing, removeMutation] = useMutation(RemoveEmployerPolicyDocument);

  /** Null when saved; else the refused fields' messages (empty when a toast said why). */
  const save = useCallback(
    async (input: EmployerPolicyInput): Promise<PolicyFieldErrors | null> => {
      if (companyId === null) return {};
      const result = await setMutation({ company_id: companyId, input }, context);
      if (!result.error) {
        void message.success(t('employerPolicies.saved'), TOAST_SECONDS);
        return null;
      }
      const fields = Object.entries(fieldErrorCodes(result.error));
      if (fields.length > 0)
        return Object.fromEntries(
          fields.map(([field, code]) => [
            field,
            t(errorTranslationKey(code!), { max: INPUT_MAX_LENGTH.freeText }),
          ]),
        );
      void message.error(errorMessage(result.error), TOAST_SECONDS);
      return {};
    },
    [companyId, setMutation, message, t, errorMessage],
  );

  const remove = useCallback(async () => {
    if (companyId === null) return;
    const result = await removeMutation({ company_id: companyId }, context);
    if (result.error) void message.error(errorMessage(result.error), TOAST_SECONDS);
    else void message.success(t('employerPolicies.removed'), TOAST_SECONDS);
  }, [companyId, removeMutation, message, t, errorMessage]);

  return {
    policy: companyId === null ? null : (data?.employerPolicy ?? null),
    fetching,
    error,
    saving: setting.fetching,
    removing: removing.fetching,
    save,
    remove,
  };
}
